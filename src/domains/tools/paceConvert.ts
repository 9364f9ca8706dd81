/**
 * Pace and speed conversions: pace per kilometre and per mile, km/h and mph, all through one value
 * (seconds per kilometre), and finish times at a pace. React-free; reading returns a value or a message.
 */
import {formatNumber} from '../../lib/format';
import {readDecimal} from '../../lib/decimal';
import {METRES_PER_MILE, RACE_DISTANCES} from './distances';
import {failure, success, type Outcome} from './outcome';
import {formatTime, parseTime} from './time';

export type PaceField = 'paceKm' | 'paceMile' | 'kmh' | 'mph';

export const PACE_FIELDS: readonly PaceField[] = ['paceKm', 'paceMile', 'kmh', 'mph'];

/** The visible labels of the four fields, as the issue names them. */
export const PACE_FIELD_LABELS: Record<PaceField, string> = {
  paceKm: 'Pace per kilometre',
  paceMile: 'Pace per mile',
  kmh: 'Speed (km/h)',
  mph: 'Speed (mph)',
};

const KM_PER_MILE = METRES_PER_MILE / 1000;
/** Accepted speeds: a brisk walk (3 km/h) to faster than any sprint over a race (40 km/h). */
export const SPEED_RANGE_KMH = {min: 3, max: 40} as const;

export type PaceErrorCode = 'empty' | 'format' | 'range';

/** Each field's precision as the converter shows it: paces to a tenth of a second, speeds to 0.1. */
const SHOWN_PER_UNIT = 10;
/** Room for binary rounding when a typed value is compared with a bound (far below what a field shows). */
const EPSILON = 1e-9;

/** `value` rounded as a field shows it (`formatPaceFields`). */
const asShown = (value: number) => Math.round(value * SHOWN_PER_UNIT) / SHOWN_PER_UNIT;

/** Which of convertPace's values each field shows. */
const FIELD_VALUE: Readonly<Record<PaceField, keyof ConvertedPace>> = {
  paceKm: 'secondsPerKm',
  paceMile: 'secondsPerMile',
  kmh: 'kmh',
  mph: 'mph',
};

/**
 * Each field's accepted range in its own unit (seconds per km or per mile, km/h or mph): SPEED_RANGE_KMH
 * converted, then rounded as the field shows a value (`formatPaceFields`). So whatever the converter shows
 * for an accepted value is accepted when typed back, at both ends: 40 km/h shows as 2:24.8 per mile and
 * 24.9 mph, and both read back. The bounds are the ones the message names.
 */
export function fieldRange(field: PaceField): {readonly min: number; readonly max: number} {
  const fastest = convertPace(3600 / SPEED_RANGE_KMH.max)[FIELD_VALUE[field]];
  const slowest = convertPace(3600 / SPEED_RANGE_KMH.min)[FIELD_VALUE[field]];
  // A pace is smallest at the fastest speed, a speed largest there.
  return {min: asShown(Math.min(fastest, slowest)), max: asShown(Math.max(fastest, slowest))};
}

/** A pace bound as the message names it: tenths only where it has them ("1:30", "2:24.8"). */
function formatPaceBound(seconds: number): string {
  return formatTime(seconds, {tenths: Math.round(seconds * SHOWN_PER_UNIT) % SHOWN_PER_UNIT !== 0});
}

/** A speed bound as the message names it: "3", "40", "1.9", "24.9". */
function formatSpeedBound(speed: number): string {
  return formatNumber(speed, 1);
}

function rangeMessage(field: PaceField): string {
  const {min, max} = fieldRange(field);
  switch (field) {
    case 'paceKm':
      return `Enter a pace between ${formatPaceBound(min)} and ${formatPaceBound(max)} per kilometre.`;
    case 'paceMile':
      return `Enter a pace between ${formatPaceBound(min)} and ${formatPaceBound(max)} per mile.`;
    case 'kmh':
      return `Enter a speed between ${formatSpeedBound(min)} and ${formatSpeedBound(max)} km/h.`;
    case 'mph':
      return `Enter a speed between ${formatSpeedBound(min)} and ${formatSpeedBound(max)} mph.`;
  }
}

/**
 * Seconds per kilometre from a value typed in `field`'s unit, checked against the field's range. A value at a
 * field's shown bound can lie a hair outside SPEED_RANGE_KMH (24.9 mph is 40.07 km/h, which would show as
 * 40.1 km/h, a speed the km/h field refuses), so the pace is held to SPEED_RANGE_KMH: every field then shows
 * a value its own range accepts.
 */
function withinRange(field: PaceField, value: number): Outcome<number, PaceErrorCode> {
  const range = fieldRange(field);
  if (value < range.min - EPSILON || value > range.max + EPSILON)
    return failure('range', rangeMessage(field));
  const secondsPerKm =
    field === 'paceKm'
      ? value
      : field === 'paceMile'
        ? value / KM_PER_MILE
        : 3600 / (field === 'kmh' ? value : value * KM_PER_MILE);
  const {min, max} = SPEED_RANGE_KMH;
  return success(Math.min(Math.max(secondsPerKm, 3600 / max), 3600 / min));
}

/** Seconds per kilometre from what was typed into one of the four fields. */
export function readPace(field: PaceField, text: string): Outcome<number, PaceErrorCode> {
  if (field === 'paceKm' || field === 'paceMile') {
    const parsed = parseTime(text, {kind: 'pace', allowFraction: true, maxSeconds: 99 * 60});
    if (!parsed.ok) {
      // Longer than parseTime's cap is as far out of range as any slow pace: the same message.
      if (parsed.error.code === 'too-long') return failure('range', rangeMessage(field));
      const code =
        parsed.error.code === 'empty' ? 'empty' : parsed.error.code === 'format' ? 'format' : 'range';
      return failure(code, parsed.error.message);
    }
    return withinRange(field, parsed.value);
  }
  const unit = field === 'kmh' ? 'km/h' : 'mph';
  if (text.trim() === '')
    return failure('empty', `Enter a speed in ${unit}, for example ${field === 'kmh' ? '12' : '7.5'}.`);
  // A decimal comma reads like a point ("12,5"), as in every calculator's number fields.
  const speed = readDecimal(text);
  if (speed === null) {
    return failure(
      'format',
      `Write the speed as a number in ${unit}, for example ${field === 'kmh' ? '12.5' : '7.5'}.`,
    );
  }
  return withinRange(field, speed);
}

export interface ConvertedPace {
  readonly secondsPerKm: number;
  readonly secondsPerMile: number;
  readonly kmh: number;
  readonly mph: number;
}

export function convertPace(secondsPerKm: number): ConvertedPace {
  const kmh = 3600 / secondsPerKm;
  return {secondsPerKm, secondsPerMile: secondsPerKm * KM_PER_MILE, kmh, mph: kmh / KM_PER_MILE};
}

/** Each field's text for a pace, as the converter shows it (paces to a tenth of a second, speeds to 0.1). */
export function formatPaceFields(secondsPerKm: number): Record<PaceField, string> {
  const pace = convertPace(secondsPerKm);
  return {
    paceKm: formatTime(pace.secondsPerKm, {tenths: true}),
    paceMile: formatTime(pace.secondsPerMile, {tenths: true}),
    kmh: pace.kmh.toFixed(1),
    mph: pace.mph.toFixed(1),
  };
}

/** Race distances the finish-time row shows. */
export const FINISH_DISTANCE_IDS = ['5k', '10k', 'half', 'marathon'] as const;

export interface FinishTime {
  readonly id: (typeof FINISH_DISTANCE_IDS)[number];
  readonly label: string;
  readonly seconds: number;
  /** Faster than anyone has run the distance (a treadmill's or a sprinter's speed, not a race pace). */
  readonly fasterThanRecord: boolean;
}

/** Finish times for 5K, 10K, half and marathon at an even pace. */
export function finishTimes(secondsPerKm: number): FinishTime[] {
  return FINISH_DISTANCE_IDS.map((id) => {
    const distance = RACE_DISTANCES.find((d) => d.id === id)!;
    const seconds = (secondsPerKm * distance.metres) / 1000;
    return {id, label: distance.label, seconds, fasterThanRecord: seconds < distance.fastestSeconds};
  });
}
