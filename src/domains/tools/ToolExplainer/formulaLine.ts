import {keepNumbersWithUnits, NBSP} from '@site/src/lib/typography';

/** A bracketed group this short ("(D2 / D1)", "(1–10)") is read as one term and kept on one line. */
const SHORT_GROUP = 16;

/**
 * A formula line as a phone's narrow box should wrap it: a binary operator (+ − × / ·) keeps its right
 * operand on its line, so a wrapped line starts with the operator ("+ 0.2989558·e^(…)") and never ends
 * with it or leaves it alone; a short bracketed group stays whole; and, as in prose, a number keeps its
 * unit. The line may still break after "=" and between terms.
 */
export function formulaLine(line: string): string {
  return keepNumbersWithUnits(line)
    .replace(/ ([+−×/·]) /g, ` $1${NBSP}`)
    .replace(/\([^()]*\)/g, (group) => (group.length <= SHORT_GROUP ? group.replace(/ /g, NBSP) : group));
}

/**
 * `formulaLine(line)` cut after each product dot that is not inside a short bracketed group ("4·" |
 * "0.000104·" | "(4.60 + f·VDOT)", but "e^(−0.012778·t)" whole): the places where a term too long for a
 * phone's line may break, shown with <wbr> between the pieces (nothing is added to the text a reader
 * copies).
 */
export function formulaPieces(line: string): string[] {
  const text = formulaLine(line);
  // Where each short group starts and ends: a dot between them stays.
  const kept = new Set<number>();
  for (const group of text.matchAll(/\([^()]*\)/g)) {
    if (group[0].length > SHORT_GROUP) continue;
    for (let i = group.index; i < group.index + group[0].length; i += 1) kept.add(i);
  }
  const pieces: string[] = [];
  let start = 0;
  [...text].forEach((character, index) => {
    if (character !== '·' || kept.has(index)) return;
    pieces.push(text.slice(start, index + 1));
    start = index + 1;
  });
  return [...pieces, text.slice(start)].filter(Boolean);
}
