import remarkAfterFirstScreen, {
  AFTER_FIRST_SCREEN_ATTRIBUTE,
  COMPONENT_MIN_PX,
  estimatedHeight,
  firstBlockAfterScreen,
  FIRST_ITEM_AFTER_SCREEN_PROP,
  FIRST_SCREEN_PX,
  ITEM_MIN_PX,
  type BlockNode,
  type BlockRoot,
} from './remarkAfterFirstScreen';

// The mdast MDX produces (remark-mdx) for an article or a doc: paragraphs, headings, lists, components.
const text = (value: string): BlockNode => ({type: 'text', value});
const paragraph = (words: number, label = 'p'): BlockNode => ({
  type: 'paragraph',
  children: [text(`${label} ${'word '.repeat(words)}`)],
});
const heading = (value: string): BlockNode => ({type: 'heading', children: [text(value)]});
const component = (name: string): BlockNode => ({type: 'mdxJsxFlowElement', name, children: []});
const esm = (value: string): BlockNode => ({type: 'mdxjsEsm', value});
const root = (...children: BlockNode[]): BlockRoot => ({type: 'root', children});

const run = (tree: BlockRoot) => {
  remarkAfterFirstScreen()(tree);
  return tree;
};

/** The marked blocks: a paragraph by its first word, anything else by its type. */
const marked = (tree: BlockRoot) =>
  tree.children
    .filter((node) => node.data?.hProperties?.[AFTER_FIRST_SCREEN_ATTRIBUTE] === '')
    .map((node) => (node.type === 'paragraph' ? String(node.children?.[0]?.value).split(' ')[0] : node.type));

describe('estimatedHeight', () => {
  test('imports, exports and comments take no room; text grows with its length', () => {
    expect(estimatedHeight(esm("import X from './x';"))).toBe(0);
    expect(estimatedHeight({type: 'mdxFlowExpression', value: '/* truncate */'})).toBe(0);
    expect(estimatedHeight(paragraph(60))).toBeGreaterThan(estimatedHeight(paragraph(10)));
    // A component's height is not in its text: it counts as a line, the smallest the pages have.
    expect(estimatedHeight(component('LegalMeta'))).toBe(40);
  });

  test('a list counts a line for every item, and a table for every cell, however short', () => {
    const list = (items: number): BlockNode => ({
      type: 'list',
      children: Array.from({length: items}, () => ({type: 'listItem', children: [paragraph(2)]})),
    });
    expect(estimatedHeight(list(8))).toBe(estimatedHeight(list(2)) + 6 * 26);
    const table = (rows: number): BlockNode => ({
      type: 'table',
      children: Array.from({length: rows}, () => ({
        type: 'tableRow',
        children: [text('a'), text('b'), text('c')].map((cell) => ({type: 'tableCell', children: [cell]})),
      })),
    });
    expect(estimatedHeight(table(5))).toBe(estimatedHeight(table(1)) + 4 * 3 * 26);
  });
});

describe('a component of known height', () => {
  test('counts as tall as its floor; an unknown one as a line', () => {
    expect(estimatedHeight(component('PlanCards'))).toBe(COMPONENT_MIN_PX.PlanCards);
    expect(estimatedHeight(component('BenefitCards'))).toBeGreaterThan(FIRST_SCREEN_PX / 2);
    expect(estimatedHeight(component('SomethingNew'))).toBe(40);
  });

  test('a page that opens with a grid of cards is marked right after the grid, not at its end', () => {
    // The training plans' page: a title, two paragraphs, a heading, the plans' cards, and more below.
    const tree = run(
      root(
        esm("import PlanCards from './PlanCards';"),
        heading('Training plans for every distance'),
        paragraph(40, 'choose'),
        paragraph(35, 'each'),
        heading('Four plans, one coach'),
        component('PlanCards'),
        paragraph(30, 'unsure'),
        heading('Why an AI coach'),
        component('BenefitCards'),
        heading('Runners on their plans'),
        component('Testimonials'),
      ),
    );
    expect(marked(tree)).toEqual(['unsure']);
  });
});

/** The value a component was given for FIRST_ITEM_AFTER_SCREEN_PROP, as the compiled MDX will pass it. */
const firstItem = (node: BlockNode) => {
  const attributes = (node.attributes ?? []) as {
    name: string;
    value: {value: string; data: {estree: {body: {expression: {value: unknown}}[]}}};
  }[];
  const found = attributes.filter((attribute) => attribute.name === FIRST_ITEM_AFTER_SCREEN_PROP);
  if (found.length === 0) return undefined;
  expect(found).toHaveLength(1);
  const [{value}] = found as [(typeof found)[number]];
  // What MDX prints and what it compiles say the same number.
  expect(value.data.estree.body[0]?.expression.value).toBe(Number(value.value));
  return value.data.estree.body[0]?.expression.value;
};

describe('a list of cards the first screen ends in', () => {
  const page = (...above: BlockNode[]) =>
    run(root(heading('A title'), ...above, component('PlanCards'), paragraph(30, 'after'), component('Faq')));

  test('is told which of its cards starts below the screen, and the block after the list is marked', () => {
    // The training plans' page: the list starts about 390 px down, so its second card is estimated below.
    const tree = page(paragraph(40, 'choose'), paragraph(35, 'each'), heading('Four plans, one coach'));
    expect(firstItem(tree.children[4]!)).toBe(1);
    expect(marked(tree)).toEqual(['after']);
  });

  test('a list that starts higher up is told a later card, one card per ITEM_MIN_PX', () => {
    const tree = page();
    const top = estimatedHeight(heading('A title'));
    expect(firstItem(tree.children[1]!)).toBe(Math.ceil((FIRST_SCREEN_PX - top) / ITEM_MIN_PX.PlanCards!));
    expect(firstItem(tree.children[1]!)).toBeGreaterThan(1);
  });

  test('a list that starts below the screen is left whole (the mark before it skips it), as is an unknown one', () => {
    const below = run(root(paragraph(1000, 'long'), heading('Plans'), component('PlanCards')));
    expect(firstItem(below.children[2]!)).toBeUndefined();
    expect(marked(below)).toEqual(['heading']);
    const unknown = run(root(heading('A title'), component('Cards'), paragraph(1000, 'long')));
    expect(firstItem(unknown.children[1]!)).toBeUndefined();
  });

  test('keeps the attributes the writer gave the list', () => {
    const list: BlockNode = {
      ...component('WarmupRoutines'),
      attributes: [{type: 'mdxJsxAttribute', name: 'id'}],
    };
    run(root(heading('A title'), list));
    expect(list.attributes).toHaveLength(2);
    expect(list.attributes?.[0]).toEqual({type: 'mdxJsxAttribute', name: 'id'});
    expect(firstItem(list)).toBeGreaterThanOrEqual(1);
  });
});

describe('remarkAfterFirstScreen', () => {
  test('a long article: the first block below the first screen is marked, and only it', () => {
    const tree = run(
      root(
        esm("import Figure from './figure';"),
        paragraph(80, 'one'),
        paragraph(80, 'two'),
        heading('Why it matters'),
        paragraph(80, 'three'),
        paragraph(80, 'four'),
        paragraph(80, 'five'),
        heading('What to do'),
        component('Figure'),
        paragraph(80, 'six'),
      ),
    );
    // Four 80-word paragraphs (eight lines each) and a heading are past the line: the fifth is marked.
    expect(marked(tree)).toEqual(['five']);
    // Its text and place are unchanged.
    expect(tree.children).toHaveLength(10);
    expect(tree.children[6]?.children).toEqual([text(`five ${'word '.repeat(80)}`)]);
  });

  test('keeps the properties a block already has, its classes untouched', () => {
    const block: BlockNode = {...paragraph(10, 'late'), data: {hProperties: {className: ['lead'], id: 'x'}}};
    run(root(paragraph(1000, 'long'), block));
    expect(block.data?.hProperties).toEqual({
      className: ['lead'],
      id: 'x',
      [AFTER_FIRST_SCREEN_ATTRIBUTE]: '',
    });
  });

  test('the mark goes on a block Markdown writes or a table, never on a component or an export', () => {
    const past = paragraph(1000, 'one');
    // A table's component passes the mark on to the element that wraps it (src/components/MdxTable).
    const table: BlockNode = {type: 'table', children: []};
    expect(marked(run(root({...past}, table, paragraph(30, 'two'))))).toEqual(['table']);
    expect(
      marked(run(root(past, component('Cards'), esm('export const a = 1;'), paragraph(30, 'two')))),
    ).toEqual(['two']);
    expect(marked(run(root({...past}, heading('Just below'), paragraph(30, 'two'))))).toEqual(['heading']);
  });

  test('a body shorter than the line is left as written', () => {
    const children = [paragraph(40), heading('Short'), paragraph(40), component('Cards')];
    const tree = run(root(...children.map((node) => ({...node}))));
    expect(tree.children).toEqual(children);
  });

  test('the line is about the tallest phone screen, measured from the top of the body', () => {
    // Just under the line, then just over it: the same paragraph is marked only in the second.
    const blocks = (words: number) => [paragraph(words, 'first'), paragraph(10, 'next')];
    const under = blocks(300);
    expect(estimatedHeight(under[0]!)).toBeLessThan(FIRST_SCREEN_PX);
    expect(firstBlockAfterScreen(under)).toBe(-1);
    const over = blocks(400);
    expect(estimatedHeight(over[0]!)).toBeGreaterThanOrEqual(FIRST_SCREEN_PX);
    expect(firstBlockAfterScreen(over)).toBe(1);
  });
});
