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

function rangeMessage(field: PaceField): string {
  const {min, max} = SPEED_RANGE_KMH;
  switch (field) {
    case 'paceKm':
      return `Enter a pace between ${formatTime(3600 / max)} and ${formatTime(3600 / min)} per kilometre.`;
    case 'paceMile':
      return `Enter a pace between ${formatTime((3600 / max) * KM_PER_MILE)} and ${formatTime((3600 / min) * KM_PER_MILE)} per mile.`;
    case 'kmh':
      return `Enter a speed between ${min} and ${max} km/h.`;
    case 'mph':
      return `Enter a speed between ${(min / KM_PER_MILE).toFixed(1)} and ${(max / KM_PER_MILE).toFixed(1)} mph.`;
  }
}

/** Seconds per kilometre from what was typed into one of the four fields. */
export function readPace(field: PaceField, text: string): Outcome<number, PaceErrorCode> {
  let secondsPerKm: number;
  if (field === 'paceKm' || field === 'paceMile') {
    const parsed = parseTime(text, {kind: 'pace', allowFraction: true, maxSeconds: 99 * 60});
    if (!parsed.ok) {
      const code =
        parsed.error.code === 'empty' ? 'empty' : parsed.error.code === 'format' ? 'format' : 'range';
      return failure(code, parsed.error.message);
    }
    secondsPerKm = field === 'paceKm' ? parsed.value : parsed.value / KM_PER_MILE;
  } else {
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
    if (!(speed > 0)) return failure('range', rangeMessage(field));
    const kmh = field === 'kmh' ? speed : speed * KM_PER_MILE;
    secondsPerKm = 3600 / kmh;
  }
  const kmh = 3600 / secondsPerKm;
  // A small tolerance, so the limits written in the message are themselves accepted.
  if (!Number.isFinite(kmh) || kmh < SPEED_RANGE_KMH.min - 0.01 || kmh > SPEED_RANGE_KMH.max + 0.01) {
    return failure('range', rangeMessage(field));
  }
  return success(secondsPerKm);
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
}

/** Finish times for 5K, 10K, half and marathon at an even pace. */
export function finishTimes(secondsPerKm: number): FinishTime[] {
  return FINISH_DISTANCE_IDS.map((id) => {
    const distance = RACE_DISTANCES.find((d) => d.id === id)!;
    return {id, label: distance.label, seconds: (secondsPerKm * distance.metres) / 1000};
  });
}
