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

  // <Const name="…" /> renders a number the text around it does not hold: MDX makes it a JSX element between
  // two text nodes, so the unit after it and a label before it are joined across the element.
  it('joins a <Const /> number to the unit after it, the label before it and the range dash between two', () => {
    const constant = (name: string): TextTreeNode => ({type: 'mdxJsxTextElement', name, children: []});
    const paragraph = (...children: TextTreeNode[]) => node('paragraph', ...children);
    const tree = node(
      'root',
      paragraph(text('within '), constant('Const'), text(' hours, so')),
      paragraph(text('the '), constant('Const'), text('-day average')),
      paragraph(text('at VDOT '), constant('Const'), text('.')),
      paragraph(constant('Const'), text('–'), constant('Const'), text(' km')),
      paragraph(text('from '), constant('Const'), text(' to '), constant('Const'), text(' points')),
      paragraph(constant('Term'), text(' hours')),
    );
    remarkNumbersWithUnits()(tree);
    const texts = (n: TextTreeNode): string[] =>
      n.type === 'text' ? [n.value ?? ''] : (n.children ?? []).flatMap(texts);
    expect(tree.children?.map(texts)).toEqual([
      ['within ', `${NBSP}hours, so`],
      ['the ', '-day average'], // a compound's hyphen breaks as hyphens do (search reads ‑ as in a word)
      [`at VDOT${NBSP}`, '.'],
      [`–${WORD_JOINER}`, `${NBSP}km`],
      ['from ', ' to ', ' points'], // 'to' and 'points' are not units: ordinary spaces
      [' hours'], // only <Const /> is a number
    ]);
  });
});
