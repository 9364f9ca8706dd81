/**
 * Text helpers shared by the scripts that draw the site's images as SVG (feature screens, article
 * covers) before sharp rasterises them.
 */

/** Escapes text for use inside an SVG element or attribute. */
export function escapeXml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Rough advance width of a line in em, from per-class character widths of the font it is drawn in
 * (SVG text does not wrap, and the scripts do not load font metrics).
 */
export function estimateWidthEm(text, widths) {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += widths.space;
    else if ("il.,:;'!|()".includes(ch)) w += widths.narrow;
    else if ('fjrt'.includes(ch)) w += widths.slim;
    else if ('mwMW'.includes(ch)) w += widths.wide;
    else if (ch >= 'A' && ch <= 'Z') w += widths.capital;
    else w += widths.other;
  }
  return w;
}

/** Greedy word wrap: a word moves to the next line when `tooWide(line)` says the line would overflow. */
export function wrapWords(text, tooWide) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && tooWide(candidate)) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
