/**
 * Reading a number a visitor typed into a calculator field. React-free.
 *
 * A decimal comma reads like a decimal point: phones set to many European locales offer only a comma on the
 * decimal keypad, so "42,5" is 42.5. The one exception is a comma before exactly three digits after a
 * non-zero whole part ("1,200"): that is twelve hundred to an English reader and 1.2 to a German one, and
 * guessing either way could give a wrong result without a word, so it is not read at all and the field asks
 * again. Grouping digits with a point ("1.200") is not recognised: it reads as 1.2, as it always has.
 */

/** An optional sign, then digits with at most one decimal point or comma ("5", "42,5", "12.", ".5"). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
/** Digits grouped in thousands with a comma, or a decimal comma: "1,200" (see the module comment). */
const THOUSANDS_OR_DECIMAL = /^[+-]?[1-9]\d{0,2},\d{3}$/;

/**
 * The number in `text` (spaces around it ignored), written with a decimal point or a decimal comma, or
 * `null` when it is not one plain number: empty, words, two separators, an exponent, "1,200", or too big to
 * be finite. A sign is read, so a field can say that its value cannot be negative rather than not a number.
 */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed) || THOUSANDS_OR_DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
