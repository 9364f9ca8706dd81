import {RACE_DISTANCES, raceDistance, type RaceDistance} from '@site/src/domains/tools/distances';
import {perMile} from '@site/src/domains/tools/paces';
import {readRaceInputs, writeRaceInputs} from '@site/src/domains/tools/query';
import {RACE_EXAMPLE, evaluateRace} from '@site/src/domains/tools/raceInput';
import RaceFields, {FINISH_TIME_FIELD} from '@site/src/domains/tools/RaceFields';
import {riegelTime} from '@site/src/domains/tools/riegel';
import {formatTime} from '@site/src/domains/tools/time';
import ToolForm, {ResultFigure, ResultsPrompt} from '@site/src/domains/tools/ToolForm';
import {useToolInputs} from '@site/src/domains/tools/useToolInputs';
import {raceTimeAtVdot} from '@site/src/domains/tools/vdot';
import {inRunningText} from '../runningText';
import StackedToolTable from '../StackedToolTable';

const ID = 'race-predictor';

/** Marks a predicted time faster than anyone has run (the note under the table says so in words). */
const BEYOND_RECORD_MARK = '*';

/** A predicted time, marked when `beyond`: faster than anyone has run the distance. */
function predicted(seconds: number, beyond: boolean): string {
  return beyond ? `${formatTime(seconds)}${BEYOND_RECORD_MARK}` : formatTime(seconds);
}

/** Distance and finish time in, VDOT and equivalent times at six distances out (Daniels–Gilbert and Riegel). */
export default function RacePredictorForm() {
  const inputs = useToolInputs({example: RACE_EXAMPLE, read: readRaceInputs, write: writeRaceInputs});
  const {distance, time} = inputs.values;
  const result = evaluateRace(distance, time);
  const timeError = !result.ok && inputs.showsErrorOf(FINISH_TIME_FIELD) ? result.timeError : undefined;
  const predictions = result.ok
    ? RACE_DISTANCES.map((d) => ({
        d,
        seconds: raceTimeAtVdot(result.vdot, d.metres),
        riegel: riegelTime(result.seconds, result.metres, d.metres),
      }))
    : [];
  // Judged on the time as shown (whole seconds): a 10K of 26:10.6 shows as 26:11, the record, not under it.
  // The visitor's own race is no prediction: an input at the record can come back a hair under it.
  const beyond = (d: RaceDistance, seconds: number) =>
    d.id !== distance && Math.round(seconds) < d.fastestSeconds;
  const beyondRecords = predictions.some(({d, seconds, riegel}) => beyond(d, seconds) || beyond(d, riegel));

  return (
    <ToolForm
      formRef={inputs.formRef}
      label="Race time predictor"
      onSubmit={() => {
        inputs.touchAll();
        if (!result.ok) document.getElementById(`${ID}-${FINISH_TIME_FIELD}`)?.focus();
      }}
      fields={<RaceFields idPrefix={ID} inputs={inputs} timeError={timeError} />}
      noScript="The calculator needs JavaScript. The table of race equivalents below lists the same predictions for VDOT 30 to 70."
      results={
        result.ok ? (
          <>
            <ResultFigure
              label="VDOT"
              value={result.vdot.toFixed(1)}
              note={`From ${formatTime(result.seconds)} for the ${inRunningText(raceDistance(distance).label)}.`}
            />
            <StackedToolTable
              dense
              label="Predicted times"
              caption="Predicted race times"
              columns={['Distance', 'Daniels–Gilbert', 'Pace per km', 'Pace per mile', 'Riegel']}
              // On a card the two predictions share the first line, the paces the second.
              cardColumns={[1, 4, 2, 3]}
              rows={predictions.map(({d, seconds, riegel}) => {
                const pace = (seconds / d.metres) * 1000;
                return {
                  key: d.id,
                  highlight: d.id === distance,
                  cells: [
                    d.id === distance ? `${d.label} (your race)` : d.label,
                    predicted(seconds, beyond(d, seconds)),
                    formatTime(pace),
                    formatTime(perMile(pace)),
                    predicted(riegel, beyond(d, riegel)),
                  ],
                };
              })}
            />
            {beyondRecords && (
              <p>
                {BEYOND_RECORD_MARK} Faster than anyone has run that distance: at a race this fast the
                equations reach past what any runner has done.
              </p>
            )}
          </>
        ) : (
          <ResultsPrompt>
            Enter a finish time as mm:ss or h:mm:ss to see your VDOT and predicted times.
          </ResultsPrompt>
        )
      }
    />
  );
}
