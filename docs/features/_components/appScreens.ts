/**
 * What the four app screens in the /features gallery show, computed from the sample athlete
 * (src/domains/training-load/sampleAthlete.ts), so the screens tell the same week as the rest of the site:
 * Thursday's tempo run in week 7 of the half-marathon build (the run /features/coaching-insights analyses)
 * and the Friday morning after it (that page's sample chat). scripts/make-feature-screens.mjs draws these
 * facts; the screens' alt text in src/data/features.ts states them, and ./appScreens.test.ts checks both.
 *
 * Derived on call, never when the module is evaluated (see `once` in src/lib/once.ts).
 */
import {DAYS_PER_WEEK} from '@site/src/domains/training-load/metrics';
import {
  RUN_TYPE_LABEL,
  isRun,
  sampleAthlete,
  sampleSeries,
  type Run,
} from '@site/src/domains/training-load/sampleAthlete';
import {riskSeverities, summariseSampleMorning} from '@site/src/domains/training-load/sampleSummary';
import {
  ACWR_ZONE_INFO,
  TSB_ZONE_INFO,
  WEEKLY_VOLUME_ZONE_INFO,
  type AcwrZone,
  type TsbZone,
  type WeeklyVolumeZone,
} from '@site/src/domains/training-load/zones';
import {formatDuration, formatPace, formatSigned} from '@site/src/lib/format';
import {once} from '@site/src/lib/once';
import {ANALYSED_DAY, DAY_NAMES, sampleChat, type ChatMessage} from './coachingInsights';

export type DayState = 'done' | 'today' | 'next' | 'rest';

export interface ScreenDay {
  /** 'Monday' … 'Sunday'. */
  readonly name: string;
  readonly run: Run | null;
  /** As the plan view shows it on the morning after the tempo run. */
  readonly state: DayState;
}

export interface AppScreenFacts {
  /** 1-based week of the build, and the build's number of weeks. */
  readonly week: number;
  readonly weeks: number;
  /** The week shown, Monday to Sunday. */
  readonly days: readonly ScreenDay[];
  /** The analysed tempo run (post-run screen). */
  readonly tempo: {
    readonly dayName: string;
    readonly km: string;
    readonly time: string;
    readonly pace: string;
    readonly rpe: number;
    readonly rtss: string;
    /** The runner's threshold pace: the tempo block's target. */
    readonly targetPace: string;
    /**
     * Illustrative kilometre splits in seconds per km (warm-up, the tempo block at the target pace plus one
     * second, cool-down), whose sum is the run's time and whose count is its distance.
     */
    readonly splitsSecPerKm: readonly number[];
    /** How many of the splits are the tempo block, and their average pace. */
    readonly tempoKm: number;
    readonly tempoPace: string;
  };
  /** The morning after the tempo run (plan view, coach chat and load dashboard). */
  readonly morning: {
    readonly dayName: string;
    /** Fitness and fatigue as of last night, and this morning's form (their difference). */
    readonly ctl: string;
    readonly atl: string;
    readonly tsb: string;
    readonly tsbZone: TsbZone;
    /** CTL change over the last seven days. */
    readonly ctlRamp: string;
    readonly acwr: string;
    readonly acwrZone: AcwrZone;
    readonly weekKmChange: string;
    readonly weeklyVolumeZone: WeeklyVolumeZone;
    /** 0 no warning sign, 1 one or more warnings, 2 a danger sign (as the home dashboard counts them). */
    readonly severity: 0 | 1 | 2;
  };
  /** Daily fitness and fatigue for the six weeks up to the tempo run, and the form each gives next morning. */
  readonly chart: {
    readonly ctl: readonly number[];
    readonly atl: readonly number[];
    readonly form: readonly number[];
  };
  /** The coach chat of that morning (/features/coaching-insights). */
  readonly chat: readonly ChatMessage[];
}

export const ZONE_LABELS = {
  tsb: (zone: TsbZone) => TSB_ZONE_INFO[zone].label,
  acwr: (zone: AcwrZone) => ACWR_ZONE_INFO[zone].label,
  weeklyVolume: (zone: WeeklyVolumeZone) => WEEKLY_VOLUME_ZONE_INFO[zone].label,
};

const CHART_DAYS = 6 * DAYS_PER_WEEK;
const WARM_UP_KM = 2;
const COOL_DOWN_KM = 2;
/** Shape of the easy kilometres around the tempo block, in seconds per km off their average. */
const EASY_SHAPE = [8, -3, -4, -1];

function tempoSplits(run: Run, targetSecPerKm: number) {
  const tempoKm = run.distanceKm - WARM_UP_KM - COOL_DOWN_KM;
  const tempoPace = targetSecPerKm + 1;
  if (!Number.isInteger(run.distanceKm) || tempoKm < 1)
    throw new Error('The splits expect a whole-km tempo run.');
  const totalSec = Math.round(run.durationMin * 60);
  const easyAverage = (totalSec - tempoKm * tempoPace) / (WARM_UP_KM + COOL_DOWN_KM);
  const easy = EASY_SHAPE.map((offset) => Math.round(easyAverage + offset));
  const splits = [
    ...easy.slice(0, WARM_UP_KM),
    ...Array.from({length: tempoKm}, () => tempoPace),
    ...easy.slice(WARM_UP_KM),
  ];
  // Whatever rounding left over goes to the last kilometre, so the splits add up to the run's time.
  const last = splits.length - 1;
  splits[last] = (splits[last] ?? 0) + totalSec - splits.reduce((sum, s) => sum + s, 0);
  return {splits, tempoKm, tempoPace};
}

function build(): AppScreenFacts {
  const tempoRun = sampleAthlete.days[ANALYSED_DAY];
  if (!isRun(tempoRun) || tempoRun.type !== 'tempo') throw new Error('The app screens expect a tempo run.');
  const morningDay = ANALYSED_DAY + 1;
  const weekStart = Math.floor(ANALYSED_DAY / DAYS_PER_WEEK) * DAYS_PER_WEEK;
  const days = Array.from({length: DAYS_PER_WEEK}, (_, offset): ScreenDay => {
    const day = weekStart + offset;
    const entry = sampleAthlete.days[day];
    const run = isRun(entry) ? entry : null;
    const state: DayState =
      day === morningDay ? 'today' : run === null ? 'rest' : day < morningDay ? 'done' : 'next';
    return {name: DAY_NAMES[offset] ?? '', run, state};
  });

  const morning = summariseSampleMorning(morningDay);
  const {acwr, acwrZone, weeklyVolumeZone, weekKmChangePercent, ctlRampPerWeek} = morning;
  if (acwr === null || acwrZone === null || weeklyVolumeZone === null || weekKmChangePercent === null) {
    throw new Error('The load screen needs four weeks of history.');
  }
  const severity = riskSeverities(morning).overall;

  const series = sampleSeries().slice(ANALYSED_DAY + 1 - CHART_DAYS, ANALYSED_DAY + 1);
  const {splits, tempoKm, tempoPace} = tempoSplits(tempoRun, sampleAthlete.thresholdPaceSecPerKm);
  return {
    week: Math.floor(ANALYSED_DAY / DAYS_PER_WEEK) + 1,
    weeks: sampleAthlete.days.length / DAYS_PER_WEEK,
    days,
    tempo: {
      dayName: DAY_NAMES[ANALYSED_DAY % DAYS_PER_WEEK] ?? '',
      km: tempoRun.distanceKm.toFixed(1),
      time: formatDuration(tempoRun.durationMin),
      pace: formatPace(tempoRun.paceSecPerKm),
      rpe: tempoRun.rpe,
      rtss: String(Math.round(morning.latestRun?.rtss ?? 0)),
      targetPace: formatPace(sampleAthlete.thresholdPaceSecPerKm),
      splitsSecPerKm: splits,
      tempoKm,
      tempoPace: formatPace(tempoPace),
    },
    morning: {
      dayName: DAY_NAMES[morningDay % DAYS_PER_WEEK] ?? '',
      ctl: morning.ctl.toFixed(1),
      atl: morning.atl.toFixed(1),
      tsb: formatSigned(morning.tsb, 1),
      tsbZone: morning.tsbZone,
      ctlRamp: formatSigned(ctlRampPerWeek ?? 0, 1),
      acwr: acwr.toFixed(2),
      acwrZone,
      weekKmChange: `${formatSigned(weekKmChangePercent, 1)}%`,
      weeklyVolumeZone,
      severity,
    },
    chart: {
      ctl: series.map((p) => p.ctl),
      atl: series.map((p) => p.atl),
      form: series.map((p) => p.ctl - p.atl),
    },
    chat: sampleChat(),
  };
}

/** The facts, derived on first use. */
export const appScreenFacts: () => AppScreenFacts = once(build);

/** 'Easy run, 5 km'-style words for a run, as the screens write it. */
export function runWords(run: Run): string {
  return `${RUN_TYPE_LABEL[run.type]}, ${run.distanceKm} km`;
}
