/** Reading the race inputs (distance and finish time) into a VDOT, with one message for the time field. */
import {raceDistance, type RaceDistanceId} from './distances';
import type {RaceInputs} from './query';
import {formatTime, formatTimeInWords, isMinutesAndSeconds, parseTime} from './time';
import {vdotFromPerformance} from './vdot';

export type RaceEvaluation =
  | {readonly ok: true; readonly metres: number; readonly seconds: number; readonly vdot: number}
  | {readonly ok: false; readonly timeError: string};

/** The example the forms start from, in the server HTML too: a 25:00 5K. */
export const RACE_EXAMPLE: RaceInputs = {distance: '5k', time: '25:00'};

/**
 * The message for a two-part time that is impossibly fast as m:ss but a race a runner could run as h:mm
 * ("1:55" for a half marathon: 1 minute 55 seconds, or 1 hour 55 minutes), or null when that reading does
 * not fit either.
 */
function hoursAndMinutesHint(time: string, metres: number, seconds: number): string | null {
  if (!isMinutesAndSeconds(time)) return null;
  // "m:ss" read as "h:mm": each part one place up, so the seconds are 60 times as many.
  const asHours = seconds * 60;
  if (!vdotFromPerformance(metres, asHours).ok) return null;
  return `That reads as ${formatTimeInWords(seconds)}. For ${formatTimeInWords(asHours)}, enter ${formatTime(asHours)}.`;
}

export function evaluateRace(distance: RaceDistanceId, time: string): RaceEvaluation {
  const parsed = parseTime(time);
  if (!parsed.ok) return {ok: false, timeError: parsed.error.message};
  const {metres} = raceDistance(distance);
  const vdot = vdotFromPerformance(metres, parsed.value);
  if (!vdot.ok) {
    const hint = vdot.error.code === 'too-fast' ? hoursAndMinutesHint(time, metres, parsed.value) : null;
    return {ok: false, timeError: hint ?? vdot.error.message};
  }
  return {ok: true, metres, seconds: parsed.value, vdot: vdot.value};
}
