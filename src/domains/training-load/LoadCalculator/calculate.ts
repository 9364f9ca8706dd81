/**
 * The calculator's arithmetic, React-free: reading the typed weeks (text, so half-typed or invalid input can be
 * kept and explained), one message per field, and the result from the last four valid weeks. Nothing throws.
 */
import {MAX_WEEKLY_RUN_KM, MAX_WEEKLY_RUN_MINUTES, RPE_SCALE} from '@site/src/constants';
import {readDecimal} from '@site/src/lib/decimal';
import {ACWR_WEEKS, volumeChangeFromBiggest, weeklyAcwr, weeklySessionRpeLoad} from '../metrics';
import {
  ACWR_ZONE_INFO,
  WEEKLY_VOLUME_ZONE_INFO,
  ZONE_SEVERITY,
  acwrZone,
  weeklyVolumeZone,
  type AcwrZone,
  type WeeklyVolumeZone,
} from '../zones';

/** One week as typed: text, so that half-typed or invalid input can be kept and explained. */
export interface WeekEntry {
  /** Total running minutes in the week. */
  minutes: string;
  /** Average effort (session RPE) on the 1–10 scale. */
  effort: string;
  /** Total distance in km; optional (empty string). */
  distanceKm: string;
}

export type FieldName = keyof WeekEntry;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const FIELDS: readonly FieldName[] = ['minutes', 'effort', 'distanceKm'];
export const [RPE_MIN, RPE_MAX] = RPE_SCALE;

/**
 * A steady build: 240 → 250 → 260 minutes at an average effort of 4, then 280 minutes at 5 this week. An
 * average of 4 ("somewhat hard" on Foster's scale) is a week of mostly easy runs (2–3) with a tempo run and
 * some intervals (6–8) in it, the mix the site recommends; this week's harder sessions lift it to 5.
 */
export const EXAMPLE_WEEKS: readonly WeekEntry[] = [
  {minutes: '240', effort: '4', distanceKm: '40'},
  {minutes: '250', effort: '4', distanceKm: '42'},
  {minutes: '260', effort: '4', distanceKm: '44'},
  {minutes: '280', effort: '5', distanceKm: '46'},
];

export const EMPTY_WEEK: WeekEntry = {minutes: '', effort: '', distanceKm: ''};

export function weekLabel(index: number, count: number): string {
  const weeksAgo = count - 1 - index;
  if (weeksAgo === 0) return 'This week';
  if (weeksAgo === 1) return 'Last week';
  return `${weeksAgo} weeks ago`;
}

/* ------------------------------------------------------------ validation */

type Parsed = {kind: 'empty'} | {kind: 'notNumber'} | {kind: 'number'; value: number};

/** A field's text: empty, not a number, or a number with a decimal point or comma ("42,5", src/lib/decimal). */
function parse(raw: string): Parsed {
  if (raw.trim() === '') return {kind: 'empty'};
  const value = readDecimal(raw);
  return value === null ? {kind: 'notNumber'} : {kind: 'number', value};
}

export interface ValidWeek {
  minutes: number;
  /** null when the week had no running and no effort was given. */
  effort: number | null;
  distanceKm: number | null;
}

export function validateWeek(entry: WeekEntry): {errors: FieldErrors; week: ValidWeek | null} {
  const errors: FieldErrors = {};

  let minutes: number | null = null;
  const rawMinutes = parse(entry.minutes);
  if (rawMinutes.kind === 'empty') errors.minutes = 'Enter the minutes you ran, or 0 for a week off.';
  else if (rawMinutes.kind === 'notNumber') errors.minutes = 'Enter minutes as a number, for example 240.';
  else if (rawMinutes.value < 0) errors.minutes = 'Minutes can’t be negative.';
  // A fraction of a minute gave loads that round to 0 AU and a ratio between them of 1.00.
  else if (rawMinutes.value > 0 && rawMinutes.value < 1) {
    errors.minutes = 'Enter at least 1 minute, or 0 for a week off.';
  } else if (rawMinutes.value > MAX_WEEKLY_RUN_MINUTES) {
    errors.minutes = `That is more than ${MAX_WEEKLY_RUN_MINUTES / 60} hours of running; enter ${MAX_WEEKLY_RUN_MINUTES} minutes or fewer.`;
  } else minutes = rawMinutes.value;

  let effort: number | null = null;
  const rawEffort = parse(entry.effort);
  const restWeek = minutes === 0;
  if (rawEffort.kind === 'empty') {
    if (!restWeek) errors.effort = `Enter your average effort from ${RPE_MIN} to ${RPE_MAX}.`;
  } else if (rawEffort.kind === 'notNumber') {
    errors.effort = `Enter effort as a number from ${RPE_MIN} to ${RPE_MAX}.`;
  } else if (restWeek && rawEffort.value === 0) {
    // A week off rated 0: there is no effort to rate, as when it is left empty.
  } else if (rawEffort.value < 0) {
    errors.effort = `Effort can’t be negative; use ${RPE_MIN} (very, very easy) to ${RPE_MAX} (maximal).`;
  } else if (rawEffort.value < RPE_MIN || rawEffort.value > RPE_MAX) {
    errors.effort = `Effort must be between ${RPE_MIN} (very, very easy) and ${RPE_MAX} (maximal).`;
  } else effort = rawEffort.value;

  let distanceKm: number | null = null;
  const rawDistance = parse(entry.distanceKm);
  if (rawDistance.kind === 'notNumber') {
    errors.distanceKm = 'Enter distance as a number, for example 42.5, or leave it empty.';
  } else if (rawDistance.kind === 'number') {
    if (rawDistance.value < 0) errors.distanceKm = 'Distance can’t be negative.';
    else if (rawDistance.value > MAX_WEEKLY_RUN_KM) {
      errors.distanceKm = `That is more than ${MAX_WEEKLY_RUN_KM} km in a week; check the distance.`;
    } else distanceKm = rawDistance.value;
  }

  // Kilometres run in no minutes at all: the minutes were left at 0 by mistake. Counting the week as a rest
  // week would drop its load while the distance still counted as volume, so it gets no result.
  if (minutes === 0 && distanceKm !== null && distanceKm > 0) {
    errors.minutes =
      'A week with a distance needs its minutes too: enter the minutes you ran, or clear the distance.';
  }

  if (Object.keys(errors).length > 0 || minutes === null) return {errors, week: null};
  return {errors, week: {minutes, effort, distanceKm}};
}

/* ---------------------------------------------------------------- result */

export interface VolumeChange {
  percent: number;
  basis: 'distance' | 'time';
  zone: WeeklyVolumeZone;
  /** The earlier week compared against, as `weekLabel` names it ('Last week', '2 weeks ago', ...). */
  against: string;
}

export type Result =
  | {
      kind: 'ok';
      acute: number;
      chronic: number;
      ratio: number | null;
      zone: AcwrZone | null;
      change: VolumeChange | null;
      recommendation: string;
    }
  | {kind: 'invalid'; count: number}
  | {kind: 'prompt'}
  | {kind: 'error'};

/**
 * This week's volume against the biggest week before it (`volumeChangeFromBiggest`), by distance when every week
 * has one and an earlier week has more than 0 km, else by time. `null` when none of the earlier weeks had any
 * running minutes.
 */
export function volumeChange(weeks: readonly ValidWeek[]): VolumeChange | null {
  // Earlier weeks logged at 0 km give distance nothing to compare against, but their minutes still do.
  const byDistance =
    weeks.every((w) => w.distanceKm !== null) && weeks.slice(0, -1).some((w) => (w.distanceKm ?? 0) > 0);
  const volumes = weeks.map((w) => (byDistance ? (w.distanceKm ?? 0) : w.minutes));
  const change = volumeChangeFromBiggest(volumes.slice(0, -1), volumes.at(-1) ?? 0);
  if (change === null) return null;
  // Classify the number shown, so a displayed "+10%" is never called "safe".
  const percent = Math.round(change.percent);
  return {
    percent,
    basis: byDistance ? 'distance' : 'time',
    zone: weeklyVolumeZone(percent),
    against: weekLabel(change.reference, weeks.length),
  };
}

export function computeResult(entries: readonly WeekEntry[]): {result: Result; errors: FieldErrors[]} {
  const checked = entries.map(validateWeek);
  const errors = checked.map((c) => c.errors);
  const count = errors.reduce((total, e) => total + Object.keys(e).length, 0);
  const weeks = checked.map((c) => c.week);
  if (count > 0 || weeks.some((w) => w === null)) return {result: {kind: 'invalid', count}, errors};

  try {
    const valid = weeks as ValidWeek[];
    const loads = valid.map((w) => (w.effort === null ? 0 : weeklySessionRpeLoad(w.minutes, w.effort)));
    const breakdown = weeklyAcwr(loads);
    if (!breakdown) return {result: {kind: 'error'}, errors};
    // Classify the ratio shown (two decimals), for the same reason as the volume change.
    const ratio = breakdown.ratio === null ? null : Math.round(breakdown.ratio * 100) / 100;
    const zone = ratio === null ? null : acwrZone(ratio);
    const change = volumeChange(valid);

    let recommendation =
      zone === null
        ? 'No running in the last four weeks: start with short, easy runs and build up gradually.'
        : ACWR_ZONE_INFO[zone].recommendation;
    const acwrSeverity = zone === null ? 0 : ZONE_SEVERITY.acwr[zone];
    if (change && ZONE_SEVERITY.weeklyVolume[change.zone] > acwrSeverity) {
      recommendation = WEEKLY_VOLUME_ZONE_INFO[change.zone].recommendation;
    }
    return {
      result: {
        kind: 'ok',
        acute: breakdown.acute,
        chronic: breakdown.chronic,
        ratio,
        zone,
        change,
        recommendation,
      },
      errors,
    };
  } catch {
    return {result: {kind: 'error'}, errors};
  }
}

/**
 * What the calculator shows before any edit: the starting weeks (padded to four), and their result. Messages
 * show only for weeks that came from a shared address; otherwise incomplete weeks get a prompt, not a wall of
 * messages before any typing.
 */
export function startingState(
  initialWeeks: readonly Partial<WeekEntry>[],
  showErrors: boolean,
): {entries: WeekEntry[]; errors: FieldErrors[]; result: Result} {
  const entries = Array.from({length: ACWR_WEEKS}, (_, index) => ({...EMPTY_WEEK, ...initialWeeks[index]}));
  const computed = computeResult(entries);
  if (showErrors) return {entries, ...computed};
  return {
    entries,
    errors: entries.map(() => ({})),
    result: computed.result.kind === 'invalid' ? {kind: 'prompt'} : computed.result,
  };
}
