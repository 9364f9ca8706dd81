/**
 * What the sample athlete's numbers say on one day: fitness, fatigue, form, the load ratio, the ramp, the
 * week's distance and the latest run, each with its zone. Computed from ./sampleAthlete.ts by the rules in
 * ./metrics.ts and ./zones.ts; the home dashboard and the feature pages show it.
 */
import {ACWR_WEEKS, DAYS_PER_WEEK, acwr, ctlRampPerWeek, volumeChangeFromBiggest} from './metrics';
import {
  isRun,
  runRtss,
  sampleAthlete,
  sampleDailyLoads,
  sampleSeries,
  sum,
  type Run,
  type SampleAthlete,
} from './sampleAthlete';
import {
  ZONE_SEVERITY,
  acwrZone,
  ctlRampZone,
  tsbZone,
  weeklyVolumeZone,
  type AcwrZone,
  type CtlRampZone,
  type Severity,
  type TsbZone,
  type WeeklyVolumeZone,
} from './zones';

export interface SampleSummary {
  /** Index of the summarised day. */
  readonly day: number;
  /** Fitness and fatigue at the end of the day. */
  readonly ctl: number;
  readonly atl: number;
  /** Form on the morning of the day (yesterday's CTL − ATL). */
  readonly tsb: number;
  readonly tsbZone: TsbZone;
  /** ACWR over the 28 days ending on this day (rTSS), or null before day 27. */
  readonly acwr: number | null;
  readonly acwrZone: AcwrZone | null;
  /** CTL change over the last 7 days, or null in the first week. */
  readonly ctlRampPerWeek: number | null;
  readonly ctlRampZone: CtlRampZone | null;
  /** Distance over the 7 days ending on this day. */
  readonly weekKm: number;
  /**
   * Distance of each 7-day span ending on this day, oldest first, back to day 0 (the oldest may hold fewer
   * days): the last is `weekKm`, and the three before it are the spans its change is measured against.
   */
  readonly weekSpansKm: readonly number[];
  /**
   * Distance of the biggest of the (up to three) whole 7-day spans before that (`volumeReferenceWeek`), or
   * null before there is one.
   */
  readonly referenceWeekKm: number | null;
  /** Distance change in % against `referenceWeekKm`, or null without it. */
  readonly weekKmChangePercent: number | null;
  readonly weeklyVolumeZone: WeeklyVolumeZone | null;
  /** The most recent run on or before this day, with its rTSS. */
  readonly latestRun: {readonly day: number; readonly run: Run; readonly rtss: number} | null;
}

function kmBetween(start: number, end: number): number {
  return sum(
    sampleAthlete.days
      .slice(Math.max(0, start), Math.max(0, end))
      .filter(isRun)
      .map((r) => r.distanceKm),
  );
}

/** Everything the demo dashboard shows, for one day of the sample build. */
export function summariseSampleDay(day: number): SampleSummary {
  const series = sampleSeries();
  const point = series[day];
  if (!Number.isInteger(day) || !point) {
    throw new RangeError(`day must be a whole number from 0 to ${series.length - 1}, got ${day}.`);
  }
  const ratio = acwr(sampleDailyLoads().slice(0, day + 1));
  const ramp = ctlRampPerWeek(series, day);
  const end = day + 1;
  const weekSpansKm: number[] = [];
  for (let start = end - DAYS_PER_WEEK; start + DAYS_PER_WEEK > 0; start -= DAYS_PER_WEEK) {
    weekSpansKm.unshift(kmBetween(start, start + DAYS_PER_WEEK));
  }
  const weekKm = weekSpansKm.at(-1) ?? 0;
  // The earlier whole weeks, oldest first: at most three, none reaching before day 0.
  const whole = Math.floor(end / DAYS_PER_WEEK);
  const earlierKm = weekSpansKm.slice(-Math.min(ACWR_WEEKS, whole), -1);
  const fromBiggest = volumeChangeFromBiggest(earlierKm, weekKm);
  const referenceWeekKm = fromBiggest === null ? null : (earlierKm[fromBiggest.reference] ?? null);
  const change = fromBiggest?.percent ?? null;

  let latestRun: SampleSummary['latestRun'] = null;
  for (let index = day; index >= 0 && !latestRun; index -= 1) {
    const candidate = sampleAthlete.days[index];
    if (isRun(candidate)) latestRun = {day: index, run: candidate, rtss: runRtss(candidate)};
  }

  return {
    day,
    ctl: point.ctl,
    atl: point.atl,
    tsb: point.tsb,
    tsbZone: tsbZone(point.tsb),
    acwr: ratio,
    acwrZone: ratio === null ? null : acwrZone(ratio),
    ctlRampPerWeek: ramp,
    ctlRampZone: ramp === null ? null : ctlRampZone(ramp),
    weekKm,
    weekSpansKm,
    referenceWeekKm,
    weekKmChangePercent: change,
    weeklyVolumeZone: change === null ? null : weeklyVolumeZone(change),
    latestRun,
  };
}

/**
 * The morning of a day, before it is run: fitness, fatigue, load ratio, volume and the latest run as of the
 * end of the day before, and form as that morning's TSB (yesterday's CTL − ATL). One moment, so the numbers
 * agree with each other: fitness minus fatigue is the form shown.
 */
export function summariseSampleMorning(day: number): SampleSummary {
  const series = sampleSeries();
  const point = series[day];
  if (!Number.isInteger(day) || day < 1 || !point) {
    throw new RangeError(`day must be a whole number from 1 to ${series.length - 1}, got ${day}.`);
  }
  return {...summariseSampleDay(day - 1), day, tsb: point.tsb, tsbZone: tsbZone(point.tsb)};
}

/** How serious each warning sign of a summarised day is, and the worst of them: the day's injury risk. */
export interface RiskSeverities {
  readonly tsb: Severity;
  readonly acwr: Severity;
  readonly volume: Severity;
  readonly overall: Severity;
  /** The load ratio is low because the taper has begun: the plan working, not a warning sign. */
  readonly plannedLow: boolean;
}

/**
 * The severity of form, load ratio and weekly volume on a summarised day, and the worst of the three. A low
 * load ratio in a planned taper is the plan working, not a warning sign, so it counts only outside the
 * taper. Throws if the day has fewer than 4 weeks of history.
 */
export function riskSeverities(
  summary: SampleSummary,
  athlete: Pick<SampleAthlete, 'taperStartDay'> = sampleAthlete,
): RiskSeverities {
  const {acwrZone: ratioZone, weeklyVolumeZone: volumeZone} = summary;
  if (ratioZone === null || volumeZone === null) {
    throw new RangeError(`Day ${summary.day} has less than four weeks of history.`);
  }
  const plannedLow = ratioZone === 'underloaded' && summary.day >= athlete.taperStartDay;
  const tsb = ZONE_SEVERITY.tsb[summary.tsbZone];
  const ratio = plannedLow ? 0 : ZONE_SEVERITY.acwr[ratioZone];
  const volume = ZONE_SEVERITY.weeklyVolume[volumeZone];
  return {tsb, acwr: ratio, volume, overall: Math.max(tsb, ratio, volume) as Severity, plannedLow};
}
