import {Fragment, useState} from 'react';
import {
  PACE_FIELDS,
  PACE_FIELD_LABELS,
  finishTimes,
  formatPaceFields,
  readPace,
  type PaceField,
} from '@site/src/domains/tools/paceConvert';
import {
  PACE_QUERY_KEYS,
  readPaceInputs,
  writePaceInputs,
  type PaceInputs,
} from '@site/src/domains/tools/query';
import TextField from '@site/src/domains/tools/TextField';
import {formatTime} from '@site/src/domains/tools/time';
import ToolForm, {ResultsPrompt} from '@site/src/domains/tools/ToolForm';
import {NO_BREAK_CLASS} from '@site/src/lib/compounds';
import {useToolInputs} from '@site/src/domains/tools/useToolInputs';
import styles from './styles.module.css';

const ID = 'pace-converter';
const EXAMPLE: PaceInputs = {field: 'paceKm', text: '5:00'};

const HINTS: Record<PaceField, string> = {
  paceKm: 'm:ss, for example 5:00',
  paceMile: 'm:ss or m:ss.s, for example 8:02.8',
  kmh: 'for example 12.0',
  mph: 'for example 7.5',
};

/** The pace in all four units, each one whole: '5:00.0 per km', '8:02.8 per mile', '12.0 km/h', '7.46 mph'. */
function summaryTerms(pace: Record<PaceField, string>): string[] {
  return [`${pace.paceKm} per km`, `${pace.paceMile} per mile`, `${pace.kmh} km/h`, `${pace.mph} mph`];
}

/** Four linked fields: typing in one fills the other three, and finish times follow at that pace. */
export default function PaceConverterForm() {
  const inputs = useToolInputs({
    example: EXAMPLE,
    read: readPaceInputs,
    write: writePaceInputs,
    // A field typed in before hydration is the one the pace comes from (the others showed the example's).
    fromTyped: readPaceInputs,
  });
  const {field: source, text} = inputs.values;
  const read = readPace(source, text);
  // While a field is half-typed, the others keep the last pace that could be read.
  const [lastValid, setLastValid] = useState<number | null>(null);
  const secondsPerKm = read.ok ? read.value : lastValid;
  const shown = secondsPerKm === null ? null : formatPaceFields(secondsPerKm);
  const error = !read.ok && inputs.showsErrorOf(source) ? read.error.message : undefined;

  const change = (field: PaceField, value: string) => {
    const next = readPace(field, value);
    if (next.ok) setLastValid(next.value);
    else if (read.ok) setLastValid(read.value);
    inputs.update({field, text: value});
  };

  return (
    <ToolForm
      formRef={inputs.formRef}
      label="Pace converter"
      onSubmit={() => {
        inputs.touchAll();
        if (!read.ok) document.getElementById(`${ID}-${source}`)?.focus();
      }}
      fields={PACE_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${ID}-${field}`}
          name={PACE_QUERY_KEYS[field]}
          label={PACE_FIELD_LABELS[field]}
          hint={HINTS[field]}
          inputMode={field === 'kmh' || field === 'mph' ? 'decimal' : 'text'}
          value={field === source ? text : (shown?.[field] ?? '')}
          error={field === source ? error : undefined}
          onChange={(value) => change(field, value)}
          onBlur={() => inputs.touch(field)}
        />
      ))}
      noScript="The converter needs JavaScript. The table below converts paces from 3:00 to 8:00 per km, with finish times."
      results={
        read.ok ? (
          <>
            <p className={styles.summary}>
              {summaryTerms(formatPaceFields(read.value)).map((term, index) => (
                // A line breaks only before an equals sign, never inside "8:02.8 per mile".
                <Fragment key={term}>
                  {index > 0 && ' '}
                  <span className={NO_BREAK_CLASS}>{index > 0 ? `= ${term}` : term}</span>
                </Fragment>
              ))}
            </p>
            <p className={styles.finishTitle}>Finish times at this pace</p>
            <dl className={styles.finish}>
              {finishTimes(read.value).map((finish) => (
                <div key={finish.id}>
                  <dt>{finish.label}</dt>
                  <dd>
                    {formatTime(finish.seconds)}
                    {finish.fasterThanRecord && (
                      <span className={styles.beyond}>faster than anyone has run it</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <ResultsPrompt>
            Type a pace or a speed in any field to convert it and see finish times.
          </ResultsPrompt>
        )
      }
    />
  );
}
