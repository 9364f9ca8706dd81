/**
 * A remark plugin for the docs and the articles: the first Markdown block of a body that starts below a
 * phone's first screen gets the attribute `data-after-first-screen`. Until the first paint, a phone skips it
 * and every block after it (src/css/custom.css), so the first frame lays out the first screen's text, not
 * the rest of a long page. Nothing else changes: no box around the blocks, no change to the text.
 *
 * Where a block starts is estimated from its text, on the low side. A block the mark skips must be below the
 * first screen of every phone held upright, or the first paint would show that screen without it for a
 * frame: e2e/tests/offscreen.spec.ts checks every documentation page and article at five phone sizes.
 * Not a component, which would have to pass the attribute on to its element; a Markdown table is marked, and
 * its component (src/components/MdxTable) passes the attribute on to its outermost element. A list of cards
 * that starts on the first screen and runs far below it (ITEM_MIN_PX) is told, in the prop
 * FIRST_ITEM_AFTER_SCREEN_PROP, which of its items starts below, and marks that item: a phone skips it and
 * the items after it too. Runs after every other remark plugin but remarkStaticBody.ts, which may wrap a
 * list of cards in a box-less KeptContent: the rule reaches its cards through that wrapper too.
 */

import {AFTER_FIRST_SCREEN_ATTRIBUTE} from '../config/headTags';

/** The part of an mdast node (with MDX's node types) this plugin reads and writes. */
export interface BlockNode {
  type: string;
  value?: string;
  name?: string | null;
  /** A JSX element's attributes (mdast-util-mdx-jsx): a list of ITEM_MIN_PX gets one more here. */
  attributes?: unknown[];
  data?: {hProperties?: Record<string, unknown>};
  children?: BlockNode[];
}

export interface BlockRoot extends BlockNode {
  type: 'root';
  children: BlockNode[];
}

/** An attribute, so a list keeps matching the theme's `ul:not([class])`. */
export {AFTER_FIRST_SCREEN_ATTRIBUTE};

/**
 * Blocks Markdown writes as one element of the body, and tables, whose component puts the mark on the
 * element that wraps them; not a code block, which the theme puts inside elements of its own.
 */
const MARKABLE = new Set(['paragraph', 'heading', 'list', 'blockquote', 'thematicBreak', 'table']);

/**
 * How far down the body, in CSS pixels on a phone, a block must start to be skipped: about the tallest phone
 * screen the browser tests use (932 px); the page's header and title above the body are the margin.
 */
export const FIRST_SCREEN_PX = 900;

/**
 * Characters on a line of body text in the widest phone's column (430 px), and its height; a heading's are
 * fewer and taller. The widest column has the fewest lines, so these give the lowest heights.
 */
const TEXT_LINE = {chars: 56, px: 26};
const HEADING_LINE = {chars: 34, px: 30};
/**
 * A component or an image, whose height the text does not tell: a line's. Some are that small (the legal
 * pages' "Last updated" line); a taller one only puts the mark further down.
 */
const FIGURE_PX = 40;

/**
 * The site's taller components, at least this tall on a phone (CSS px), whatever their props: about half of
 * each one's height on the widest phone the browser tests use (430 px, where they are shortest), measured
 * on every page that uses it on 2026-12-06. Without a height here, a component counts as FIGURE_PX, so a page
 * that opens with a grid of cards had its mark thousands of pixels down, and its first paint laid out the
 * whole page (the training plans: the mark at 9,168 px). A height too large here would put the mark on the
 * first screen; e2e/tests/offscreen.spec.ts checks every page at five phone sizes.
 */
export const COMPONENT_MIN_PX: Readonly<Record<string, number>> = {
  AcwrZonesTable: 650,
  BenefitCards: 500,
  CaseStory: 1200,
  ComparisonTable: 850,
  CtlRampTable: 450,
  Faq: 300,
  FeedbackCategories: 850,
  ImageGallery: 350,
  InjuryList: 1800,
  LinkCards: 350,
  LoadCalculator: 1000,
  LoadChart: 400,
  PlanCards: 1950,
  PrivacyPoints: 280,
  ProcessSteps: 450,
  SampleAnalysis: 400,
  SampleChat: 550,
  SupportOfferings: 550,
  TaperTable: 350,
  Testimonials: 550,
  TsbZonesTable: 800,
  WarmupRoutines: 1450,
  WeeklyVolumeTable: 340,
  WorkedExample: 480,
};

/**
 * Components that draw a list of like cards, one under another at every width the phone's rule covers (up to
 * 575 px; a grid with two cards in a row would show half a row), with each card's least height there (CSS
 * px, with the gap): about two thirds of the shortest card on the widest phone the browser tests use
 * (430 px), measured on 2026-12-07 (the training plans' 936 px, the warm-ups' 938 px). When such a list
 * starts on the first screen, the first of its cards estimated to start below it is marked, so the first
 * paint lays out one card, not four (the training plans: 3,962 px of cards; the warm-ups: 2,984 px). The
 * element that holds the cards must be a block of the body itself, and each card its child. A component here
 * takes the prop FIRST_ITEM_AFTER_SCREEN_PROP (its props extend ListAfterFirstScreenProps) and marks its card
 * with `itemMark` (both in src/config/headTags.ts).
 */
export const ITEM_MIN_PX: Readonly<Record<string, number>> = {
  PlanCards: 620,
  WarmupRoutines: 620,
};

/** The prop that tells a component of ITEM_MIN_PX the index of its first item below the first screen. */
export const FIRST_ITEM_AFTER_SCREEN_PROP = 'firstItemAfterScreen';

function textLength(node: BlockNode): number {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) {
    return node.value.length;
  }
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine));

/**
 * A block's height on a phone, with its margin, on the low side (the widest column, the smallest margins):
 * the lower the heights, the further down the mark lands. 0 for what takes no room.
 */
export function estimatedHeight(node: BlockNode): number {
  const chars = textLength(node);
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'yaml':
      return 0;
    case 'heading':
      return lines(chars, HEADING_LINE.chars) * HEADING_LINE.px + 32;
    case 'paragraph':
    case 'blockquote':
      return lines(chars, TEXT_LINE.chars) * TEXT_LINE.px + 16;
    case 'list':
      // Each item starts a line of its own.
      return (node.children ?? []).reduce(
        (sum, item) => sum + lines(textLength(item), TEXT_LINE.chars) * TEXT_LINE.px,
        16,
      );
    case 'table':
      // On a phone a table stacks: every cell on a line of its own, at least.
      return (node.children ?? []).reduce((sum, row) => sum + (row.children ?? []).length * TEXT_LINE.px, 16);
    case 'mdxJsxFlowElement':
      return Math.max(
        COMPONENT_MIN_PX[node.name ?? ''] ?? FIGURE_PX,
        lines(chars, TEXT_LINE.chars) * TEXT_LINE.px,
      );
    default:
      return Math.max(FIGURE_PX, lines(chars, TEXT_LINE.chars) * TEXT_LINE.px);
  }
}

/**
 * Where the first screen ends in a body: the index of its first Markdown block below it (-1 for none), and
 * the lists of ITEM_MIN_PX that start on it, each with the index of its first item estimated below it.
 */
export function firstScreenEnd(children: readonly BlockNode[]): {
  block: number;
  lists: {index: number; item: number}[];
} {
  const lists: {index: number; item: number}[] = [];
  let top = 0;
  for (const [index, node] of children.entries()) {
    if (top >= FIRST_SCREEN_PX && MARKABLE.has(node.type)) return {block: index, lists};
    const itemPx = node.type === 'mdxJsxFlowElement' ? ITEM_MIN_PX[node.name ?? ''] : undefined;
    // At least 1: the list starts on the first screen, so its first item does too.
    if (itemPx !== undefined && top < FIRST_SCREEN_PX) {
      lists.push({index, item: Math.ceil((FIRST_SCREEN_PX - top) / itemPx)});
    }
    top += estimatedHeight(node);
  }
  return {block: -1, lists};
}

/** The index of the first Markdown block that starts below the first screen, or -1 for none. */
export function firstBlockAfterScreen(children: readonly BlockNode[]): number {
  return firstScreenEnd(children).block;
}

/** `name={value}` as an MDX JSX attribute, with the ESTree MDX compiles (not the source text it prints). */
function numberAttribute(name: string, value: number) {
  const literal = {type: 'Literal', value, raw: String(value)};
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: String(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: literal}],
        },
      },
    },
  };
}

/**
 * Marks, in place, the first Markdown block of `tree` below the first screen, and tells each list of cards
 * that starts on the first screen which of its cards to mark.
 */
export function markAfterFirstScreen(tree: BlockRoot): void {
  const {block, lists} = firstScreenEnd(tree.children);
  for (const {index, item} of lists) {
    const list = tree.children[index]!;
    list.attributes = [...(list.attributes ?? []), numberAttribute(FIRST_ITEM_AFTER_SCREEN_PROP, item)];
  }
  const node = tree.children[block];
  if (!node) return;
  node.data = {...node.data, hProperties: {...node.data?.hProperties, [AFTER_FIRST_SCREEN_ATTRIBUTE]: ''}};
}

export default function remarkAfterFirstScreen() {
  return (tree: BlockRoot): void => markAfterFirstScreen(tree);
}
