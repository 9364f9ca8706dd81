/**
 * Line-break rules for short texts in narrow places (plan cards, table columns, stacked table cards on a
 * phone): a number stays on the line of its unit, so "14 km" never ends a line with "14" and starts the next
 * with "km", and a number's compound ("5-minute") does not split at its hyphen.
 */
import type {ReactNode} from 'react';

/** No-break space (U+00A0). */
export const NBSP = '\u00a0';
/** Non-breaking hyphen (U+2011): looks like "-", but a line never breaks after it. */
export const NB_HYPHEN = '\u2011';
/** Word joiner (U+2060): invisible and unspoken; no line break on either side of it. */
export const WORD_JOINER = '\u2060';

/** Units a number is written before, with a space, in the site's copy. */
export const UNITS: readonly string[] = [
  'km',
  'm',
  'mi',
  'min',
  'minutes',
  'minute',
  's',
  'seconds',
  'h',
  'hours',
  'hour',
  'bpm',
  'g',
  'kg',
  'ml',
  'kcal',
  '/km',
  '/mi',
  'rTSS',
  'TSS',
  // Spans of time: "12 / months" at a line's end reads as a number and a word, not one span.
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
];

/** Labels written before a number, with a space: "VDOT 50" and "zone 2" each read as one thing. */
export const LABELS_BEFORE_NUMBERS: readonly string[] = ['VDOT', 'zone', 'Zone'];

/** Regular-expression source: a unit comes next (as a whole word). */
export const UNIT_AHEAD = `(?=(?:${UNITS.join('|')})(?![\\w-]))`;

/** Regular-expression source: a label such as VDOT, as a whole word, captured. */
export const LABEL = `(?<![\\w-])(${LABELS_BEFORE_NUMBERS.join('|')})`;

/** A number (or a range such as 18–20, or a time such as 1:30) and the ordinary space before a unit. */
export const NUMBER_SPACE_UNIT = new RegExp(`(\\d) ${UNIT_AHEAD}`, 'g');

/** The ordinary space between a label such as VDOT and the number after it. */
export const LABEL_SPACE_NUMBER = new RegExp(`${LABEL} (?=\\d)`, 'g');

/**
 * The en dash of a number range ('18–20', '5:10–5:30', '0.8–1.3'). Browsers may break a line after an en
 * dash, which leaves '18–' at the end of one line and '20 km' at the start of the next: a word joiner after
 * the dash keeps the range whole. The site writes every range with the en dash (src/lib/format.ts formatRange).
 */
export const RANGE_DASH = /(\d)–(?=\d)/g;

/** The spaces around a times sign between numbers ('5 × 1 km', '2 × 20 m'): a repeat reads as one thing. */
export const TIMES_SPACES = /(\d) × (?=\d)/g;

/**
 * `text` with a no-break space between every number and the unit after it ('builds to 14 km' → 'builds to
 * 14 km'), and between a label and its number ('VDOT 50'), and a number range that never breaks at its dash
 * ('18–20', with a word joiner after the dash), and a repeat such as '5 × 1 km' held together. Used by the shared text components and by
 * the remark plugin of the docs and articles (src/plugins/remarkNumbersWithUnits.ts), so a writer types an
 * ordinary space.
 */
export function keepNumbersWithUnits(text: string): string {
  return joinNumberRanges(
    text
      .replace(NUMBER_SPACE_UNIT, `$1${NBSP}`)
      .replace(LABEL_SPACE_NUMBER, `$1${NBSP}`)
      .replace(TIMES_SPACES, `$1${NBSP}×${NBSP}`),
  );
}

/**
 * `text` with a word joiner after the en dash of every number range ('1–10' → '1–⁠10'); a range already
 * joined is left as it is. Also how the search box reads a query (src/plugins/dependencyEdits.ts): the
 * search index is built from the pages' text, where a range holds the joiner, so a range typed or pasted
 * into the box is read the same way and finds them.
 */
export function joinNumberRanges(text: string): string {
  return text.replace(RANGE_DASH, `$1–${WORD_JOINER}`);
}

/** keepNumbersWithUnits for a text prop that may also be markup: a string is joined, anything else is kept. */
export function keepUnits(node: ReactNode): ReactNode {
  return typeof node === 'string' ? keepNumbersWithUnits(node) : node;
}

/** A number's compound that never splits at its hyphen: (5, 'minute') → '5‑minute' (U+2011). */
export function numberCompound(value: number | string, word: string): string {
  return `${value}${NB_HYPHEN}${word}`;
}
