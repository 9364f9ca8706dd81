/**
 * Formatters the site shares: signed numbers, grouped numbers, paces, durations, ranges and dates. Pure
 * functions, no React. (Money is formatted in the pricing domain.)
 *
 * Numbers and dates that hydrate on every page are formatted here without `Intl`: a browser builds its
 * first date formatter from ICU's calendar and time-zone data, which cost a 4x-throttled phone 80-115 ms
 * in one task, and its first number formatter about 12 ms (measured in Debian Chromium, issue #17). The
 * tests check these against `Intl` for the formats the site uses.
 */
import type {Range} from '../constants';
import {assertFinite, assertPositive} from './assert';

const MINUS = '\u2212';

/** A number with an explicit sign: "+8", "−12" (true minus sign), "0". Rounds to `digits` decimals first. */
export function formatSigned(value: number, digits = 0): string {
  assertFinite('value', value);
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  const text = Math.abs(rounded).toFixed(digits);
  return rounded > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** A pace in seconds per kilometre as "m:ss" (e.g. 290 → "4:50"). */
export function formatPace(secPerKm: number): string {
  assertPositive('secPerKm', secPerKm);
  const total = Math.round(secPerKm);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Minutes as 'h:mm:ss' (or 'm:ss' under an hour): 104.8 → '1:44:48'. */
export function formatDuration(minutes: number): string {
  const total = Math.round(minutes * 60);
  const hours = Math.floor(total / 3600);
  const mins = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(mins).padStart(2, '0')}:${secs}` : `${mins}:${secs}`;
}

/** A range as prose writes it, with an en dash: [3, 4] → '3–4'. */
export function formatRange([min, max]: Range): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** A zone's range in words: 'Below −30', '−30 to −10', '1.5 and above'. */
export function describeRange([lower, upper]: Range, format: (value: number) => string): string {
  if (lower === Number.NEGATIVE_INFINITY) return `Below ${format(upper)}`;
  if (upper === Number.POSITIVE_INFINITY) return `${format(lower)} and above`;
  return `${format(lower)} to ${format(upper)}`;
}

/** A whole percentage with its sign: 10 → '+10%', -5 → '−5%', 0 → '0%'. */
export function formatPercent(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? MINUS : ''}${Math.abs(value)}%`;
}

/**
 * A number as en-US prose writes it, without `Intl`: thousands grouped with commas, at most
 * `maxFractionDigits` decimals, trailing zeros dropped (1234.5 → '1,234.5', 2000 → '2,000'). Rounds as
 * `toFixed` does.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  assertFinite('value', value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** The months' English names, January first (also shortened to three letters by src/domains/tools/dates.ts). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** How a long date is written: 'day-month' (en-GB) "1 December 2026", 'month-day' (en) "December 1, 2026". */
export type DateOrder = 'day-month' | 'month-day';

/**
 * A calendar day, read in UTC, as prose writes it, without `Intl` (see above). `date` is a yyyy-mm-dd day or
 * any date string `Date` reads; `withYear: false` leaves the year out ("December 1").
 */
export function formatLongDate(date: string, order: DateOrder, withYear = true): string {
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(time.getTime())) throw new RangeError(`date must be a date, got ${date}.`);
  const day = time.getUTCDate();
  const month = MONTH_NAMES[time.getUTCMonth()];
  const year = time.getUTCFullYear();
  if (order === 'day-month') return withYear ? `${day} ${month} ${year}` : `${day} ${month}`;
  return withYear ? `${month} ${day}, ${year}` : `${month} ${day}`;
}
