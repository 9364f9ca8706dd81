/**
 * Pace and speed conversions: pace per kilometre and per mile, km/h and mph, all through one value
 * (seconds per kilometre), and finish times at a pace. React-free; reading returns a value or a message.
 */
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

const NUMBER = /^\d{1,3}(?:[.,]\d{0,3})?$/;

/**
 * Each field's accepted range in its own unit (seconds per km or per mile, km/h or mph): SPEED_RANGE_KMH
 * rounded inward to what the message can show (whole seconds for paces, 0.1 for mph), so the bounds the
 * message names are exactly the bounds accepted.
 */
export function fieldRange(field: PaceField): {readonly min: number; readonly max: number} {
  const {min, max} = SPEED_RANGE_KMH;
  switch (field) {
    case 'paceKm':
      return {min: Math.ceil(3600 / max), max: Math.floor(3600 / min)};
    case 'paceMile':
      return {min: Math.ceil((3600 / max) * KM_PER_MILE), max: Math.floor((3600 / min) * KM_PER_MILE)};
    case 'kmh':
      return {min, max};
    case 'mph':
      return {min: Math.ceil((min / KM_PER_MILE) * 10) / 10, max: Math.floor((max / KM_PER_MILE) * 10) / 10};
  }
}

function rangeMessage(field: PaceField): string {
  const {min, max} = fieldRange(field);
  switch (field) {
    case 'paceKm':
      return `Enter a pace between ${formatTime(min)} and ${formatTime(max)} per kilometre.`;
    case 'paceMile':
      return `Enter a pace between ${formatTime(min)} and ${formatTime(max)} per mile.`;
    case 'kmh':
      return `Enter a speed between ${min} and ${max} km/h.`;
    case 'mph':
      return `Enter a speed between ${min.toFixed(1)} and ${max.toFixed(1)} mph.`;
  }
}

/** Seconds per kilometre from what was typed into one of the four fields. */
export function readPace(field: PaceField, text: string): Outcome<number, PaceErrorCode> {
  const range = fieldRange(field);
  if (field === 'paceKm' || field === 'paceMile') {
    const parsed = parseTime(text, {kind: 'pace', allowFraction: true, maxSeconds: 99 * 60});
    if (!parsed.ok) {
      const code =
        parsed.error.code === 'empty' ? 'empty' : parsed.error.code === 'format' ? 'format' : 'range';
      return failure(code, parsed.error.message);
    }
    if (parsed.value < range.min || parsed.value > range.max) return failure('range', rangeMessage(field));
    return success(field === 'paceKm' ? parsed.value : parsed.value / KM_PER_MILE);
  }
  const trimmed = text.trim();
  const unit = field === 'kmh' ? 'km/h' : 'mph';
  if (trimmed === '')
    return failure('empty', `Enter a speed in ${unit}, for example ${field === 'kmh' ? '12' : '7.5'}.`);
  if (!NUMBER.test(trimmed)) {
    return failure(
      'format',
      `Write the speed as a number in ${unit}, for example ${field === 'kmh' ? '12.5' : '7.5'}.`,
    );
  }
  const speed = Number(trimmed.replace(',', '.'));
  if (speed < range.min || speed > range.max) return failure('range', rangeMessage(field));
  return success(3600 / (field === 'kmh' ? speed : speed * KM_PER_MILE));
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
