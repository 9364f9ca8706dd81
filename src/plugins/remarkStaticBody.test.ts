import * as legalOperator from '../components/LegalOperator';
import mdxComponents from '../theme/MDXComponents';
import {STATIC_BODY_EXPORT} from '../config/staticBody';
import remarkStaticBody, {
  hydrationReason,
  STATIC_MDX_COMPONENTS,
  type MdNode,
  type MdRoot,
} from './remarkStaticBody';

// The theme's own map is not needed to read which names src/theme/MDXComponents adds.
jest.mock('@theme-original/MDXComponents', () => ({}), {virtual: true});

// The mdast MDX produces (remark-mdx): what a policy, an article and a feature page are made of.
const text = (value: string): MdNode => ({type: 'text', value});
const jsx = (name: string, flow = true, children: MdNode[] = []): MdNode => ({
  type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
  name,
  children,
});
const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});
const root = (...children: MdNode[]): MdRoot => ({type: 'root', children});
const esmImport: MdNode = {
  type: 'mdxjsEsm',
  value: "import {PrivacyEmail} from '@site/src/components/LegalOperator';",
};

const policy = () =>
  root(
    esmImport,
    jsx('LegalMeta'),
    {type: 'heading', children: [text('Who is responsible')]},
    paragraph(text('Write to '), jsx('PrivacyEmail', false), text(' or read the '), {
      type: 'link',
      children: [text('Terms')],
    }),
    {
      type: 'table',
      children: [{type: 'tableRow', children: [{type: 'tableCell', children: [jsx('Const', false)]}]}],
    },
    paragraph({type: 'inlineCode', value: 'localStorage'}, text(' and a line'), jsx('br', false)),
  );

describe('hydrationReason', () => {
  it('finds nothing interactive in a policy or an article made of text, links, tables and listed components', () => {
    expect(hydrationReason(policy())).toBeUndefined();
    const article = root(
      paragraph(text('Overtraining is a spectrum.')),
      {type: 'mdxFlowExpression', value: '/* truncate */'},
      paragraph(jsx('Term', false, [text('HRV')]), text(' drops.')),
      jsx('EarlyAccessLink', true, [text('Join the waitlist')]),
    );
    expect(hydrationReason(article)).toBeUndefined();
  });

  it('names the first thing that needs React, however deep it sits', () => {
    expect(hydrationReason(root(paragraph(text('a')), jsx('LoadCalculator')))).toBe(
      '<LoadCalculator> is not in STATIC_MDX_COMPONENTS',
    );
    expect(
      hydrationReason(
        root({type: 'list', children: [{type: 'listItem', children: [paragraph(jsx('Faq', false))]}]}),
      ),
    ).toBe('<Faq> is not in STATIC_MDX_COMPONENTS');
    expect(hydrationReason(root(jsx('Tabs.Item')))).toBe('<Tabs.Item> is not in STATIC_MDX_COMPONENTS');
    expect(hydrationReason(root({type: 'code', value: 'npm start'}))).toBe('a code block');
    expect(hydrationReason(root(jsx('details', true, [jsx('summary')])))).toBe(
      '<details> is rendered by an interactive theme component',
    );
    expect(hydrationReason(root({type: 'html', value: '<button>Go</button>'}))).toBe('raw HTML');
    expect(
      hydrationReason(root(paragraph({type: 'mdxTextExpression', value: ' new Date().getFullYear() '}))),
    ).toBe('the expression {new Date().getFullYear()}');
    expect(hydrationReason(root({type: 'mdxFlowExpression', value: '/* a */ window.x /* b */'}))).toBe(
      'the expression {/* a */ window.x /* b */}',
    );
    // A listed component does not make an unlisted one inside it static.
    expect(hydrationReason(root(jsx('EarlyAccessLink', true, [jsx('ImageGallery')])))).toBe(
      '<ImageGallery> is not in STATIC_MDX_COMPONENTS',
    );
  });
});

describe('remarkStaticBody', () => {
  const run = (tree: MdRoot) => {
    remarkStaticBody()(tree);
    return tree.children.filter((node) => node.type === 'mdxjsEsm' && node !== esmImport);
  };

  it('marks a body with nothing interactive with `export const staticBody = true`, as MDX compiles it', () => {
    const [mark] = run(policy());
    expect(mark?.value).toBe(`export const ${STATIC_BODY_EXPORT} = true;`);
    const {estree} = mark?.data as {
      estree: {body: {declaration: {declarations: {id: {name: string}; init: {value: unknown}}[]}}[]};
    };
    const [declarator] = estree.body[0]!.declaration.declarations;
    expect(declarator).toMatchObject({id: {name: STATIC_BODY_EXPORT}, init: {value: true}});
  });

  it('leaves a body that needs React as it is', () => {
    const tree = root(paragraph(text('Try it:')), jsx('LoadCalculator'));
    const before = JSON.stringify(tree);
    expect(run(tree)).toEqual([]);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('STATIC_MDX_COMPONENTS', () => {
  it('names only components writers can use: the MDX map or the legal pages', () => {
    const known = new Set([...Object.keys(mdxComponents), ...Object.keys(legalOperator)]);
    expect([...STATIC_MDX_COMPONENTS].filter((name) => !known.has(name))).toEqual([]);
  });
});
