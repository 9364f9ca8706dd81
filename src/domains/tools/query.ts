/**
 * Each tool's inputs in the address (the query string), so a result can be copied, shared and reopened.
 * Reading keeps what was typed (so a shared bad value reopens with its message) but drops what no field
 * could hold: unknown distances fall back to the default, over-long text is cut, a date that is not a real
 * yyyy-mm-dd is left out. React-free.
 */
import {isDateInputValue} from './dates';
import {DEFAULT_DISTANCE_ID, isRaceDistanceId, type RaceDistanceId} from './distances';
import {PACE_FIELDS, type PaceField} from './paceConvert';
import {FIELDS, type FieldName, type WeekEntry} from '../training-load/LoadCalculator/calculate';
import {ACWR_WEEKS} from '../training-load/metrics';

/** Longest text read from the address into a field. */
const MAX_FIELD_LENGTH = 24;

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value === null ? null : value.trim().slice(0, MAX_FIELD_LENGTH);
}

function distance(params: URLSearchParams): RaceDistanceId | null {
  const value = params.get('distance');
  return value !== null && isRaceDistanceId(value) ? value : null;
}

/**
 * A query string ("?a=1&b=2") that keeps ":" readable in times and leaves out empty values. A form with every
 * field cleared keeps its first key, empty ("?a="): a bare address would reopen the example instead of the
 * empty form the visitor copied the link from.
 */
export function toSearch(entries: ReadonlyArray<readonly [string, string]>): string {
  const parts = entries
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value.trim()).replace(/%3A/gi, ':')}`,
    );
  if (parts.length > 0) return `?${parts.join('&')}`;
  return entries.length > 0 ? `?${encodeURIComponent(entries[0]![0])}=` : '';
}

/* -------------------------------------------- race predictor, training paces */

export interface RaceInputs {
  readonly distance: RaceDistanceId;
  readonly time: string;
}

/** The inputs in the address, or null when it names neither. */
export function readRaceInputs(params: URLSearchParams): RaceInputs | null {
  const d = distance(params);
  const time = text(params, 'time');
  if (d === null && time === null) return null;
  return {distance: d ?? DEFAULT_DISTANCE_ID, time: time ?? ''};
}

export function writeRaceInputs({distance: d, time}: RaceInputs): string {
  return toSearch([
    ['distance', d],
    ['time', time],
  ]);
}

/* ----------------------------------------------------------- pace converter */

/** The pace converter keeps only the field the visitor typed in; the others follow from it. */
export interface PaceInputs {
  readonly field: PaceField;
  readonly text: string;
}

export const PACE_QUERY_KEYS: Record<PaceField, string> = {
  paceKm: 'pace-km',
  paceMile: 'pace-mile',
  kmh: 'kmh',
  mph: 'mph',
};

export function readPaceInputs(params: URLSearchParams): PaceInputs | null {
  const present = PACE_FIELDS.flatMap((field) => {
    const value = text(params, PACE_QUERY_KEYS[field]);
    return value === null ? [] : [{field, text: value}];
  });
  // The first field with a value: "?pace-km=&kmh=12" is 12 km/h. With none, an empty one asks for a value.
  return present.find((inputs) => inputs.text !== '') ?? present[0] ?? null;
}

export function writePaceInputs({field, text: value}: PaceInputs): string {
  return toSearch([[PACE_QUERY_KEYS[field], value]]);
}

/* --------------------------------------------------------- heart-rate zones */

export interface HeartRateInputs {
  readonly max: string;
  readonly rest: string;
}

export function readHeartRateInputs(params: URLSearchParams): HeartRateInputs | null {
  const max = text(params, 'max');
  const rest = text(params, 'rest');
  if (max === null && rest === null) return null;
  return {max: max ?? '', rest: rest ?? ''};
}

export function writeHeartRateInputs({max, rest}: HeartRateInputs): string {
  return toSearch([
    ['max', max],
    ['rest', rest],
  ]);
}

/* ------------------------------------------------------------ taper planner */

export interface TaperInputs {
  readonly distance: RaceDistanceId;
  /** yyyy-mm-dd, or '' before a date is chosen. */
  readonly date: string;
}

export function readTaperInputs(params: URLSearchParams): TaperInputs | null {
  const d = distance(params);
  const date = text(params, 'date');
  if (d === null && date === null) return null;
  // The date field holds only a real yyyy-mm-dd and shows empty for anything else ("2025-02-30"): such a date
  // is dropped, so the field and its message ("Enter the date of your race.") agree.
  return {distance: d ?? 'marathon', date: date !== null && isDateInputValue(date) ? date : ''};
}

export function writeTaperInputs({distance: d, date}: TaperInputs): string {
  return toSearch([
    ['distance', d],
    ['date', date],
  ]);
}

/* ------------------------------------------------- training load (injury risk) */

/** One key per field and week, oldest week first: w1-min, w1-effort, w1-km … w4-km (this week). */
const LOAD_QUERY_SUFFIX: Record<FieldName, string> = {minutes: 'min', effort: 'effort', distanceKm: 'km'};
const loadKey = (week: number, field: FieldName) => `w${week + 1}-${LOAD_QUERY_SUFFIX[field]}`;

export function readLoadInputs(params: URLSearchParams): WeekEntry[] | null {
  const weeks = Array.from({length: ACWR_WEEKS}, (_, week) =>
    Object.fromEntries(FIELDS.map((field) => [field, text(params, loadKey(week, field))])),
  );
  if (weeks.every((week) => FIELDS.every((field) => week[field] === null))) return null;
  return weeks.map((week) => ({
    minutes: week.minutes ?? '',
    effort: week.effort ?? '',
    distanceKm: week.distanceKm ?? '',
  }));
}

export function writeLoadInputs(weeks: readonly WeekEntry[]): string {
  return toSearch(
    weeks.flatMap((week, index) => FIELDS.map((field) => [loadKey(index, field), week[field]] as const)),
  );
}
