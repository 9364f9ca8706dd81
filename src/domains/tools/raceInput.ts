/** Reading the race inputs (distance and finish time) into a VDOT, with one message for the time field. */
import {raceDistance, type RaceDistanceId} from './distances';
import type {RaceInputs} from './query';
import {parseTime} from './time';
import {vdotFromPerformance} from './vdot';

export type RaceEvaluation =
  | {readonly ok: true; readonly metres: number; readonly seconds: number; readonly vdot: number}
  | {readonly ok: false; readonly timeError: string};

/** The example the forms start from, in the server HTML too: a 25:00 5K. */
export const RACE_EXAMPLE: RaceInputs = {distance: '5k', time: '25:00'};

export function evaluateRace(distance: RaceDistanceId, time: string): RaceEvaluation {
  const parsed = parseTime(time);
  if (!parsed.ok) return {ok: false, timeError: parsed.error.message};
  const {metres} = raceDistance(distance);
  const vdot = vdotFromPerformance(metres, parsed.value);
  if (!vdot.ok) return {ok: false, timeError: vdot.error.message};
  return {ok: true, metres, seconds: parsed.value, vdot: vdot.value};
}
