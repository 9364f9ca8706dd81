/**
 * The /injury-prevention case story: a fictional runner whose week-4 plans would have spiked their load.
 * Only minutes and effort are typed in; loads, ratios, volume changes and zones are computed by
 * src/domains/training-load/metrics.ts and zones.ts, so the story always agrees with the calculator on the same page.
 */
import {volumeChangeFromBiggest, weeklyAcwr, weeklySessionRpeLoad} from '../metrics';
import {acwrZone, weeklyVolumeZone, type AcwrZone, type WeeklyVolumeZone} from '../zones';

export interface CaseWeek {
  readonly label: string;
  /** Total running time in minutes. */
  readonly minutes: number;
  /** Average session effort, 1–10. */
  readonly averageRpe: number;
}

export interface CaseScenario {
  readonly label: string;
  readonly week: CaseWeek;
  /** Session-RPE load of the week (minutes × effort). */
  readonly load: number;
  /** Mean weekly load of the four weeks ending with this one. */
  readonly chronic: number;
  readonly ratio: number;
  readonly ratioZone: AcwrZone;
  /** Change in running time against the biggest earlier week (`volumeReferenceWeek`), in percent. */
  readonly volumeChangePercent: number;
  /** That week's label, e.g. 'Week 2'. */
  readonly volumeAgainst: string;
  readonly volumeZone: WeeklyVolumeZone;
}

export interface CaseStory {
  /** First name of the fictional runner. */
  readonly runner: string;
  readonly goal: string;
  /** The three weeks before the week in question, oldest first. */
  readonly history: readonly CaseWeek[];
  readonly planned: CaseScenario;
  readonly adjusted: CaseScenario;
}

const HISTORY: readonly CaseWeek[] = [
  {label: 'Week 1', minutes: 200, averageRpe: 5},
  {label: 'Week 2', minutes: 210, averageRpe: 5},
  {label: 'Week 3', minutes: 190, averageRpe: 5},
];

export const loadOf = (week: CaseWeek) => weeklySessionRpeLoad(week.minutes, week.averageRpe);

function scenario(label: string, week: CaseWeek): CaseScenario {
  const load = loadOf(week);
  const breakdown = weeklyAcwr([...HISTORY.map(loadOf), load]);
  const change = volumeChangeFromBiggest(
    HISTORY.map((w) => w.minutes),
    week.minutes,
  );
  const against = change === null ? undefined : HISTORY[change.reference];
  if (!breakdown || breakdown.ratio === null || !against || change === null) {
    throw new Error('The case story needs three weeks of history with some running in them.');
  }
  return {
    label,
    week,
    load,
    chronic: breakdown.chronic,
    ratio: breakdown.ratio,
    ratioZone: acwrZone(breakdown.ratio),
    volumeChangePercent: change.percent,
    volumeAgainst: against.label,
    volumeZone: weeklyVolumeZone(change.percent),
  };
}

export const CASE_STORY: CaseStory = {
  runner: 'Sam',
  goal: 'a first 10K in under 55 minutes',
  history: HISTORY,
  planned: scenario('Week 4 as Sam planned it', {
    label: 'Week 4, planned',
    minutes: 300,
    averageRpe: 6.5,
  }),
  adjusted: scenario('Week 4 after the coach’s changes', {
    label: 'Week 4, adjusted',
    minutes: 205,
    averageRpe: 5.5,
  }),
};
