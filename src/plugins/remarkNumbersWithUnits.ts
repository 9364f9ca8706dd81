/**
 * A remark plugin for the docs and the articles: a number keeps its unit on its line ("14 km", "60 bpm",
 * "VDOT 50"), so a phone's narrow column never ends a line with "14" and starts the next with "km". A writer
 * types an ordinary space; this puts a no-break space there in the text of the page (not in code, which
 * keeps what was typed). The rule is src/lib/typography.ts's, the one the site's own components use.
 */
import {keepNumbersWithUnits, LABEL, NBSP, UNIT_AHEAD, WORD_JOINER} from '../lib/typography';

/** The part of an mdast node this plugin reads and writes. */
export interface TextTreeNode {
  readonly type: string;
  value?: string;
  /** A JSX element's name (`Const` for <Const name="…" />). */
  readonly name?: string | null;
  readonly children?: readonly TextTreeNode[];
}

/**
 * The space before a unit at the start of the text after a number: '<Const /> hours'. (A compound's hyphen,
 * '<Const />-day', is left to break as hyphens do: search reads a no-break hyphen as part of one word.)
 */
const SPACE_BEFORE_UNIT = new RegExp(`^ ${UNIT_AHEAD}`);
/** A label such as VDOT at the end of the text before a number: 'VDOT <Const />'. */
const LABEL_BEFORE_NUMBER = new RegExp(`${LABEL} $`);

const isConst = (node: TextTreeNode | undefined): boolean =>
  node?.type === 'mdxJsxTextElement' && node.name === 'Const';

/**
 * A number a writer puts in with <Const name="…" /> (src/components/Const) is not in the text around it, so
 * the text rule cannot see it: the unit after it, a label before it and a range's dash between two of them
 * are joined here instead ('<Const name="PLAN_ADJUSTMENT_HOURS" /> hours' never ends a line at '24').
 */
function bindConstants(children: readonly TextTreeNode[]): void {
  children.forEach((child, index) => {
    if (child.type !== 'text' || typeof child.value !== 'string') return;
    const before = children[index - 1];
    const after = children[index + 1];
    if (isConst(before)) {
      if (child.value === '–' && isConst(after)) child.value = `–${WORD_JOINER}`;
      child.value = child.value.replace(SPACE_BEFORE_UNIT, NBSP);
    }
    if (isConst(after)) child.value = child.value.replace(LABEL_BEFORE_NUMBER, `$1${NBSP}`);
  });
}

/** Rewrites every text node of `tree` in place. */
export function bindNumbersToUnits(tree: TextTreeNode): void {
  if (tree.type === 'text' && typeof tree.value === 'string') {
    tree.value = keepNumbersWithUnits(tree.value);
    return;
  }
  for (const child of tree.children ?? []) bindNumbersToUnits(child);
  if (tree.children) bindConstants(tree.children);
}

export default function remarkNumbersWithUnits() {
  return (tree: TextTreeNode): void => bindNumbersToUnits(tree);
}
