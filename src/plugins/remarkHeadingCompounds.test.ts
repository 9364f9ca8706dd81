import remarkHeadingCompounds, {type HeadingTreeNode} from './remarkHeadingCompounds';

const text = (value: string): HeadingTreeNode => ({type: 'text', value});
const node = (type: string, ...children: HeadingTreeNode[]): HeadingTreeNode => ({type, children});

/** A node as markup-like text: a no-break span as [compound], anything else by its children. */
function shape(tree: HeadingTreeNode): string {
  if (tree.type === 'text') return tree.value ?? '';
  if (tree.type === 'inlineCode') return `\`${tree.value}\``;
  const inner = (tree.children ?? []).map(shape).join('');
  if (tree.type === 'mdxJsxTextElement' && tree.name === 'span') {
    expect(tree.attributes).toEqual([{type: 'mdxJsxAttribute', name: 'className', value: 'no-break'}]);
    return `[${inner}]`;
  }
  return inner;
}

describe('remarkHeadingCompounds', () => {
  it('keeps each compound of a heading on one line, however deep, and its text as written', () => {
    const heading = node(
      'heading',
      text('A sample post-run analysis, '),
      node('emphasis', text('week-by-week')),
      text(' and '),
      {type: 'inlineCode', value: 'x-y'},
    );
    remarkHeadingCompounds()(node('root', heading));
    expect(shape(heading)).toBe('A sample [post-run] analysis, [week-by-week] and `x-y`');
  });

  it('leaves paragraphs and headings without a compound alone', () => {
    const paragraph = node('paragraph', text('A post-run check-in'));
    const plain = node('heading', text('Fitness - fatigue'));
    remarkHeadingCompounds()(node('root', paragraph, plain));
    expect(paragraph.children).toEqual([text('A post-run check-in')]);
    expect(plain.children).toEqual([text('Fitness - fatigue')]);
  });
});
