import Select from '@site/src/components/Select';
import {RACE_DISTANCES, isRaceDistanceId} from '../distances';
import type {RaceInputs} from '../query';
import TextField from '../TextField';
import type {ToolInputs} from '../useToolInputs';

export interface RaceFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  readonly inputs: ToolInputs<RaceInputs>;
  /** The finish time's message, when it should show. */
  readonly timeError?: string | undefined;
}

export const FINISH_TIME_FIELD = 'time';

/** "Race distance" and "Finish time": the two inputs of the race predictor and the training paces. */
export default function RaceFields({idPrefix, inputs, timeError}: RaceFieldsProps) {
  const {values, update, touch} = inputs;
  return (
    <>
      <Select
        id={`${idPrefix}-distance`}
        name="distance"
        label="Race distance"
        value={values.distance}
        onValueChange={(value) => {
          if (isRaceDistanceId(value)) update({...values, distance: value});
        }}
      >
        {RACE_DISTANCES.map((distance) => (
          <Select.Item key={distance.id} value={distance.id}>
            {distance.label}
          </Select.Item>
        ))}
      </Select>
      <TextField
        id={`${idPrefix}-${FINISH_TIME_FIELD}`}
        name={FINISH_TIME_FIELD}
        label="Finish time"
        hint="mm:ss or h:mm:ss, from a recent race or time trial run all out"
        inputMode="text"
        placeholder="25:30"
        value={values.time}
        error={timeError}
        onChange={(time) => update({...values, time})}
        onBlur={() => touch(FINISH_TIME_FIELD)}
      />
    </>
  );
}
