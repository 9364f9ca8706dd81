import {NBSP, WORD_JOINER} from '../lib/typography';
import remarkNumbersWithUnits, {type TextTreeNode} from './remarkNumbersWithUnits';

// The mdast MDX produces: text in paragraphs, list items, table cells and JSX elements; code keeps its own.
const text = (value: string): TextTreeNode => ({type: 'text', value});
const node = (type: string, ...children: TextTreeNode[]): TextTreeNode => ({type, children});

describe('remarkNumbersWithUnits', () => {
  it('joins numbers to their units in every text node of the document, however deep', () => {
    const tree = node(
      'root',
      node('paragraph', text('An easy 8 km in a week of 30 km to 40 km.')),
      node('list', node('listItem', node('paragraph', text('Strides of 15–20 seconds')))),
      node('table', node('tableRow', node('tableCell', text('60 min')))),
      node('mdxJsxFlowElement', node('paragraph', text('at VDOT 50'))),
    );
    remarkNumbersWithUnits()(tree);
    const values: string[] = [];
    const collect = (n: TextTreeNode) => {
      if (n.type === 'text') values.push(n.value ?? '');
      n.children?.forEach(collect);
    };
    collect(tree);
    expect(values).toEqual([
      `An easy 8${NBSP}km in a week of 30${NBSP}km to 40${NBSP}km.`,
      `Strides of 15–${WORD_JOINER}20${NBSP}seconds`,
      `60${NBSP}min`,
      `at VDOT${NBSP}50`,
    ]);
  });

  it('leaves code as the writer typed it', () => {
    const inline: TextTreeNode = {type: 'inlineCode', value: '5 km'};
    const block: TextTreeNode = {type: 'code', value: 'pace = 5 km / 25 min'};
    remarkNumbersWithUnits()(node('root', node('paragraph', inline), block));
    expect(inline.value).toBe('5 km');
    expect(block.value).toBe('pace = 5 km / 25 min');
  });
});
