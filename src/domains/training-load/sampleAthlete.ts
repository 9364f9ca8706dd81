/**
 * A fictional sample athlete: a 12-week half-marathon build (84 days, Monday to Sunday), ending with a
 * 10-day taper into race day. Only the runs are typed in; every load, CTL/ATL/TSB value, ratio and summary
 * is computed by `./metrics.ts` and `./zones.ts`. Feeds the home-page demo dashboard, the load chart and the
 * worked examples.
 */
import {once} from '@site/src/lib/once';
import {DAYS_PER_WEEK, ctlAtlSeries, rTSS, sessionRpeLoad, type LoadPoint} from './metrics';

export type RunType = 'easy' | 'long' | 'tempo' | 'intervals' | 'race';

export const RUN_TYPE_LABEL: Readonly<Record<RunType, string>> = {
  easy: 'Easy run',
  long: 'Long run',
  tempo: 'Tempo run',
  intervals: 'Interval session',
  race: 'Race',
};

export interface Run {
  readonly type: RunType;
  /** Moving time in minutes (distance × pace). */
  readonly durationMin: number;
  readonly distanceKm: number;
  /** Session RPE, 1–10. */
  readonly rpe: number;
  /** Average pace of the whole session, warm-up and recoveries included, in seconds per km. */
  readonly paceSecPerKm: number;
}

export interface RestDay {
  readonly type: 'rest';
}

export type TrainingDay = Run | RestDay;

export interface SampleAthlete {
  readonly name: string;
  readonly goal: string;
  /** Functional threshold pace in seconds per km (4:50/km: about a 1:45 half marathon). */
  readonly thresholdPaceSecPerKm: number;
  /** Fitness and fatigue carried into day 0 from earlier base training. */
  readonly startCtl: number;
  readonly startAtl: number;
  /** 84 days, oldest first; day 0 is a Monday. */
  readonly days: readonly TrainingDay[];
  /** First day of the taper (index into `days`). */
  readonly taperStartDay: number;
  /** Race day (index into `days`): the last day. */
  readonly raceDay: number;
}

export function isRun(day: TrainingDay | undefined): day is Run {
  return day !== undefined && day.type !== 'rest';
}

/* ------------------------------------------------------------ the plan */

const HALF_MARATHON_KM = 21.0975;

/** Average session paces in seconds per km. */
const PACE = {
  easy: 355, // 5:55
  long: 350, // 5:50
  tempo: 310, // 5:10 average: warm-up, 20–35 min at 4:50–4:55, cool-down
  intervals: 320, // 5:20 average: warm-up, 800 m–1 km repeats at 4:30, jog recoveries, cool-down
  race: 298, // 4:58: a 1:44:47 half marathon
} as const satisfies Record<RunType, number>;

const REST: RestDay = {type: 'rest'};

function run(type: RunType, distanceKm: number, rpe: number): Run {
  const paceSecPerKm = PACE[type];
  return {type, distanceKm, rpe, paceSecPerKm, durationMin: Math.round((distanceKm * paceSecPerKm) / 6) / 10};
}

const easy = (km: number, rpe = 3) => run('easy', km, rpe);
const long = (km: number, rpe = 5) => run('long', km, rpe);
const tempo = (km: number, rpe = 7) => run('tempo', km, rpe);
const intervals = (km: number, rpe = 8) => run('intervals', km, rpe);

/** One week, Monday to Sunday. */
type Week = readonly [
  TrainingDay,
  TrainingDay,
  TrainingDay,
  TrainingDay,
  TrainingDay,
  TrainingDay,
  TrainingDay,
];

// Mon, Tue, Wed, Thu, Fri, Sat, Sun
const WEEKS: readonly Week[] = [
  /* 1 base       30 km */ [REST, intervals(7), easy(6), REST, REST, easy(6), long(11)],
  /* 2            33 km */ [REST, intervals(7), easy(6), easy(4), REST, easy(4), long(12)],
  /* 3            37 km */ [REST, intervals(8), easy(5), tempo(7), REST, easy(4), long(13)],
  /* 4 recovery   26 km */ [REST, intervals(6), easy(5), REST, REST, easy(5, 2), long(10, 4)],
  /* 5            39 km */ [REST, intervals(8), easy(6), tempo(7), REST, easy(4), long(14)],
  /* 6            43 km */ [REST, intervals(9), easy(6), tempo(8), REST, easy(5), long(15)],
  /* 7            46 km */ [REST, intervals(9), easy(7), tempo(9), REST, easy(5), long(16, 6)],
  /* 8 recovery   32 km */ [REST, intervals(7), easy(6), REST, REST, easy(6, 2), long(13, 4)],
  /* 9            48 km */ [REST, intervals(10), easy(7), tempo(9), REST, easy(5), long(17, 6)],
  /* 10 peak      52 km */ [REST, intervals(10), easy(7), tempo(10), REST, easy(6), long(19, 6)],
  /* 11 taper from Fri  */ [REST, intervals(10), easy(7), tempo(9), REST, easy(8), long(13, 4)],
  /* 12 race week       */ [
    REST,
    intervals(6, 7),
    easy(6),
    REST,
    easy(4, 2),
    REST,
    run('race', HALF_MARATHON_KM, 9),
  ],
];

export const sampleAthlete: SampleAthlete = {
  name: 'Maya',
  goal: 'Half marathon in under 1:45',
  thresholdPaceSecPerKm: 290,
  startCtl: 30,
  startAtl: 30,
  days: WEEKS.flat(),
  taperStartDay: 10 * DAYS_PER_WEEK + 4,
  raceDay: WEEKS.length * DAYS_PER_WEEK - 1,
};

/* --------------------------------------------------------- computed data */

// Derived on first use (`once`), not when the module is evaluated: the pages show them as static markup,
// computed at build time, and a phone that loads such a page evaluates this module without needing them.

/** rTSS of one run for the sample athlete. */
export function runRtss(day: Run): number {
  return rTSS({
    durationMin: day.durationMin,
    paceSecPerKm: day.paceSecPerKm,
    thresholdPaceSecPerKm: sampleAthlete.thresholdPaceSecPerKm,
  });
}

/** Daily rTSS, 0 on rest days: the load behind CTL, ATL, TSB and ACWR. */
export const sampleDailyLoads: () => readonly number[] = once(() =>
  sampleAthlete.days.map((day) => (isRun(day) ? runRtss(day) : 0)),
);

/** Daily session-RPE load (minutes × RPE), 0 on rest days. */
export const sampleDailySrpeLoads: () => readonly number[] = once(() =>
  sampleAthlete.days.map((day) => (isRun(day) ? sessionRpeLoad(day.durationMin, day.rpe) : 0)),
);

/** CTL, ATL and TSB for every day, from the athlete's starting fitness and fatigue. */
export const sampleSeries: () => readonly LoadPoint[] = once(() =>
  ctlAtlSeries(sampleDailyLoads(), {
    startCtl: sampleAthlete.startCtl,
    startAtl: sampleAthlete.startAtl,
  }),
);

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export interface SampleWeek {
  /** 1-based week number. */
  readonly week: number;
  readonly runs: number;
  readonly km: number;
  readonly minutes: number;
  readonly longestRunKm: number;
  readonly rtss: number;
  readonly srpeLoad: number;
}

/** Calendar-week totals (Monday to Sunday). */
export const sampleWeeks: () => readonly SampleWeek[] = once(() =>
  Array.from({length: sampleAthlete.days.length / DAYS_PER_WEEK}, (_, index) => {
    const start = index * DAYS_PER_WEEK;
    const runs = sampleAthlete.days.slice(start, start + DAYS_PER_WEEK).filter(isRun);
    return {
      week: index + 1,
      runs: runs.length,
      km: sum(runs.map((r) => r.distanceKm)),
      minutes: sum(runs.map((r) => r.durationMin)),
      longestRunKm: Math.max(0, ...runs.map((r) => r.distanceKm)),
      rtss: sum(sampleDailyLoads().slice(start, start + DAYS_PER_WEEK)),
      srpeLoad: sum(sampleDailySrpeLoads().slice(start, start + DAYS_PER_WEEK)),
    };
  }),
);
