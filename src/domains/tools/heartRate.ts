/**
 * Heart-rate zones by heart-rate reserve (M. J. Karvonen, E. Kentala & O. Mustala, "The effects of training
 * on heart rate: a longitudinal study", Annales Medicinae Experimentalis et Biologiae Fenniae, 1957):
 * target = resting + intensity × (maximum − resting). React-free.
 */
import {failure, success, type Outcome} from './outcome';

/** Heart rates the calculator accepts, in beats per minute. */
export const MAX_HR_RANGE = {min: 100, max: 230} as const;
export const REST_HR_RANGE = {min: 25, max: 120} as const;
/**
 * Smallest heart-rate reserve (maximum − resting) that gets zones, in beats per minute. Anyone fit to train has
 * a reserve well above 30 bpm; below it one of the two rates is almost certainly mistyped, and the five zones
 * would shrink to a beat or two each.
 */
export const MIN_HR_RESERVE = 30;

export type HeartRateField = 'max' | 'rest';
export type HeartRateErrorCode = 'empty' | 'format' | 'range' | 'rest-not-below-max' | 'rates-too-close';

export interface HeartRateZone {
  readonly zone: 1 | 2 | 3 | 4 | 5;
  readonly name: string;
  /** Share of heart-rate reserve, in percent: [from, to]. */
  readonly reserve: readonly [number, number];
  /** What the zone trains. */
  readonly purpose: string;
}

export const HEART_RATE_ZONES: readonly HeartRateZone[] = [
  {
    zone: 1,
    name: 'Recovery',
    reserve: [50, 60],
    purpose: 'Warm-ups, cool-downs and the day after a hard session: blood flow without new fatigue.',
  },
  {
    zone: 2,
    name: 'Easy aerobic',
    reserve: [60, 70],
    purpose:
      'Most of your weekly running: builds capillaries, mitochondria and the base that longer races need.',
  },
  {
    zone: 3,
    name: 'Steady / marathon',
    reserve: [70, 80],
    purpose: 'Marathon-pace and steady long-run segments: race-specific endurance and fuelling practice.',
  },
  {
    zone: 4,
    name: 'Threshold',
    reserve: [80, 90],
    purpose: 'Tempo runs and cruise intervals: raises the pace you can hold before lactate builds up.',
  },
  {
    zone: 5,
    name: 'VO2max',
    reserve: [90, 100],
    purpose:
      'Intervals of 3–5 minutes: raises your maximal oxygen uptake. Jog recoveries no longer than the work.',
  },
];

/** Target heart rate at `percent` of the reserve, in beats per minute (not rounded). */
export function karvonen(max: number, rest: number, percent: number): number {
  return rest + (percent / 100) * (max - rest);
}

/**
 * A whole number of any length: "1900" is a whole number out of range, and gets the range message, not the
 * one asking for a whole number.
 */
const WHOLE = /^\d+$/;

/** A typed heart rate, checked against the field's range. */
export function readHeartRate(field: HeartRateField, text: string): Outcome<number, HeartRateErrorCode> {
  const name = field === 'max' ? 'maximum heart rate' : 'resting heart rate';
  const range = field === 'max' ? MAX_HR_RANGE : REST_HR_RANGE;
  const trimmed = text.trim();
  if (trimmed === '') return failure('empty', `Enter your ${name} in beats per minute.`);
  if (!WHOLE.test(trimmed)) {
    return failure(
      'format',
      `Enter your ${name} as a whole number of beats per minute, for example ${field === 'max' ? 190 : 55}.`,
    );
  }
  const value = Number(trimmed);
  if (value < range.min || value > range.max) {
    return failure('range', `A ${name} is between ${range.min} and ${range.max} beats per minute.`);
  }
  return success(value);
}

export interface ZoneBand extends HeartRateZone {
  /** Beats per minute, rounded: [from, to]. */
  readonly bpm: readonly [number, number];
}

/**
 * The five zones for a runner, or why they cannot be computed (a resting rate at or above the maximum, or a
 * reserve under MIN_HR_RESERVE).
 */
export function heartRateZones(
  max: number,
  rest: number,
): Outcome<ZoneBand[], 'rest-not-below-max' | 'rates-too-close'> {
  if (!(rest < max)) {
    return failure(
      'rest-not-below-max',
      'Your resting heart rate must be lower than your maximum heart rate.',
    );
  }
  if (max - rest < MIN_HR_RESERVE) {
    return failure(
      'rates-too-close',
      `Your resting and maximum heart rates are less than ${MIN_HR_RESERVE} beats per minute apart, too close to give zones: check both.`,
    );
  }
  return success(
    HEART_RATE_ZONES.map((zone) => ({
      ...zone,
      bpm: [
        Math.round(karvonen(max, rest, zone.reserve[0])),
        Math.round(karvonen(max, rest, zone.reserve[1])),
      ],
    })),
  );
}

/**
 * An estimate of maximum heart rate from age (H. Tanaka, K. D. Monahan & D. R. Seals, "Age-predicted maximal
 * heart rate revisited", Journal of the American College of Cardiology, 2001): 208 − 0.7 × age.
 */
export function estimatedMaxHeartRate(age: number): number {
  return Math.round(208 - 0.7 * age);
}

export interface HeartRateReading {
  /** The five zones, when both rates are usable. */
  readonly zones: ZoneBand[] | null;
  /** A message per field that needs one. */
  readonly errors: Partial<Record<HeartRateField, string>>;
}

/**
 * Both typed rates at once. A resting rate at or above the maximum is the resting field's problem, and
 * that message comes first (even for a resting rate out of its own range), since it says what to fix.
 * Two valid rates too close together could be either one's mistake, so both fields carry that message.
 */
export function readHeartRates(maxText: string, restText: string): HeartRateReading {
  const max = readHeartRate('max', maxText);
  const rest = readHeartRate('rest', restText);
  const restNumber = WHOLE.test(restText.trim()) ? Number(restText.trim()) : null;
  const errors: Partial<Record<HeartRateField, string>> = {};
  if (!max.ok) errors.max = max.error.message;
  if (max.ok && restNumber !== null && restNumber >= max.value) {
    const relation = heartRateZones(max.value, restNumber);
    if (!relation.ok) errors.rest = relation.error.message;
  } else if (!rest.ok) {
    errors.rest = rest.error.message;
  }
  if (!max.ok || !rest.ok || errors.rest !== undefined) return {zones: null, errors};
  const zones = heartRateZones(max.value, rest.value);
  if (zones.ok) return {zones: zones.value, errors};
  const {code, message} = zones.error;
  return {zones: null, errors: code === 'rates-too-close' ? {max: message, rest: message} : {rest: message}};
}
