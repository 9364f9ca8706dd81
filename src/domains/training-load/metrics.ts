/**
 * Training-load arithmetic for running: rTSS, session-RPE load, CTL/ATL/TSB (the performance-management
 * model), ACWR and weekly volume change. The zones these numbers fall into, with their wording, are in
 * `./zones.ts`.
 *
 * Pure TypeScript, no React, no dependencies. Every threshold comes from `src/constants.ts`.
 *
 * Conventions, stated once:
 * - EWMA form: the Banister/Coggan recurrence `today = yesterday + (load − yesterday) / TC`
 *   (TC = 42 days for CTL, 7 for ATL), i.e. a smoothing factor of exactly 1/TC per day.
 *   (The "exact exponential" variant with k = 1 − e^(−1/TC) is NOT used.)
 * - TSB for day d uses the PREVIOUS day's values: `TSB(d) = CTL(d − 1) − ATL(d − 1)` (the TrainingPeaks
 *   convention: form this morning = yesterday's fitness − yesterday's fatigue, before today's session).
 *   For day 0 the "previous day" is the starting CTL/ATL (0 unless given).
 * - ACWR: rolling-average, coupled variant. Acute = mean daily load over the last 7 days, chronic = mean
 *   daily load over the last 28 days, and the acute week is part of the chronic 28 days.
 * - Invalid input (negative, NaN, ±Infinity, more than 24 h in a day, RPE outside 1–10, pace ≤ 0)
 *   throws a `RangeError` naming the argument. "Not enough data" is not an error: it returns `null`.
 */
import {ACWR_ACUTE_DAYS, ACWR_CHRONIC_DAYS, ATL_DAYS, CTL_DAYS, RPE_SCALE} from '../../constants';
import {assertFinite, assertNonNegative, assertPositive} from '../../lib/assert';

/** Minutes in a day: the longest a day's training can last. */
export const MINUTES_PER_DAY = 24 * 60;
/** Days in a training week. */
export const DAYS_PER_WEEK = 7;
/** Number of acute windows in the chronic window (28 / 7 = 4 weeks). */
export const ACWR_WEEKS = ACWR_CHRONIC_DAYS / ACWR_ACUTE_DAYS;

/* ------------------------------------------------------------ validation */

function assertDuration(name: string, minutes: number): void {
  assertNonNegative(name, minutes);
  if (minutes > MINUTES_PER_DAY) {
    throw new RangeError(`${name} must be at most ${MINUTES_PER_DAY} minutes (24 hours), got ${minutes}.`);
  }
}

function assertRpe(name: string, rpe: number): void {
  assertFinite(name, rpe);
  const [min, max] = RPE_SCALE;
  if (rpe < min || rpe > max) throw new RangeError(`${name} must be between ${min} and ${max}, got ${rpe}.`);
}

function assertLoads(name: string, loads: readonly number[]): void {
  const value: unknown = loads;
  if (!Array.isArray(value)) throw new RangeError(`${name} must be an array of numbers.`);
  loads.forEach((load, index) => assertNonNegative(`${name}[${index}]`, load));
}

/* ------------------------------------------------------------ session load */

export interface RtssInput {
  /** Moving time of the run in minutes (0 to 1440). */
  durationMin: number;
  /** Average pace of the run in seconds per kilometre (> 0). */
  paceSecPerKm: number;
  /** Functional threshold pace (roughly the pace you can hold for an hour) in seconds per kilometre (> 0). */
  thresholdPaceSecPerKm: number;
}

/**
 * Intensity factor of a run: threshold pace ÷ actual pace. Pace is time per distance, so this is the
 * ratio of speeds (actual speed ÷ threshold speed). Running at threshold gives 1; slower runs give < 1.
 */
export function intensityFactor(paceSecPerKm: number, thresholdPaceSecPerKm: number): number {
  assertPositive('paceSecPerKm', paceSecPerKm);
  assertPositive('thresholdPaceSecPerKm', thresholdPaceSecPerKm);
  return thresholdPaceSecPerKm / paceSecPerKm;
}

/**
 * Running Training Stress Score: `IF² × hours × 100`, where IF = threshold pace ÷ average pace.
 * One hour at threshold pace scores exactly 100. Uses the average pace of the whole session, so it
 * slightly underrates very uneven sessions (intervals with walking recoveries, hilly runs).
 */
export function rTSS({durationMin, paceSecPerKm, thresholdPaceSecPerKm}: RtssInput): number {
  assertDuration('durationMin', durationMin);
  const intensity = intensityFactor(paceSecPerKm, thresholdPaceSecPerKm);
  return intensity * intensity * (durationMin / 60) * 100;
}

/**
 * Foster's session-RPE load in arbitrary units: minutes × RPE, with RPE on the 1–10 (CR-10) scale
 * rated about 30 minutes after the session. 60 minutes at RPE 5 = 300 AU.
 */
export function sessionRpeLoad(durationMin: number, rpe: number): number {
  assertDuration('durationMin', durationMin);
  assertRpe('rpe', rpe);
  return durationMin * rpe;
}

/**
 * Session-RPE load of a whole week from its total running time and average RPE: minutes × RPE (the sum of
 * the sessions' loads when every session has the average effort). Minutes are at most 7 × 1440.
 */
export function weeklySessionRpeLoad(totalMinutes: number, averageRpe: number): number {
  assertNonNegative('totalMinutes', totalMinutes);
  if (totalMinutes > DAYS_PER_WEEK * MINUTES_PER_DAY) {
    throw new RangeError(
      `totalMinutes must be at most ${DAYS_PER_WEEK * MINUTES_PER_DAY} minutes (7 days), got ${totalMinutes}.`,
    );
  }
  assertRpe('averageRpe', averageRpe);
  return totalMinutes * averageRpe;
}

/* ------------------------------------------------------ fitness / fatigue */

export interface LoadPoint {
  /** Zero-based day index into the load array. */
  day: number;
  /** That day's training load (0 on a rest day). */
  load: number;
  /** Chronic training load (fitness) at the end of the day, after the day's load. */
  ctl: number;
  /** Acute training load (fatigue) at the end of the day, after the day's load. */
  atl: number;
  /** Training stress balance (form) on the morning of the day: previous day's CTL − previous day's ATL. */
  tsb: number;
}

export interface CtlAtlOptions {
  /** CTL before day 0 (default 0). */
  startCtl?: number;
  /** ATL before day 0 (default 0). */
  startAtl?: number;
}

/**
 * CTL (fitness), ATL (fatigue) and TSB (form) for every day of a load history, oldest day first.
 *
 * - One entry per calendar day; rest days are 0.
 * - EWMA (Banister/Coggan form): `CTL(d) = CTL(d−1) + (load(d) − CTL(d−1)) / 42` and
 *   `ATL(d) = ATL(d−1) + (load(d) − ATL(d−1)) / 7`, starting from `startCtl`/`startAtl` (default 0).
 * - TSB uses the previous day (TrainingPeaks convention): `TSB(d) = CTL(d−1) − ATL(d−1)`, so day 0's TSB is
 *   `startCtl − startAtl`. Race-morning form is therefore not lowered by the race itself.
 */
export function ctlAtlSeries(dailyLoads: readonly number[], options: CtlAtlOptions = {}): LoadPoint[] {
  assertLoads('dailyLoads', dailyLoads);
  const {startCtl = 0, startAtl = 0} = options;
  assertNonNegative('startCtl', startCtl);
  assertNonNegative('startAtl', startAtl);

  let ctl = startCtl;
  let atl = startAtl;
  return dailyLoads.map((load, day) => {
    const tsb = ctl - atl;
    ctl += (load - ctl) / CTL_DAYS;
    atl += (load - atl) / ATL_DAYS;
    return {day, load, ctl, atl, tsb};
  });
}

/**
 * CTL change over the last week in points: `CTL(day) − CTL(day − 7)`. Returns `null` when the series does
 * not reach 7 days back from `day`. `day` defaults to the last day of the series.
 */
export function ctlRampPerWeek(series: readonly LoadPoint[], day: number = series.length - 1): number | null {
  assertFinite('day', day);
  if (!Number.isInteger(day) || day < 0 || day >= series.length) {
    throw new RangeError(`day must be an index into the series (0 to ${series.length - 1}), got ${day}.`);
  }
  const now = series[day];
  const weekAgo = series[day - DAYS_PER_WEEK];
  if (!now || !weekAgo) return null;
  return now.ctl - weekAgo.ctl;
}

export interface SeriesHighlights {
  startCtl: number;
  peakCtl: number;
  peakCtlDay: number;
  endCtl: number;
  peakAtl: number;
  peakAtlDay: number;
  lowestTsb: number;
  lowestTsbDay: number;
  endTsb: number;
}

/** Start, peak and end values of a CTL/ATL/TSB series (the first day wins ties). Throws on an empty series. */
export function seriesHighlights(series: readonly LoadPoint[]): SeriesHighlights {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) throw new RangeError('series must contain at least one day.');
  let peakCtl = first;
  let peakAtl = first;
  let lowestTsb = first;
  for (const point of series) {
    if (point.ctl > peakCtl.ctl) peakCtl = point;
    if (point.atl > peakAtl.atl) peakAtl = point;
    if (point.tsb < lowestTsb.tsb) lowestTsb = point;
  }
  return {
    startCtl: first.ctl,
    peakCtl: peakCtl.ctl,
    peakCtlDay: peakCtl.day,
    endCtl: last.ctl,
    peakAtl: peakAtl.atl,
    peakAtlDay: peakAtl.day,
    lowestTsb: lowestTsb.tsb,
    lowestTsbDay: lowestTsb.day,
    endTsb: last.tsb,
  };
}

/* ------------------------------------------------------------------- ACWR */

export interface AcwrBreakdown {
  /** Acute load: mean per day over the last 7 days (or the latest week's total for weekly input). */
  acute: number;
  /** Chronic load: mean per day over the last 28 days (or the mean weekly total for weekly input). */
  chronic: number;
  /** acute ÷ chronic, or `null` when the chronic load is 0. */
  ratio: number | null;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Acute and chronic load and their ratio from daily loads (oldest first), using the last 28 days.
 * Returns `null` with fewer than 28 days of data.
 */
export function acwrBreakdown(dailyLoads: readonly number[]): AcwrBreakdown | null {
  assertLoads('dailyLoads', dailyLoads);
  if (dailyLoads.length < ACWR_CHRONIC_DAYS) return null;
  const acute = mean(dailyLoads.slice(-ACWR_ACUTE_DAYS));
  const chronic = mean(dailyLoads.slice(-ACWR_CHRONIC_DAYS));
  return {acute, chronic, ratio: chronic === 0 ? null : acute / chronic};
}

/**
 * Acute:chronic workload ratio, rolling-average coupled variant: the mean daily load of the last 7 days
 * divided by the mean daily load of the last 28 days (the last 7 days are part of the 28).
 * Returns `null` (not an error) with fewer than 28 days of data or when the 28-day load is 0.
 * Throws `RangeError` for negative or non-finite loads.
 *
 * ACWR is a screening heuristic for sudden load spikes, not a diagnosis of injury risk.
 */
export function acwr(dailyLoads: readonly number[]): number | null {
  return acwrBreakdown(dailyLoads)?.ratio ?? null;
}

/**
 * The same coupled ACWR from weekly totals (oldest first), using the last 4 weeks: acute = this week's total,
 * chronic = the mean of the 4 weekly totals including this week. Equal to the daily form on the same days,
 * because (sum7 / 7) ÷ (sum28 / 28) = sum7 ÷ (sum28 / 4). Returns `null` with fewer than 4 weeks.
 */
export function weeklyAcwr(weeklyLoads: readonly number[]): AcwrBreakdown | null {
  assertLoads('weeklyLoads', weeklyLoads);
  if (weeklyLoads.length < ACWR_WEEKS) return null;
  const acute = weeklyLoads[weeklyLoads.length - 1] ?? 0;
  const chronic = mean(weeklyLoads.slice(-ACWR_WEEKS));
  return {acute, chronic, ratio: chronic === 0 ? null : acute / chronic};
}

/* ---------------------------------------------------------------- volume */

/**
 * Volume change in percent: `(thisWeek − previousWeek) / previousWeek × 100` (any unit: km, minutes or load).
 * A drop is negative. Returns `null` when the previous week is 0 (no baseline).
 */
export function weeklyVolumeChangePercent(previousWeek: number, thisWeek: number): number | null {
  assertNonNegative('previousWeek', previousWeek);
  assertNonNegative('thisWeek', thisWeek);
  if (previousWeek === 0) return null;
  return ((thisWeek - previousWeek) / previousWeek) * 100;
}

/**
 * Which earlier week a new week's volume is measured against: the biggest of them, the most recent on a tie.
 * Against the biggest rather than simply last week, so that coming back to the usual level after a planned
 * easy week is not counted as a jump, while a week beyond anything recent still is (the same idea as the
 * reference of Frandsen and colleagues, 2025: the longest run of the previous 30 days). Returns the index into
 * `earlierWeeks` (oldest first), or `null` when there are none.
 */
export function volumeReferenceWeek(earlierWeeks: readonly number[]): number | null {
  if (earlierWeeks.length === 0) return null;
  let reference = 0;
  earlierWeeks.forEach((volume, index) => {
    assertNonNegative('earlierWeeks', volume);
    if (volume >= (earlierWeeks[reference] ?? 0)) reference = index;
  });
  return reference;
}

/**
 * This week's volume change in percent against the biggest earlier week (`volumeReferenceWeek`), with that
 * week's index into `earlierWeeks`. `null` when there is no earlier week or the biggest one is 0.
 */
export function volumeChangeFromBiggest(
  earlierWeeks: readonly number[],
  thisWeek: number,
): {readonly reference: number; readonly percent: number} | null {
  const reference = volumeReferenceWeek(earlierWeeks);
  if (reference === null) return null;
  const percent = weeklyVolumeChangePercent(earlierWeeks[reference] ?? 0, thisWeek);
  return percent === null ? null : {reference, percent};
}
