/**
 * A remark plugin for the docs and the articles: a hyphenated compound in a heading stays on one line
 * ("## A sample post-run analysis" never breaks as "post- / run" on a phone). Each compound of a heading's
 * text is wrapped in a `<span className="no-break">`; the text is unchanged, so the heading's anchor, its
 * entry in the table of contents and what search reads stay as they were. Headings only: in running prose a
 * break after a hyphen is ordinary and lets a narrow column fill its lines.
 */
import {NO_BREAK_CLASS, splitCompounds} from '../lib/compounds';

/** The part of an mdast node this plugin reads and writes. */
export interface HeadingTreeNode {
  type: string;
  value?: string;
  name?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  children?: HeadingTreeNode[];
}

function noBreak(compound: string): HeadingTreeNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: NO_BREAK_CLASS}],
    children: [{type: 'text', value: compound}],
  };
}

/** Replaces, in place, every text node under `node` that holds a compound with text and no-break spans. */
function wrapCompounds(node: HeadingTreeNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'text' || typeof child.value !== 'string') {
      // Inline code keeps what was typed; emphasis, links and the like are read inside.
      if (child.type !== 'inlineCode') wrapCompounds(child);
      return [child];
    }
    const pieces = splitCompounds(child.value);
    if (pieces.every((piece) => typeof piece === 'string')) return [child];
    return pieces.map((piece) =>
      typeof piece === 'string' ? {type: 'text', value: piece} : noBreak(piece.compound),
    );
  });
}

/** Every heading of `tree`, wrapped. */
export function keepHeadingCompounds(tree: HeadingTreeNode): void {
  if (tree.type === 'heading') {
    wrapCompounds(tree);
    return;
  }
  for (const child of tree.children ?? []) keepHeadingCompounds(child);
}

export default function remarkHeadingCompounds() {
  return (tree: HeadingTreeNode): void => keepHeadingCompounds(tree);
}
