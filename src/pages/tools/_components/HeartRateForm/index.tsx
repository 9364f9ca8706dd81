import {readHeartRates, type HeartRateField} from '@site/src/domains/tools/heartRate';
import {readHeartRateInputs, writeHeartRateInputs, type HeartRateInputs} from '@site/src/domains/tools/query';
import TextField from '@site/src/domains/tools/TextField';
import ToolForm, {ResultsPrompt} from '@site/src/domains/tools/ToolForm';
import ToolTable from '@site/src/domains/tools/ToolTable';
import {useToolInputs} from '@site/src/domains/tools/useToolInputs';
import {keepCompounds} from '@site/src/lib/compounds';
import {NBSP, keepNumbersWithUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';

const ID = 'heart-rate';
const EXAMPLE: HeartRateInputs = {max: '190', rest: '50'};

const LABELS: Record<HeartRateField, {label: string; hint: string}> = {
  max: {label: 'Maximum heart rate', hint: 'beats per minute, from a hard uphill effort or a lab test'},
  rest: {label: 'Resting heart rate', hint: 'beats per minute, taken lying down before you get up'},
};

/** Maximum and resting heart rate in; five Karvonen zones in bpm out. */
export default function HeartRateForm() {
  const inputs = useToolInputs({example: EXAMPLE, read: readHeartRateInputs, write: writeHeartRateInputs});
  const {zones, errors} = readHeartRates(inputs.values.max, inputs.values.rest);
  // Zones exist only for two valid whole numbers, so both read as numbers whenever the caption shows.
  const [max, rest] = [Number(inputs.values.max.trim()), Number(inputs.values.rest.trim())];
  const shown = (field: HeartRateField) => (inputs.showsErrorOf(field) ? errors[field] : undefined);

  return (
    <ToolForm
      formRef={inputs.formRef}
      label="Heart-rate zone calculator"
      onSubmit={() => {
        inputs.touchAll();
        const first = (['max', 'rest'] as const).find((field) => errors[field] !== undefined);
        if (first) document.getElementById(`${ID}-${first}`)?.focus();
      }}
      fields={(['max', 'rest'] as const).map((field) => (
        <TextField
          key={field}
          id={`${ID}-${field}`}
          name={field}
          label={LABELS[field].label}
          hint={LABELS[field].hint}
          inputMode="numeric"
          value={inputs.values[field]}
          error={shown(field)}
          onChange={(value) => inputs.update({...inputs.values, [field]: value})}
          onBlur={() => inputs.touch(field)}
        />
      ))}
      noScript="The calculator needs JavaScript. The table below gives the five zones for sample ages with a resting heart rate of 60."
      results={
        zones ? (
          <ToolTable
            className={styles.zones}
            label="Your heart-rate zones"
            // Each operator keeps its operand on its line: "190 − 50 =" never ends a phone's line alone; and
            // "heart-rate" stays whole ("(heart- / rate reserve" at 360 px).
            caption={keepCompounds(
              keepNumbersWithUnits(
                `Your zones (heart-rate reserve ${max} −${NBSP}${rest} =${NBSP}${max - rest} bpm)`,
              ),
            )}
            columns={['Zone', 'Share of reserve', 'Heart rate', 'What it is for']}
            rows={zones.map((zone) => ({
              key: String(zone.zone),
              cells: [
                `${zone.zone} · ${zone.name}`,
                `${zone.reserve[0]}–${zone.reserve[1]}%`,
                `${zone.bpm[0]}–${zone.bpm[1]} bpm`,
                zone.purpose,
              ],
            }))}
            wrapLast
          />
        ) : (
          <ResultsPrompt>Enter your maximum and resting heart rate to see your five zones.</ResultsPrompt>
        )
      }
    />
  );
}
