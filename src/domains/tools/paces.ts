/**
 * Training paces from VDOT, after "Daniels' Running Formula" (J. Daniels, 3rd ed., 2014, chapter 4 and the
 * VDOT pace tables). The reading used here, one per pace:
 *
 * - Easy: 59% to 74% of VDOT (the book's range for easy and long runs; 74% is the faster end).
 * - Marathon: the marathon race pace predicted for the VDOT by the Daniels–Gilbert equations.
 * - Threshold: 88% of VDOT (the book: "comfortably hard", about 88% of VO2max for trained runners).
 * - Interval: 97.5% of VDOT (the book: 95–100% of VO2max; 97.5% reproduces its I-pace tables).
 * - Repetition: interval pace less 6 seconds per 400 m, i.e. 15 s per km (the book's R-pace tables).
 *
 * All paces are seconds per kilometre; `perMile` converts. React-free.
 */
import {METRES_PER_MILE} from './distances';
import {paceAtFractionOfVdot, raceTimeAtVdot} from './vdot';

export const EASY_FRACTION = {slow: 0.59, fast: 0.74} as const;
export const THRESHOLD_FRACTION = 0.88;
export const INTERVAL_FRACTION = 0.975;
/** Repetition pace is this many seconds per 400 m faster than interval pace. */
export const REPETITION_GAIN_PER_400M_S = 6;

export type PaceName = 'easy' | 'marathon' | 'threshold' | 'interval' | 'repetition';

export interface TrainingPaces {
  /** Seconds per km: [slow end, fast end]. */
  readonly easy: readonly [slow: number, fast: number];
  readonly marathon: number;
  readonly threshold: number;
  readonly interval: number;
  readonly repetition: number;
}

export function trainingPaces(vdot: number): TrainingPaces {
  const interval = paceAtFractionOfVdot(vdot, INTERVAL_FRACTION);
  return {
    easy: [paceAtFractionOfVdot(vdot, EASY_FRACTION.slow), paceAtFractionOfVdot(vdot, EASY_FRACTION.fast)],
    marathon: raceTimeAtVdot(vdot, 42_195) / 42.195,
    threshold: paceAtFractionOfVdot(vdot, THRESHOLD_FRACTION),
    interval,
    repetition: interval - (REPETITION_GAIN_PER_400M_S * 1000) / 400,
  };
}

/** A pace in seconds per km as seconds per mile. */
export function perMile(secondsPerKm: number): number {
  return (secondsPerKm * METRES_PER_MILE) / 1000;
}
