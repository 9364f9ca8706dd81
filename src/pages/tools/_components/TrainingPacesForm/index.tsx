import {trainingPaces} from '@site/src/domains/tools/paces';
import {readRaceInputs, writeRaceInputs} from '@site/src/domains/tools/query';
import {RACE_EXAMPLE, evaluateRace} from '@site/src/domains/tools/raceInput';
import RaceFields, {FINISH_TIME_FIELD} from '@site/src/domains/tools/RaceFields';
import ToolForm, {ResultFigure, ResultsPrompt} from '@site/src/domains/tools/ToolForm';
import ToolTable from '@site/src/domains/tools/ToolTable';
import {useToolInputs} from '@site/src/domains/tools/useToolInputs';
import {PACE_ROWS, paceText} from '../trainingPaces';

const ID = 'training-paces';

/** Distance and finish time in; the five Daniels training paces per km and per mile out. */
export default function TrainingPacesForm() {
  const inputs = useToolInputs({example: RACE_EXAMPLE, read: readRaceInputs, write: writeRaceInputs});
  const result = evaluateRace(inputs.values.distance, inputs.values.time);
  const timeError = !result.ok && inputs.showsErrorOf(FINISH_TIME_FIELD) ? result.timeError : undefined;
  const paces = result.ok ? trainingPaces(result.vdot) : null;

  return (
    <ToolForm
      formRef={inputs.formRef}
      label="Training pace calculator"
      onSubmit={() => {
        inputs.touchAll();
        if (!result.ok) document.getElementById(`${ID}-${FINISH_TIME_FIELD}`)?.focus();
      }}
      fields={<RaceFields idPrefix={ID} inputs={inputs} timeError={timeError} />}
      noScript="The calculator needs JavaScript. The pace tables below list the same paces for VDOT 30 to 70, per km and per mile."
      results={
        result.ok && paces ? (
          <>
            <ResultFigure label="VDOT" value={result.vdot.toFixed(1)} />
            <ToolTable
              label="Your training paces"
              caption="Your training paces"
              columns={['Pace', 'Per km', 'Per mile', 'What it is for']}
              rows={PACE_ROWS.map((row) => ({
                key: row.id,
                cells: [
                  row.label,
                  paceText(paces, row.id, 'km'),
                  paceText(paces, row.id, 'mile'),
                  row.purpose,
                ],
              }))}
              wrapLast
            />
          </>
        ) : (
          <ResultsPrompt>Enter a finish time as mm:ss or h:mm:ss to see your training paces.</ResultsPrompt>
        )
      }
    />
  );
}
