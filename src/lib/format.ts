/**
 * Formatters the site shares: signed numbers, paces, durations and ranges. Pure functions, no React.
 * (Money is formatted in the pricing domain.)
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
