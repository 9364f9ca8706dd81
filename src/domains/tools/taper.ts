/**
 * The taper planner: when to start cutting volume before a race, and a day-by-day outline. Taper lengths
 * come from TAPER_GUIDES in src/constants.ts; the six race distances map onto its rows (1500 m, the mile,
 * 5K and 10K onto "5K/10K"). React-free.
 *
 * The reading used here:
 * - the taper starts the guide's longest length before race day (5K/10K: 7 days, half: 10, marathon: 21);
 *   the shortest length is given as the latest sensible start;
 * - volume falls in a straight line, day by day, so that the taper averages the guide's volume cut below
 *   usual training (a "progressive taper"). The guide gives a cut only for the half (40%); the other
 *   distances use the same 40%, just under the 41–60% that the meta-analysis of L. Bosquet et al.
 *   ("Effects of tapering on performance", Medicine & Science in Sports & Exercise, 2007) found best, with
 *   intensity kept and frequency nearly kept.
 */
import {TAPER_GUIDES, type TaperDistance, type TaperGuide} from '@site/src/constants';
import {dayToIso, isoToDay} from './dates';
import type {RaceDistanceId} from './distances';
import {failure, success, type Outcome} from './outcome';

/** Volume cut for guides that state none (see the module comment). */
export const DEFAULT_TAPER_VOLUME_CUT_PERCENT = 40;
/** Furthest ahead a race may be planned. */
export const MAX_DAYS_AHEAD = 366 * 2;

const GUIDE_FOR_DISTANCE: Record<RaceDistanceId, TaperDistance> = {
  '1500m': '5K/10K',
  mile: '5K/10K',
  '5k': '5K/10K',
  '10k': '5K/10K',
  half: 'Half marathon',
  marathon: 'Marathon',
};

export function taperGuide(distance: RaceDistanceId): TaperGuide {
  const name = GUIDE_FOR_DISTANCE[distance];
  return TAPER_GUIDES.find((guide) => guide.distance === name) ?? TAPER_GUIDES[0]!;
}

export function volumeCutPercent(guide: TaperGuide): number {
  return guide.volumeCutPercent ?? DEFAULT_TAPER_VOLUME_CUT_PERCENT;
}

export type TaperPhase = 'start' | 'taper' | 'sharpen' | 'eve' | 'race';

export interface TaperDay {
  readonly day: number;
  readonly iso: string;
  readonly daysToRace: number;
  /** Share of a usual day's volume, whole percent; null on race day. */
  readonly volumePercent: number | null;
  readonly phase: TaperPhase;
}

/** What each phase of the outline asks of the runner. */
export const PHASE_NOTES: Record<TaperPhase, string> = {
  start: 'Taper starts: usual sessions, a little shorter.',
  taper: 'Same sessions and pace, less volume.',
  sharpen: 'Short race-pace efforts; keep the legs sharp.',
  eve: 'Rest, or 15–20 minutes easy with a few strides.',
  // What to do, not a name: the row or the day already says "Race day".
  race: 'Warm up, then race.',
};

/**
 * Volume of day `index` (1 = first taper day) of `length`: a straight line from 100% whose average over
 * the taper is 100 − cut (each day is read at its middle, so the mean is exact).
 */
export function taperVolumePercent(index: number, length: number, cutPercent: number): number {
  return Math.round(100 - 2 * cutPercent * ((index - 0.5) / length));
}

function phaseOf(daysToRace: number, length: number): TaperPhase {
  if (daysToRace === 0) return 'race';
  if (daysToRace === 1) return 'eve';
  if (daysToRace === length) return 'start';
  if (daysToRace <= 4) return 'sharpen';
  return 'taper';
}

/** The outline of a taper of `length` days, relative to race day (day numbers from `raceDay`). */
export function taperOutline(raceDay: number, length: number, cutPercent: number): TaperDay[] {
  const days: TaperDay[] = [];
  for (let index = 1; index <= length + 1; index += 1) {
    const daysToRace = length + 1 - index;
    const day = raceDay - daysToRace;
    days.push({
      day,
      iso: dayToIso(day),
      daysToRace,
      volumePercent: daysToRace === 0 ? null : taperVolumePercent(index, length, cutPercent),
      phase: phaseOf(daysToRace, length),
    });
  }
  return days;
}

/**
 * How far ahead of today the date message's example lies: far enough for a marathon's whole taper, well
 * inside MAX_DAYS_AHEAD, so the example copied into the field always gives a plan.
 */
export const EXAMPLE_RACE_WEEKS_AHEAD = 12;

/** The example race date the date message offers, `EXAMPLE_RACE_WEEKS_AHEAD` weeks after `today` (yyyy-mm-dd). */
export function exampleRaceIso(today: number): string {
  return dayToIso(today + EXAMPLE_RACE_WEEKS_AHEAD * 7);
}

export type TaperErrorCode = 'format' | 'past' | 'too-far';

export interface TaperPlan {
  readonly guide: TaperGuide;
  readonly cutPercent: number;
  readonly raceDay: number;
  /** First day of the taper (the guide's longest length before the race). */
  readonly startDay: number;
  /** The latest sensible start (the guide's shortest length). */
  readonly latestStartDay: number;
  /** True when the taper should already have begun (the start is before today). */
  readonly startsInPast: boolean;
  readonly days: readonly TaperDay[];
}

/**
 * A taper plan for a race on `raceIso`, seen from `todayIso`; a past or unreadable date is an error. The
 * message for an unreadable one gives an example counted from `todayIso`, so it is made only where today is
 * known: in the browser, after hydration (the server HTML has no today and no plan).
 */
export function planTaper(
  distance: RaceDistanceId,
  raceIso: string,
  todayIso: string,
): Outcome<TaperPlan, TaperErrorCode> {
  if (raceIso.trim() === '') return failure('format', 'Enter the date of your race.');
  const today = isoToDay(todayIso);
  if (!today.ok) return today;
  const race = isoToDay(raceIso, exampleRaceIso(today.value));
  if (!race.ok) return race;
  if (race.value < today.value) {
    return failure('past', 'That date has passed. Enter the date of a race still to come.');
  }
  if (race.value - today.value > MAX_DAYS_AHEAD) {
    return failure('too-far', 'That race is more than two years away. Plan the taper closer to the day.');
  }
  const guide = taperGuide(distance);
  const [shortest, longest] = guide.days;
  const cutPercent = volumeCutPercent(guide);
  const startDay = race.value - longest;
  return success({
    guide,
    cutPercent,
    raceDay: race.value,
    startDay,
    latestStartDay: race.value - shortest,
    startsInPast: startDay < today.value,
    days: taperOutline(race.value, longest, cutPercent),
  });
}
