/**
 * Calendar dates as ISO "yyyy-mm-dd" strings, counted in whole days on the UTC calendar so that adding days
 * never trips over a time zone or a daylight-saving change. React-free.
 */
import {MONTH_NAMES} from '../../lib/format';
import {failure, success, type Outcome} from './outcome';

const DAY_MS = 24 * 60 * 60 * 1000;
/** yyyy-mm-dd, with the longer years a date field also holds (up to 275760: "20266-01-01"). */
const ISO_DATE = /^(\d{4,6})-(\d{2})-(\d{2})$/;
/** yyyy-mm-dd as a date field writes it: no year 0000, no leading zero on a year past 9999. */
const DATE_INPUT_VALUE = /^(?!0000-)(?:\d{4}|[1-9]\d{4,5})-\d{2}-\d{2}$/;

/**
 * Days since 1970-01-01 for a valid ISO date, or an error for text that is not a real calendar date. The
 * message's example is `example` (a yyyy-mm-dd the caller knows to be valid, such as a day ahead of today:
 * a fixed date would one day have passed); without it, the message names the layout.
 */
export function isoToDay(iso: string, example?: string): Outcome<number, 'format'> {
  const match = ISO_DATE.exec(iso.trim());
  const [, y = '', m = '', d = ''] = match ?? [];
  const date = new Date(0);
  // Not Date.UTC, which reads the years 0–99 as 1900–1999.
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  // Not yyyy-mm-dd, or past the last day a Date (and so a date field) holds, 275760-09-13.
  if (!match || Number.isNaN(date.getTime())) {
    return failure(
      'format',
      `Enter the race date as a calendar date, ${example === undefined ? 'as yyyy-mm-dd' : `for example ${example}`}.`,
    );
  }
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  ) {
    return failure('format', `${iso.trim()} is not a date on the calendar.`);
  }
  return success(Math.round(date.getTime() / DAY_MS));
}

/**
 * Whether an `<input type="date">` holds `text` as its value: a real calendar date written yyyy-mm-dd,
 * from 0001-01-01 to 275760-09-13. Given anything else, the field shows empty.
 */
export function isDateInputValue(text: string): boolean {
  return DATE_INPUT_VALUE.test(text) && isoToDay(text).ok;
}

/** The ISO date of a day number. */
export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date where the visitor is (their local calendar), as an ISO string. */
export function localTodayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A day number as "Sun 19 Apr 2026", the same in every time zone and on the server. */
export function formatDay(day: number, {year = true}: {readonly year?: boolean} = {}): string {
  const date = new Date(day * DAY_MS);
  const text = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]?.slice(0, 3)}`;
  return year ? `${text} ${date.getUTCFullYear()}` : text;
}
