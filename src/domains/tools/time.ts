/**
 * Reading and writing times and paces: "mm:ss" and "h:mm:ss" (a finish time), "m:ss" with optional tenths
 * (a pace, "8:02.8"). Parsing returns seconds or a typed error with a message; formatting never shows NaN.
 */
import {failure, success, type Outcome} from './outcome';

export type TimeErrorCode = 'empty' | 'format' | 'seconds' | 'minutes' | 'zero' | 'too-long';

export interface ParseTimeOptions {
  /** What is being read, for the messages: a finish time or a pace. */
  readonly kind?: 'time' | 'pace';
  /** Accepts a decimal fraction of a second ("8:02.8"). Finish times are whole seconds. */
  readonly allowFraction?: boolean;
  /** Longest accepted value in seconds (default 24 hours). */
  readonly maxSeconds?: number;
}

const DAY_SECONDS = 24 * 60 * 60;
// h:mm:ss, or m:ss (minutes may pass 59: "75:30" is a fine way to write 1:15:30).
const PATTERN = /^(\d{1,3}):(\d{1,2})(?::(\d{1,2}))?(?:[.,](\d{1,3}))?$/;

function examples(kind: 'time' | 'pace'): string {
  return kind === 'pace' ? 'for example 5:00 or 8:02.8' : 'for example 25:30 or 1:45:00';
}

/** Seconds in a time written as mm:ss or h:mm:ss, or why it cannot be read. */
export function parseTime(text: string, options: ParseTimeOptions = {}): Outcome<number, TimeErrorCode> {
  const {kind = 'time', allowFraction = false, maxSeconds = DAY_SECONDS} = options;
  const noun = kind === 'pace' ? 'pace' : 'time';
  const layout = kind === 'pace' ? 'm:ss' : 'mm:ss or h:mm:ss';
  const trimmed = text.trim();
  if (trimmed === '') return failure('empty', `Enter a ${noun}, ${examples(kind)}.`);
  const match = PATTERN.exec(trimmed);
  const fraction = match?.[4];
  if (!match || (fraction !== undefined && !allowFraction)) {
    return failure('format', `Write the ${noun} as ${layout}, ${examples(kind)}.`);
  }
  const [, first = '0', second = '0', third] = match;
  const hasHours = third !== undefined;
  const hours = hasHours ? Number(first) : 0;
  const minutes = hasHours ? Number(second) : Number(first);
  const seconds = Number(hasHours ? third : second) + (fraction ? Number(`0.${fraction}`) : 0);
  const secondsText = hasHours ? third : second;
  if (secondsText.length !== 2 || (hasHours && second.length !== 2)) {
    return failure('format', `Write the ${noun} as ${layout} with two-digit seconds, ${examples(kind)}.`);
  }
  if (seconds >= 60) {
    return failure('seconds', `Seconds run from 00 to 59, so “${trimmed}” is not a ${noun}.`);
  }
  if (hasHours && minutes >= 60) {
    return failure('minutes', `In h:mm:ss the minutes run from 00 to 59, so “${trimmed}” is not a ${noun}.`);
  }
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total <= 0) return failure('zero', `A ${noun} must be longer than 0:00.`);
  if (total > maxSeconds) {
    return failure('too-long', `That is longer than ${formatTime(maxSeconds)}; check the ${noun}.`);
  }
  return success(total);
}

/**
 * True for a time written in two parts, "m:ss" ("1:55"), which parseTime reads as minutes and seconds. A
 * runner may have meant hours and minutes: a form can offer that reading when the other is impossible.
 */
export function isMinutesAndSeconds(text: string): boolean {
  const match = PATTERN.exec(text.trim());
  return match !== null && match[3] === undefined && match[4] === undefined;
}

/**
 * A whole number of seconds in words, its parts that are not zero: "1 hour 55 minutes", "1 minute
 * 55 seconds", "3 hours". Rounded to the nearest second; 0 (or less, or not a number) is "0 seconds".
 */
export function formatTimeInWords(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const parts: ReadonlyArray<readonly [number, string]> = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return words.length === 0 ? '0 seconds' : words.join(' ');
}

/**
 * A duration as "h:mm:ss" (or "m:ss" under an hour), rounded to the nearest second, or with `tenths`
 * to the nearest tenth ("8:02.8"). A value that is not a finite, non-negative number shows as an en dash.
 */
export function formatTime(seconds: number, {tenths = false}: {readonly tenths?: boolean} = {}): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  const unit = tenths ? 10 : 1;
  const total = Math.round(seconds * unit);
  const wholeSeconds = Math.floor(total / unit);
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor((wholeSeconds % 3600) / 60);
  const secs = String(wholeSeconds % 60).padStart(2, '0');
  const fraction = tenths ? `.${total % unit}` : '';
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}${fraction}`
    : `${minutes}:${secs}${fraction}`;
}
