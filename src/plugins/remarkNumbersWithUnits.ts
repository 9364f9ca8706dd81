/**
 * A remark plugin for the docs and the articles: a number keeps its unit on its line ("14 km", "60 bpm",
 * "VDOT 50"), so a phone's narrow column never ends a line with "14" and starts the next with "km". A writer
 * types an ordinary space; this puts a no-break space there in the text of the page (not in code, which
 * keeps what was typed). The rule is src/lib/typography.ts's, the one the site's own components use.
 */
import {keepNumbersWithUnits} from '../lib/typography';

/** The part of an mdast node this plugin reads and writes. */
export interface TextTreeNode {
  readonly type: string;
  value?: string;
  readonly children?: readonly TextTreeNode[];
}

/** Rewrites every text node of `tree` in place. */
export function bindNumbersToUnits(tree: TextTreeNode): void {
  if (tree.type === 'text' && typeof tree.value === 'string') {
    tree.value = keepNumbersWithUnits(tree.value);
    return;
  }
  for (const child of tree.children ?? []) bindNumbersToUnits(child);
}

export default function remarkNumbersWithUnits() {
  return (tree: TextTreeNode): void => bindNumbersToUnits(tree);
}
