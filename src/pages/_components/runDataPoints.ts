/**
 * What the coach reads from every run, grouped by where it comes from. The home page's data-intelligence
 * section lists these; their count backs the "12+ data points" stat in `src/constants.ts`.
 */

import type {IconName} from '../../components/Icon';

export type DataSource = 'watch' | 'runner' | 'context';

export interface RunDataPoint {
  readonly id: string;
  readonly source: DataSource;
  /** Short name, e.g. 'Heart rate'. */
  readonly label: string;
  /** What the coach learns from it, in one short phrase. */
  readonly use: string;
}

export interface DataSourceInfo {
  readonly icon: IconName;
  readonly title: string;
  readonly summary: string;
}

export const DATA_SOURCES: Readonly<Record<DataSource, DataSourceInfo>> = {
  watch: {
    icon: 'watch',
    title: 'From your watch',
    summary: 'Synced from your watch or fitness platform the moment you stop recording.',
  },
  runner: {
    icon: 'runner',
    title: 'From you',
    summary: 'Ten seconds after a run: how hard it felt and anything that hurts.',
  },
  context: {
    icon: 'week',
    title: 'From your week',
    summary: 'The things around a run that change what it cost you.',
  },
};

export const RUN_DATA_POINTS: readonly RunDataPoint[] = [
  {id: 'pace', source: 'watch', label: 'Pace and splits', use: 'whether you held back or faded'},
  {id: 'heart-rate', source: 'watch', label: 'Heart rate', use: 'how hard your body worked'},
  {id: 'cadence', source: 'watch', label: 'Cadence', use: 'changes in form as you tire'},
  {id: 'distance', source: 'watch', label: 'Distance and time', use: 'the volume behind every load number'},
  {id: 'elevation', source: 'watch', label: 'Elevation gain', use: 'why a slow run was not an easy one'},
  {id: 'rpe', source: 'runner', label: 'Effort rating (RPE)', use: 'how hard the run felt, from 1 to 10'},
  {id: 'soreness', source: 'runner', label: 'Aches and niggles', use: 'where it hurts, before it stops you'},
  {id: 'sleep', source: 'runner', label: 'Sleep', use: 'how recovered you started'},
  {id: 'weather', source: 'context', label: 'Heat and humidity', use: 'the effort the forecast added'},
  {
    id: 'resting-hr',
    source: 'context',
    label: 'Resting heart rate',
    use: 'a rising trend that hints at fatigue',
  },
  {id: 'adherence', source: 'context', label: 'Planned vs done', use: 'missed or cut-short sessions'},
  {id: 'load-history', source: 'context', label: 'Load history', use: 'what your body is used to'},
];

/** The data points from one source, in list order. */
export function dataPointsFrom(source: DataSource): RunDataPoint[] {
  return RUN_DATA_POINTS.filter((point) => point.source === source);
}
