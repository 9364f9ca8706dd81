/**
 * Hyphenated compounds kept on one line in headings and short labels: "money-back", "post-run",
 * "Weekly-adjusting" would otherwise break after the hyphen in a narrow column ("A sample post- / run
 * analysis"). The text itself is unchanged (an ordinary hyphen, so search still reads "post-run" as the words
 * it is); each compound is wrapped in an element of the global `no-break` class (src/css/custom.css).
 */
import {createElement, type ReactNode} from 'react';

/** The global class that keeps an element's text on one line (src/css/custom.css). */
export const NO_BREAK_CLASS = 'no-break';

/** A word with one or more inner hyphens: letters and digits on both sides ("30-day", "acute-to-chronic"). */
export const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** `text` as pieces: plain runs as they are, each compound as `{compound}`. */
export function splitCompounds(text: string): Array<string | {readonly compound: string}> {
  const pieces: Array<string | {readonly compound: string}> = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({compound: match[0]});
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** A heading's or a label's text with each compound in a no-break span; anything but a string is kept. */
export function keepCompounds(node: ReactNode): ReactNode {
  if (typeof node !== 'string') return node;
  const pieces = splitCompounds(node);
  if (pieces.every((piece) => typeof piece === 'string')) return node;
  return pieces.map((piece, index) =>
    typeof piece === 'string'
      ? piece
      : // The pieces of one text never change order: the index is the piece's identity.
        createElement('span', {key: index, className: NO_BREAK_CLASS}, piece.compound),
  );
}
