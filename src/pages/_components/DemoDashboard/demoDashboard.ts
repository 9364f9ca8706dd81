/**
 * The home page's demo dashboard: `buildDemoDashboard` turns one summarised day of the sample athlete
 * (`src/domains/training-load/sampleAthlete.ts`) into the words and numbers the dashboard shows, formatted
 * here once. Only the home page imports this module; nothing in it is typed in by hand except words.
 */
import {DAYS_PER_WEEK} from '@site/src/domains/training-load/metrics';
import {
  RUN_TYPE_LABEL,
  sampleAthlete,
  sampleWeeks,
  type SampleAthlete,
  type SampleWeek,
} from '@site/src/domains/training-load/sampleAthlete';
import {
  riskSeverities,
  summariseSampleMorning,
  type SampleSummary,
} from '@site/src/domains/training-load/sampleSummary';
import {
  ACWR_ZONE_INFO,
  SEVERITY_TONE,
  TSB_ZONE_INFO,
  WEEKLY_VOLUME_ZONE_INFO,
  type Severity,
  type Tone,
  type ZoneInfo,
} from '@site/src/domains/training-load/zones';
import {formatDuration, formatPace, formatSigned} from '@site/src/lib/format';

export interface ZoneReading extends ZoneInfo {
  readonly tone: Tone;
}

export type RiskLevel = 'Low' | 'Moderate' | 'High';

export const RISK_LEVEL: Readonly<Record<Severity, RiskLevel>> = {0: 'Low', 1: 'Moderate', 2: 'High'};

/** What the coach does at each overall risk level. */
export const RISK_SUMMARY: Readonly<Record<RiskLevel, string>> = {
  Low: 'No warning signs: load, weekly distance and form are all in their safe zones.',
  Moderate: 'One warning sign: the coach holds your load steady and asks about aches after each run.',
  High: 'A load spike: the coach cuts next week’s volume and adds an easy day automatically.',
};

export interface DemoDashboard {
  readonly athlete: {readonly name: string; readonly goal: string};
  /** E.g. 'Race day, week 12 of 12'. */
  readonly dayLabel: string;
  readonly fitness: string;
  readonly fatigue: string;
  readonly form: {readonly value: string; readonly zone: ZoneReading};
  readonly acwr: {readonly value: string; readonly zone: ZoneReading};
  readonly weeklyVolume: {
    readonly km: string;
    /** Signed change against the biggest of the three weeks before (`referenceWeekKm`), e.g. '−52%'. */
    readonly change: string;
    readonly zone: ZoneReading;
    /** Distance of each 7-day span up to the morning shown, oldest first; the last is `km`. */
    readonly spansKm: readonly number[];
  };
  readonly latestRun: {
    readonly title: string;
    readonly distance: string;
    readonly duration: string;
    readonly pace: string;
    readonly rtss: string;
  };
  readonly injuryRisk: {readonly level: RiskLevel; readonly tone: Tone; readonly summary: string};
}

function reading(info: ZoneInfo, severity: Severity): ZoneReading {
  return {...info, tone: SEVERITY_TONE[severity]};
}

/** Builds the dashboard for one summarised day. Throws if the day has fewer than 4 weeks of history. */
export function buildDemoDashboard(
  summary: SampleSummary,
  athlete: SampleAthlete = sampleAthlete,
  weeks: readonly SampleWeek[] = sampleWeeks(),
): DemoDashboard {
  const {acwr, acwrZone, weeklyVolumeZone, weekKmChangePercent, latestRun} = summary;
  if (acwr === null || acwrZone === null || weeklyVolumeZone === null || weekKmChangePercent === null) {
    throw new RangeError(`The demo dashboard needs four weeks of history; day ${summary.day} has less.`);
  }
  if (!latestRun) throw new RangeError(`The demo dashboard needs a run on or before day ${summary.day}.`);

  // A low load ratio in a planned taper is not counted as a risk, and the tile says why the ratio is low.
  const severities = riskSeverities(summary, athlete);
  const {overall, plannedLow} = severities;
  const level = RISK_LEVEL[overall];
  const week = Math.floor(summary.day / DAYS_PER_WEEK) + 1;
  const dayName = summary.day === athlete.raceDay ? 'Race morning' : `Day ${summary.day + 1}`;
  const {run} = latestRun;

  return {
    athlete: {name: athlete.name, goal: athlete.goal},
    dayLabel: `${dayName}, week ${week} of ${weeks.length}`,
    fitness: String(Math.round(summary.ctl)),
    fatigue: String(Math.round(summary.atl)),
    form: {value: formatSigned(summary.tsb), zone: reading(TSB_ZONE_INFO[summary.tsbZone], severities.tsb)},
    acwr: {
      value: acwr.toFixed(2),
      zone: plannedLow
        ? {...ACWR_ZONE_INFO.underloaded, label: 'Low: taper', tone: 'info'}
        : reading(ACWR_ZONE_INFO[acwrZone], severities.acwr),
    },
    weeklyVolume: {
      km: summary.weekKm.toFixed(1),
      change: `${formatSigned(weekKmChangePercent)}%`,
      zone: reading(WEEKLY_VOLUME_ZONE_INFO[weeklyVolumeZone], severities.volume),
      spansKm: summary.weekSpansKm,
    },
    latestRun: {
      title: RUN_TYPE_LABEL[run.type],
      distance: run.distanceKm.toFixed(1),
      duration: formatDuration(run.durationMin),
      pace: formatPace(run.paceSecPerKm),
      rtss: String(Math.round(latestRun.rtss)),
    },
    injuryRisk: {level, tone: SEVERITY_TONE[overall], summary: RISK_SUMMARY[level]},
  };
}

/** The dashboard the home page shows: the sample athlete on the morning of her race. */
export function raceMorningDashboard(): DemoDashboard {
  return buildDemoDashboard(summariseSampleMorning(sampleAthlete.raceDay));
}
