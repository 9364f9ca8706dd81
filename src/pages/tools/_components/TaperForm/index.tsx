import {useSyncExternalStore} from 'react';
import Select from '@site/src/components/Select';
import {formatDay, localTodayIso} from '@site/src/domains/tools/dates';
import {RACE_DISTANCES, isRaceDistanceId} from '@site/src/domains/tools/distances';
import {readTaperInputs, writeTaperInputs, type TaperInputs} from '@site/src/domains/tools/query';
import {planTaper} from '@site/src/domains/tools/taper';
import TextField from '@site/src/domains/tools/TextField';
import ToolForm, {ResultFigure, ResultsPrompt} from '@site/src/domains/tools/ToolForm';
import {useToolInputs} from '@site/src/domains/tools/useToolInputs';
import {formatRange} from '@site/src/lib/format';
import {inRunningText} from '../runningText';
import TaperOutline from '../TaperOutline';

const ID = 'taper';
const DATE_FIELD = 'date';
const EXAMPLE: TaperInputs = {distance: 'marathon', date: ''};

const noSubscription = () => () => undefined;

export interface TaperFormProps {
  /** Today as yyyy-mm-dd; defaults to the visitor's local date (tests pass a fixed one). */
  readonly today?: string;
}

/** Race distance and date in; the taper's start and a day-by-day volume outline out. */
export default function TaperForm({today: fixedToday}: TaperFormProps) {
  const inputs = useToolInputs({example: EXAMPLE, read: readTaperInputs, write: writeTaperInputs});
  // The visitor's date exists only in the browser: the server HTML has no "today".
  const browserToday = useSyncExternalStore(
    noSubscription,
    () => localTodayIso(),
    () => '',
  );
  const today = fixedToday ?? browserToday;
  const {distance, date} = inputs.values;
  const plan = date === '' || today === '' ? null : planTaper(distance, date, today);
  const dateError =
    inputs.showsErrorOf(DATE_FIELD) &&
    (date === '' ? 'Enter the date of your race.' : plan && !plan.ok ? plan.error.message : undefined);

  return (
    <ToolForm
      formRef={inputs.formRef}
      label="Taper planner"
      onSubmit={() => {
        inputs.touchAll();
        if (!plan?.ok) document.getElementById(`${ID}-${DATE_FIELD}`)?.focus();
      }}
      fields={
        <>
          <Select
            id={`${ID}-distance`}
            name="distance"
            label="Race distance"
            value={distance}
            onValueChange={(value) => {
              if (isRaceDistanceId(value)) inputs.update({...inputs.values, distance: value});
            }}
          >
            {RACE_DISTANCES.map((d) => (
              <Select.Item key={d.id} value={d.id}>
                {d.label}
              </Select.Item>
            ))}
          </Select>
          <TextField
            id={`${ID}-${DATE_FIELD}`}
            name={DATE_FIELD}
            type="date"
            label="Race date"
            hint="the day of the race"
            min={today || undefined}
            value={date}
            error={dateError || undefined}
            onChange={(value) => inputs.update({...inputs.values, date: value})}
            onBlur={() => inputs.touch(DATE_FIELD)}
          />
        </>
      }
      noScript="The planner needs JavaScript. The tables below give each distance’s taper length and a day-by-day outline counted back from race day."
      results={
        plan?.ok ? (
          <>
            <ResultFigure
              label="Start your taper on"
              value={formatDay(plan.value.startDay)}
              note={`${plan.value.guide.days[1]} days before the race (the ${inRunningText(plan.value.guide.distance)} guide: ${formatRange(plan.value.guide.days)} days). At the latest: ${formatDay(plan.value.latestStartDay)}. Volume averages ${plan.value.cutPercent}% below your usual weeks.`}
            />
            {plan.value.startsInPast && (
              <p>Your taper would have started already: follow the outline from the day marked Today.</p>
            )}
            <TaperOutline
              dated
              today={today}
              label="Day-by-day taper outline"
              caption="Day-by-day outline (share of a usual day’s running)"
              days={plan.value.days}
            />
          </>
        ) : (
          <ResultsPrompt>Choose your race distance and date to see when your taper starts.</ResultsPrompt>
        )
      }
    />
  );
}
