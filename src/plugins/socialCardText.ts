/**
 * The social cards' text: the one font, how wide a string is in it, escaping for SVG, and wrapping a
 * title into at most three lines that fit. Pure functions, unit-tested with the card (socialCardSvg.ts).
 */

/**
 * The one font of the cards: DejaVu Sans Bold, from Debian's fonts-dejavu-core (installed by
 * scripts/ensure-fonts.sh), which librsvg finds through fontconfig. The fallbacks only apply on machines
 * without it, where cards still render but not pixel-identical.
 */
export const CARD_FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/**
 * Advance widths of DejaVu Sans Bold in thousandths of an em for the printable ASCII range (32-126),
 * read from the font's hmtx table. SVG text does not wrap, so lines are measured with these; kerning only
 * makes the real line a little narrower.
 */
const ASCII_WIDTHS = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696,
  696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372,
  372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838,
  500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595,
  478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
const OTHER_WIDTHS: Record<string, number> = {
  '‘': 380,
  '’': 380,
  '“': 657,
  '”': 657,
  '–': 500,
  '—': 1000,
  '…': 1000,
  '·': 380,
};
/** Anything else (accented letters, other scripts): a little wider than most Latin letters. */
const FALLBACK_WIDTH = 780;

/** Width of `text` in em when drawn in DejaVu Sans Bold. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += (code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32] : OTHER_WIDTHS[ch]) ?? FALLBACK_WIDTH;
  }
  return width / 1000;
}

/** Escapes text for an SVG element or attribute, dropping characters XML does not allow at all. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Cuts `text` to fit `maxWidth` px at `fontSize`, ending in an ellipsis. */
function truncate(text: string, fontSize: number, maxWidth: number): string {
  const chars = [...text];
  while (chars.length > 0 && textWidthEm(`${chars.join('').trimEnd()}…`) * fontSize > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Greedy word wrap at `fontSize` into lines no wider than `maxWidth` px. A word wider than a line on its
 * own is cut with an ellipsis, so no line ever overflows.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const fits = (line: string) => textWidthEm(line) * fontSize <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) line = candidate;
    else {
      if (line) lines.push(line);
      line = fits(word) ? word : truncate(word, fontSize, maxWidth);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TitleLayout {
  readonly fontSize: number;
  readonly lines: readonly string[];
}

export const TITLE_MAX_LINES = 3;
const TITLE_SIZES = [76, 72, 68, 64, 60, 56, 52, 48];

/**
 * The largest font size at which the title fits in three lines of `maxWidth` px; a title too long even
 * at the smallest size keeps three lines, the last one ending in an ellipsis.
 */
export function layoutTitle(title: string, maxWidth: number): TitleLayout {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrapText(title, fontSize, maxWidth);
    if (lines.length <= TITLE_MAX_LINES) return {fontSize, lines};
  }
  const fontSize = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 48;
  const lines = wrapText(title, fontSize, maxWidth);
  const kept = lines.slice(0, TITLE_MAX_LINES - 1);
  // The last line takes whole words while they fit with the ellipsis.
  let last = '';
  for (const word of lines
    .slice(TITLE_MAX_LINES - 1)
    .join(' ')
    .split(' ')) {
    const candidate = last ? `${last} ${word}` : word;
    if (textWidthEm(`${candidate}…`) * fontSize > maxWidth) break;
    last = candidate;
  }
  const tail = last
    ? `${last.replace(/[\s,;:.–—-]+$/, '')}…`
    : truncate(lines[TITLE_MAX_LINES - 1] ?? '', fontSize, maxWidth);
  return {fontSize, lines: [...kept, tail]};
}
