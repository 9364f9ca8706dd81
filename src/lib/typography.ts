/**
 * Line-break rules for short texts in narrow places (plan cards, table columns, stacked table cards on a
 * phone): a number stays on the line of its unit, so "14 km" never ends a line with "14" and starts the next
 * with "km", and a number's compound ("5-minute") does not split at its hyphen.
 */

/** No-break space (U+00A0). */
export const NBSP = '\u00a0';
/** Non-breaking hyphen (U+2011): looks like "-", but a line never breaks after it. */
export const NB_HYPHEN = '\u2011';

/** Units a number is written before, with a space, in the site's copy. */
const UNITS = [
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
];

/** A number (or a range such as 18–20, or a time such as 1:30) and the ordinary space before a unit. */
export const NUMBER_SPACE_UNIT = new RegExp(`(\\d) (?=(?:${UNITS.join('|')})(?![\\w-]))`, 'g');

/** `text` with a no-break space between every number and the unit after it: 'builds to 14 km' → 'builds to 14 km'. */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_SPACE_UNIT, `$1${NBSP}`);
}

/** A number's compound that never splits at its hyphen: (5, 'minute') → '5‑minute' (U+2011). */
export function numberCompound(value: number | string, word: string): string {
  return `${value}${NB_HYPHEN}${word}`;
}
