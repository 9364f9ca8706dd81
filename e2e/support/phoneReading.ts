/*
 * Phone reading quality, measured inside the page (run with page.evaluate). Self-contained: Playwright
 * sends the function's source to the browser, so it uses nothing from outside its own body.
 *
 * Rules (each problem names the element and the measurement):
 *  1. page:    the document never scrolls sideways (scrollWidth <= the viewport's width).
 *  2. table:   every visible table fits the box it sits in, or sits in a signalled scroller (2c);
 *     2a. no table hides columns to the side while one of its rows is taller than MAX_ROW_PX;
 *     2b. no cell of prose (two words or more, at least 20 characters) is narrower than MIN_TEXT_CELL_PX;
 *     2c. a table wider than its box is inside a horizontal scroll container that is keyboard-focusable
 *         (tabindex 0), named (role group or region with an aria-label) and visibly signalled: it paints
 *         CSS scroll shadows (a gradient background with background-attachment: local) and nothing opaque
 *         inside it covers its inline-end edge, where the shadow shows that more is hidden;
 *     2d. a table's caption is read without scrolling: no line of it reaches past the visible width of
 *         the box the table sits in (a caption inside a scroller is as wide as the table, so its end
 *         would be hidden with the columns).
 *  3. clip:    no text is cut off by a box with overflow hidden or clip: no line of text reaches more than
 *     1 px outside such a box. Exempt: visually hidden text (1x1 px boxes, clip rect), and a single line
 *     ended with an ellipsis whose full text is the element's title or accessible name.
 *     3b. spill: no line of text reaches more than 1 px out of the side of the box it is laid out in (its
 *     nearest ancestor that is not inline) when that box lets it show: text that spills over runs into
 *     the next column or card (a word too long for a grid column). Exempt: text inside a scroller that
 *     scrolls sideways (one whose content fits, such as a wide table's phone layout, exempts nothing), boxes
 *     that clip (rule 3 covers those), and text in an SVG, placed by coordinates inside an SVG that clips it.
 *  4. target:  every visible link, button, input, select, summary and [role=button] is at least 24x24
 *     CSS px (WCAG 2.5.8), or meets one of its exceptions:
 *     - spacing: a 24 px circle centred on it intersects no other target and no other undersized
 *       target's circle;
 *     - inline: it is an inline link or control in a block of text that has words of its own (a link in
 *       a sentence), so its height is set by the line of text.
 *     Targets entirely outside the viewport's width (skip links waiting for focus, off-screen honeypots)
 *     are not pointer targets and are skipped.
 *  5. pill:    a label drawn as a pill (a tinted or bordered box whose corner radius is at least half its
 *     height) holds at most MAX_PILL_LINES lines: a pill label that wraps further reads as a lozenge with
 *     its text squeezed into the middle. Such a label needs a radius that stays a pill on one line and
 *     becomes a rounded box when it wraps (a fixed radius, not 999px or 50%).
 *  6. svg text: text drawn in an inline SVG (a chart's labels) is at least MIN_SVG_TEXT_PX tall on screen.
 *     An SVG scales its text with its viewBox, so a chart drawn for a desktop and shrunk to a phone's
 *     width draws 13 px labels 5-6 px tall, and no other rule sees it.
 *  7. unit:    a number and its unit ("14 km", "60 bpm", "5:10 /km"), a label and its number ("VDOT 50",
 *     "zone 2") and a number range ("18–20 km", "5:10–5:30") are never split across two lines: a narrow
 *     column that ends a line with "60" and starts the next with "bpm", or ends one with "18–" and starts
 *     the next with "20 km", reads as two things. The units, labels and joiners are src/lib/typography.ts's,
 *     which joins them (a no-break space; a word joiner after a range's dash) in the site's components
 *     and, by a remark plugin, in the docs and articles.
 *  8. compound: in a heading, a term (dt) or a summary (an FAQ's question), a hyphenated compound
 *     ("post-run", "money-back", "early-access") is never split at its hyphen: "A sample post- / run
 *     analysis" reads as two words. src/lib/compounds.ts keeps them whole in the site's components and,
 *     by a remark plugin, in the headings of the docs and articles.
 */
import {COMPOUND} from '../../src/lib/compounds';
import {LABELS_BEFORE_NUMBERS, UNITS, WORD_JOINER} from '../../src/lib/typography';

export const MAX_ROW_PX = 200;
export const MIN_TEXT_CELL_PX = 100;
export const MIN_TARGET_PX = 24;
export const MAX_PILL_LINES = 2;
export const MIN_SVG_TEXT_PX = 10;

export interface PhoneReadingLimits {
  readonly maxRowPx: number;
  readonly minTextCellPx: number;
  readonly minTargetPx: number;
  readonly maxPillLines: number;
  readonly minSvgTextPx: number;
  /** Source of a regular expression (flags gu) matching a number and its unit, or a label and its number. */
  readonly numberUnitPattern: string;
  /** Source of a regular expression (flags gu) matching a hyphenated compound (src/lib/compounds.ts). */
  readonly compoundPattern: string;
}

/**
 * A number range ('18–20', with or without the word joiner that keeps it whole) with its unit if it has one,
 * a number and its unit, or a label and its number. Any space between them, the no-break space included:
 * rule 7 measures where the line actually breaks.
 */
const numberUnitPattern = (units: readonly string[], labels: readonly string[]): string => {
  const number = '[\\d.:]*\\d';
  const unit = `\\s+(?:${units.join('|')})(?![\\p{L}\\p{N}_-])`;
  return `${number}(?:(?:–${WORD_JOINER}?${number})+(?:${unit})?|${unit})|(?<![\\p{L}\\p{N}_-])(?:${labels.join('|')})\\s+\\d[\\d.]*`;
};

export const LIMITS: PhoneReadingLimits = {
  maxRowPx: MAX_ROW_PX,
  minTextCellPx: MIN_TEXT_CELL_PX,
  minTargetPx: MIN_TARGET_PX,
  maxPillLines: MAX_PILL_LINES,
  minSvgTextPx: MIN_SVG_TEXT_PX,
  numberUnitPattern: numberUnitPattern(UNITS, LABELS_BEFORE_NUMBERS),
  compoundPattern: COMPOUND.source,
};

/** Opens every <details> (answers, weekly values) so what they hold is measured too. */
export function openAllDetails(): void {
  // The FAQ closes the other answers when one opens (a toggle handler and the shared `name`): keep its
  // handler from seeing these toggles and drop the names, so every answer stays open.
  window.addEventListener('toggle', (event) => event.stopPropagation(), true);
  for (const details of document.querySelectorAll('details')) {
    details.removeAttribute('name');
    details.open = true;
  }
}

export function phoneReadingProblems(limits: PhoneReadingLimits): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const px = (value: number) => `${Math.round(value * 10) / 10} px`;

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.name) : null) ??
      element.textContent ??
      '';
    const text = name.replace(/\s+/g, ' ').trim().slice(0, 50);
    const heading = (() => {
      // The section it is in, so a reader can find it on a long page.
      let node: Element | null = element;
      while (node) {
        let sibling: Element | null = node.previousElementSibling;
        while (sibling) {
          if (/^H[1-4]$/.test(sibling.tagName)) return sibling.textContent?.trim().slice(0, 40) ?? '';
          const inner = sibling.querySelectorAll('h1, h2, h3, h4');
          const last = inner[inner.length - 1];
          if (last) return last.textContent?.trim().slice(0, 40) ?? '';
          sibling = sibling.previousElementSibling;
        }
        node = node.parentElement;
      }
      return '';
    })();
    return `<${tag}${id}${classes}> "${text}"${heading ? ` (under "${heading}")` : ''}`;
  };

  const isVisuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) return true;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };

  const isShown = (element: Element): boolean => {
    if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !isVisuallyHidden(element);
  };

  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const clips = (value: string) => value === 'hidden' || value === 'clip';

  // 1. The page never scrolls sideways.
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (pageWidth > viewportWidth) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.right <= viewportWidth + 1 || !isShown(element)) return false;
        // Fixed boxes (the skip link waiting off-screen for focus) do not widen the page.
        if (getComputedStyle(element).position === 'fixed') return false;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (scrolls(style.overflowX) || clips(style.overflowX)) return false;
        }
        return true;
      })
      // The outermost offenders name the cause; their children only repeat it.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 5)
      .map((element) => `${describe(element)} reaches ${px(element.getBoundingClientRect().right)}`);
    problems.push(
      `page: scrolls sideways: ${px(pageWidth)} wide in a ${px(viewportWidth)} viewport; ${wide.join('; ')}`,
    );
  }

  // 2. Tables.
  for (const table of document.querySelectorAll('table')) {
    if (!isShown(table)) continue;
    const label = describe(table.querySelector('caption') ?? table);
    let box: HTMLElement | null = table.parentElement;
    while (box && box !== document.body) {
      const style = getComputedStyle(box);
      if (scrolls(style.overflowX) || clips(style.overflowX)) break;
      box = box.parentElement;
    }
    const container = box && box !== document.body ? box : null;
    const available = container
      ? container.getBoundingClientRect().left + container.clientLeft + container.clientWidth
      : viewportWidth;
    const tableRect = table.getBoundingClientRect();
    const caption = table.querySelector('caption');
    if (caption && isShown(caption)) {
      const range = document.createRange();
      range.selectNodeContents(caption);
      const reach = Math.max(...[...range.getClientRects()].map((r) => r.right));
      if (reach > available + 1) {
        problems.push(
          `table: ${label} has a caption that reaches ${px(reach - available)} past the visible width, hidden until scrolled`,
        );
      }
    }
    const hidden = tableRect.right - available;
    const hidesColumns = hidden > 1;
    if (hidesColumns) {
      const rowHeights = [...table.rows].map((row) => row.getBoundingClientRect().height);
      const tallest = Math.max(...rowHeights);
      if (tallest > limits.maxRowPx) {
        problems.push(
          `table: ${label} hides ${px(hidden)} of its ${px(tableRect.width)} to the side while its tallest row is ${px(tallest)} (limit ${limits.maxRowPx} px)`,
        );
      }
      const style = container ? getComputedStyle(container) : null;
      const missing: string[] = [];
      if (!container || !style || !scrolls(style.overflowX)) missing.push('no horizontal scroll container');
      if (container) {
        if (container.tabIndex < 0) missing.push('scroller not keyboard-focusable');
        const role = container.getAttribute('role');
        if (!(role === 'group' || role === 'region') || !container.getAttribute('aria-label')?.trim())
          missing.push('scroller has no role group/region with an aria-label');
        if (!style?.backgroundImage.includes('gradient') || !style.backgroundAttachment.includes('local')) {
          missing.push('scroller paints no scroll shadow (gradient, background-attachment: local)');
        } else {
          const rect = container.getBoundingClientRect();
          const x = rect.left + container.clientLeft + container.clientWidth - 4;
          const y = rect.top + Math.min(rect.height / 2, 60);
          const cover = document
            .elementsFromPoint(x, y)
            .filter((element) => container.contains(element) && element !== container)
            .find((element) => {
              const color = getComputedStyle(element).backgroundColor;
              const alpha = /rgba?\([^)]*?,\s*([\d.]+)\)/.exec(color)?.[1];
              return color !== 'transparent' && (alpha === undefined || Number(alpha) > 0.5);
            });
          if (cover) missing.push(`its scroll shadow is covered by the opaque ${describe(cover)}`);
        }
      }
      if (missing.length > 0) {
        problems.push(
          `table: ${label} is ${px(tableRect.width)} wide and hides ${px(hidden)} to the side without a signalled scroller: ${missing.join(', ')}`,
        );
      }
    }
    for (const cell of table.querySelectorAll('th, td')) {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.split(' ').length < 2 || text.length < 20 || !isShown(cell)) continue;
      const width = cell.getBoundingClientRect().width;
      if (width < limits.minTextCellPx) {
        problems.push(
          `table: ${label} squeezes the cell "${text.slice(0, 40)}" to ${px(width)} wide (at least ${limits.minTextCellPx} px)`,
        );
        break;
      }
    }
  }

  // 3. No clipped text.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const clipX = clips(style.overflowX);
    const clipY = clips(style.overflowY);
    if (!clipX && !clipY) continue;
    if (!isShown(element)) continue;
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    const right = left + element.clientWidth;
    const bottom = top + element.clientHeight;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let worst: {text: string; by: number; side: string} | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !isShown(parent)) continue;
      // A scroller inside the box handles its own overflow.
      let inner = false;
      for (let up: Element | null = parent; up && up !== element; up = up.parentElement) {
        if (scrolls(getComputedStyle(up).overflowX)) inner = true;
      }
      if (inner) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        const overs: Array<[string, number]> = [];
        if (clipX) overs.push(['right', r.right - right], ['left', left - r.left]);
        if (clipY) overs.push(['bottom', r.bottom - bottom], ['top', top - r.top]);
        for (const [side, by] of overs) {
          if (by > 1 && (!worst || by > worst.by)) worst = {text, by, side};
        }
      }
    }
    if (!worst) continue;
    const title = element.getAttribute('title') ?? element.getAttribute('aria-label') ?? '';
    const ellipsis =
      style.textOverflow === 'ellipsis' &&
      style.whiteSpace === 'nowrap' &&
      title.replace(/\s+/g, ' ').trim() === (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (ellipsis) continue;
    problems.push(
      `clip: ${describe(element)} (overflow ${style.overflowX}/${style.overflowY}) cuts off "${worst.text.slice(0, 40)}" by ${px(worst.by)} at the ${worst.side}`,
    );
  }

  // 3b. No text spilling out of the side of its box.
  const spilled = new Set<Element>();
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || !isShown(parent)) continue;
    let box: Element | null = parent;
    while (box && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
    if (!box || spilled.has(box)) continue;
    // Text in an SVG is placed by coordinates, not laid out in a box, and its SVG clips it (rule 3 and 6
    // cover it); an SVG element's clientWidth is in its own user units, not the screen's.
    if (box instanceof SVGElement) continue;
    const boxStyle = getComputedStyle(box);
    if (clips(boxStyle.overflowX) || scrolls(boxStyle.overflowX)) continue;
    // Text in a scroller that scrolls sideways is read by scrolling; a scroller with nothing hidden (a wide
    // table's phone layout, which fits) exempts nothing.
    let inScroller = false;
    for (let up: Element | null = box.parentElement; up; up = up.parentElement) {
      if (scrolls(getComputedStyle(up).overflowX) && up.scrollWidth > up.clientWidth + 1) inScroller = true;
    }
    if (inScroller) continue;
    const rect = box.getBoundingClientRect();
    const left = rect.left + box.clientLeft;
    const right = left + box.clientWidth;
    const range = document.createRange();
    /** How far the range's lines reach out of the box, on either side. */
    const reach = () =>
      [...range.getClientRects()]
        .filter((r) => r.width > 0 && r.height > 0)
        .reduce((most, r) => Math.max(most, r.right - right, left - r.left), 0);
    range.selectNodeContents(node);
    if (reach() <= 1) continue;
    // A preserved space at a soft wrap (white-space: pre-wrap) hangs past the box unseen: measure again
    // with the visible characters only.
    let by = 0;
    const content = node.textContent ?? '';
    for (let index = 0; index < content.length; index += 1) {
      if (/\s/.test(content.charAt(index))) continue;
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      by = Math.max(by, reach());
    }
    if (by <= 1) continue;
    spilled.add(box);
    problems.push(`spill: "${text.slice(0, 40)}" reaches ${px(by)} out of the side of ${describe(box)}`);
  }

  // 4. Touch targets.
  const targets = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    ),
  ].filter((element) => {
    if (!isShown(element)) return false;
    const rect = element.getBoundingClientRect();
    return rect.right > 0 && rect.left < viewportWidth;
  });
  // A target inside another target (an icon inside a link) is the same target.
  const outer = targets.filter(
    (element) => !targets.some((other) => other !== element && other.contains(element)),
  );
  const boxes = outer.map((element) => {
    // The area that takes the tap: the element and what it holds (an inline link around a block image).
    const rects = [element, ...element.querySelectorAll('*')]
      .map((node) => node.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const rect = new DOMRect(
      Math.min(...rects.map((r) => r.left)),
      Math.min(...rects.map((r) => r.top)),
      Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left)),
      Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)),
    );
    return {
      element,
      left: rect.left + window.scrollX,
      top: rect.top + window.scrollY,
      right: rect.right + window.scrollX,
      bottom: rect.bottom + window.scrollY,
      width: rect.width,
      height: rect.height,
      cx: rect.left + window.scrollX + rect.width / 2,
      cy: rect.top + window.scrollY + rect.height / 2,
    };
  });
  const min = limits.minTargetPx - 0.5;
  const small = new Set(boxes.filter((box) => box.width < min || box.height < min));

  const inSentence = (element: HTMLElement): boolean => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block: HTMLElement | null = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let own = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent?.closest('a, button, summary, [role="button"]')) continue;
      own += ` ${node.textContent ?? ''}`;
    }
    // Words of its own, not only separators or punctuation between links.
    return (own.match(/[\p{L}\p{N}]{2,}/gu) ?? []).length >= 2;
  };

  for (const box of small) {
    if (inSentence(box.element)) continue;
    const radius = limits.minTargetPx / 2;
    const clash = boxes.find((other) => {
      if (other === box) return false;
      const dx = Math.max(other.left - box.cx, 0, box.cx - other.right);
      const dy = Math.max(other.top - box.cy, 0, box.cy - other.bottom);
      if (Math.hypot(dx, dy) < radius) return true;
      return small.has(other) && Math.hypot(other.cx - box.cx, other.cy - box.cy) < 2 * radius;
    });
    if (!clash) continue;
    problems.push(
      `target: ${describe(box.element)} is ${px(box.width)} x ${px(box.height)} (at least ${limits.minTargetPx} x ${limits.minTargetPx}) and too close to ${describe(clash.element)} for the spacing exception`,
    );
  }

  // 5. Pill-shaped labels that wrap.
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(element.textContent ?? '').trim() || !isShown(element)) continue;
    const style = getComputedStyle(element);
    const painted =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0);
    if (!painted) continue;
    const rect = element.getBoundingClientRect();
    // A percentage radius is relative to the box: 50% on a box wider than tall rounds off its short sides.
    const radius = style.borderTopLeftRadius.endsWith('%')
      ? (parseFloat(style.borderTopLeftRadius) / 100) * Math.min(rect.width, rect.height)
      : parseFloat(style.borderTopLeftRadius);
    if (!(radius >= rect.height / 2 - 0.5)) continue;
    const lineHeight =
      style.lineHeight === 'normal' ? 1.2 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
    const inner =
      rect.height -
      parseFloat(style.paddingTop) -
      parseFloat(style.paddingBottom) -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth);
    const lines = Math.round(inner / lineHeight);
    if (lines > limits.maxPillLines) {
      problems.push(
        `pill: ${describe(element)} is a pill (radius ${style.borderTopLeftRadius}, ${px(rect.height)} tall) holding ${lines} lines of text (at most ${limits.maxPillLines})`,
      );
    }
  }

  // 6. Text in inline SVGs: its font size times the scale its SVG is drawn at.
  for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
    if (!(text.textContent ?? '').trim() || !isShown(text)) continue;
    const matrix = text.getScreenCTM();
    if (!matrix) continue;
    const scale = Math.hypot(matrix.a, matrix.b);
    const size = parseFloat(getComputedStyle(text).fontSize) * scale;
    if (size < limits.minSvgTextPx - 0.05) {
      problems.push(
        `svg text: "${(text.textContent ?? '').trim().slice(0, 40)}" is drawn ${px(size)} tall (at least ${limits.minSvgTextPx} px)`,
      );
    }
  }

  // 7. A number split from its unit, a label from its number, or a range at its dash, at the end of a line.
  // Matched over the text of a run of nodes that flow together as one line box's text: server-rendered
  // React writes "19<!-- --> km" (two text nodes), and "<strong>19</strong> km" is one phrase too. A run
  // ends at anything that does not flow inline with it: a block, an inline-block (its text wraps inside its
  // own box), a line break, an image or SVG, or hidden text.
  const numberUnit = new RegExp(limits.numberUnitPattern, 'gu');
  const flowsInline = (element: Element): boolean => {
    if (/^(BR|IMG|SVG|svg|INPUT|SELECT|TEXTAREA|BUTTON|VIDEO|IFRAME|CANVAS|WBR)$/.test(element.tagName))
      return false;
    const display = getComputedStyle(element).display;
    return display === 'inline' || display === 'contents';
  };
  type Piece = {node: Text; from: number};
  type Run = {text: string; pieces: Piece[]; block: Element | null};
  const runs: Run[] = [];
  let run: Run | null = null;
  const end = () => {
    if (run) runs.push(run);
    run = null;
  };
  // No filter callback: with JavaScript off, the page cannot call back into a script's function.
  const unitWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = unitWalker.nextNode(); node; node = unitWalker.nextNode()) {
    if (node instanceof Element) {
      // Entering an element that does not flow inline ends the run; leaving one shows as the next text
      // node having another block around it (below).
      if (!flowsInline(node)) end();
      continue;
    }
    const parent = node.parentElement;
    if (
      !(node instanceof Text) ||
      !parent ||
      parent.closest('svg, script, style, noscript, template') ||
      !isShown(parent)
    ) {
      end();
      continue;
    }
    let block: Element | null = parent;
    while (block && flowsInline(block)) block = block.parentElement;
    const current: Run = run?.block === block ? run : {text: '', pieces: [], block};
    if (current !== run) end();
    current.pieces.push({node, from: current.text.length});
    current.text += node.data;
    run = current;
  }
  end();
  // The piece holding an offset; an end offset on a boundary stays in the earlier piece.
  const at = (pieces: readonly Piece[], offset: number, isEnd: boolean): [Text, number] => {
    const piece =
      [...pieces]
        .reverse()
        .find((candidate) => (isEnd ? candidate.from < offset : candidate.from <= offset)) ?? pieces[0];
    if (!piece) throw new Error('a run has at least one text node');
    return [piece.node, offset - piece.from];
  };
  // 8. In a heading, a term or a question's summary, the same for a hyphenated compound: "A sample post- / run analysis".
  const compound = new RegExp(limits.compoundPattern, 'gu');
  for (const {text, pieces, block} of runs) {
    const titled = block?.closest('h1, h2, h3, h4, h5, h6, dt, summary') != null;
    const matches = [
      ...[...text.matchAll(numberUnit)].map((match) => ({match, rule: 'unit'})),
      ...(titled ? [...text.matchAll(compound)].map((match) => ({match, rule: 'compound'})) : []),
    ];
    for (const {match, rule} of matches) {
      const range = document.createRange();
      range.setStart(...at(pieces, match.index, false));
      range.setEnd(...at(pieces, match.index + match[0].length, true));
      // Two lines, not one line of mixed sizes: text of two sizes on one line shares a baseline, so the
      // middles of its boxes differ by far less than half a box's height; a second line's by a whole line.
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const middles = rects.map((r) => r.top + r.height / 2);
      const lineApart = Math.min(...rects.map((r) => r.height)) / 2;
      if (rects.length < 2 || Math.max(...middles) - Math.min(...middles) < lineApart) continue;
      const around = text.slice(Math.max(0, match.index - 24), match.index + match[0].length + 8);
      const parent = at(pieces, match.index, false)[0].parentElement ?? document.body;
      problems.push(
        `${rule}: "${match[0].replace(/\s+/g, ' ')}" is split across two lines in "${around.replace(/\s+/g, ' ').trim()}" in ${describe(parent)}`,
      );
    }
  }

  return problems;
}
