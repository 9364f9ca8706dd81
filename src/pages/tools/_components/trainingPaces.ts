/** The five training paces, how each is shown and what each is for. */
import {
  EASY_FRACTION,
  INTERVAL_FRACTION,
  THRESHOLD_FRACTION,
  perMile,
  type PaceName,
  type TrainingPaces,
} from '@site/src/domains/tools/paces';
import {formatTime} from '@site/src/domains/tools/time';
import {numberCompound} from '@site/src/lib/typography';

export interface PaceRow {
  readonly id: PaceName;
  readonly label: string;
  readonly purpose: string;
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

export const PACE_ROWS: readonly PaceRow[] = [
  {
    id: 'easy',
    label: 'Easy',
    purpose: `Most of your running: warm-ups, recovery and long runs, at ${percent(EASY_FRACTION.slow)}–${percent(EASY_FRACTION.fast)} of VDOT.`,
  },
  {
    id: 'marathon',
    label: 'Marathon',
    purpose: 'Your predicted marathon race pace: steady segments of long runs.',
  },
  {
    id: 'threshold',
    label: 'Threshold',
    purpose: `“Comfortably hard”, about ${percent(THRESHOLD_FRACTION)} of VDOT: 20-minute tempo runs or cruise intervals.`,
  },
  {
    id: 'interval',
    label: 'Interval',
    purpose: `About ${percent(INTERVAL_FRACTION)} of VDOT: ${numberCompound('3–5', 'minute')} repeats with equal jog recoveries.`,
  },
  {
    id: 'repetition',
    label: 'Repetition',
    purpose: 'Interval pace less 6 s per 400 m: 200–400 m repeats for speed and economy, full recoveries.',
  },
];

/** A pace as text in the chosen unit; the easy pace is a range, slow end first. */
export function paceText(paces: TrainingPaces, id: PaceName, unit: 'km' | 'mile'): string {
  const show = (secondsPerKm: number) => formatTime(unit === 'km' ? secondsPerKm : perMile(secondsPerKm));
  if (id === 'easy') return `${show(paces.easy[0])}–${show(paces.easy[1])}`;
  return show(paces[id]);
}
