import * as legalOperator from '../components/LegalOperator';
import mdxComponents from '../theme/MDXComponents';
import {KEPT_CONTENT_COMPONENT, KEPT_CONTENT_MODULE, STATIC_BODY_EXPORT} from '../config/staticBody';
import fs from 'node:fs';
import path from 'node:path';
import remarkStaticBody, {
  hydrationReason,
  KEPT_CONTENT_IMPORT,
  SELF_KEPT_MDX_MODULES,
  siteModule,
  STATIC_MDX_COMPONENTS,
  STATIC_MDX_MODULES,
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

describe('imported components', () => {
  const SITE = path.resolve(__dirname, '../..');
  const esm = (value: string): MdNode => ({type: 'mdxjsEsm', value});

  it('count as static when their module is one of STATIC_MDX_MODULES', () => {
    const smartAdaptation = root(
      esm(
        "import {LoadChart, TaperTable as Taper} from '@site/src/domains/training-load/static';\nimport {WARMUPS} from '@site/docs/features/_components/warmups';",
      ),
      jsx('LoadChart'),
      paragraph(text('Then taper: '), jsx('Term', false)),
      jsx('Taper'),
    );
    expect(hydrationReason(smartAdaptation)).toBeUndefined();
    const about = root(
      esm("import BenefitCards from '@site/src/components/BenefitCards';"),
      jsx('BenefitCards'),
    );
    expect(hydrationReason(about)).toBeUndefined();
  });

  it('hydrate when imported from anywhere else, whatever their name, even a name of the MDX map', () => {
    expect(
      hydrationReason(
        root(esm("import LoadChart from '@site/src/domains/training-load/LoadChart';"), jsx('LoadChart')),
      ),
    ).toBe('<LoadChart> is imported from src/domains/training-load/LoadChart, not one of STATIC_MDX_MODULES');
    expect(hydrationReason(root(esm("import Term from './MyTerm';"), jsx('Term', false)))).toBe(
      '<Term> is imported from outside the site, not one of STATIC_MDX_MODULES',
    );
    expect(hydrationReason(root(esm("import * as Charts from 'react';"), jsx('Charts.Line')))).toMatch(
      /^<Charts\.Line> is imported from outside the site/,
    );
  });

  it('resolve relative imports from the document that makes them', () => {
    const tree = root(esm("import {SampleChat} from './_components/static';"), jsx('SampleChat'));
    expect(hydrationReason(tree, path.join(SITE, 'docs/features/coaching-insights.mdx'))).toBeUndefined();
    expect(hydrationReason(tree, path.join(SITE, 'docs/about-us.mdx'))).toBe(
      '<SampleChat> is imported from docs/_components/static, not one of STATIC_MDX_MODULES',
    );
    // Without the document's path a relative import cannot be named, so it hydrates.
    expect(hydrationReason(tree)).toMatch(/outside the site/);
  });

  it('name modules from the site folder, without extension or index', () => {
    expect(siteModule('@site/src/components/BenefitCards/index.tsx')).toBe('src/components/BenefitCards');
    expect(siteModule('@site/src/domains/training-load/static.ts')).toBe('src/domains/training-load/static');
    expect(siteModule('react')).toBeUndefined();
    expect(siteModule('@site/../elsewhere/x')).toBeUndefined();
  });

  it('names as keeping themselves only modules of the list', () => {
    expect([...SELF_KEPT_MDX_MODULES].filter((name) => !STATIC_MDX_MODULES.has(name))).toEqual([]);
  });

  it('lists only modules that exist', () => {
    const exists = (name: string) =>
      ['.ts', '.tsx', '/index.ts', '/index.tsx'].some((ending) =>
        fs.existsSync(path.join(SITE, name + ending)),
      );
    expect([...STATIC_MDX_MODULES].filter((name) => !exists(name))).toEqual([]);
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

  it('leaves a body that needs React, and has no static component in it, as it is', () => {
    const tree = root(paragraph(text('Try it:')), jsx('LoadCalculator'), jsx('EarlyAccessLink'));
    const before = JSON.stringify(tree);
    expect(run(tree)).toEqual([]);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('remarkStaticBody, in a body that hydrates', () => {
  const esm = (value: string): MdNode => ({type: 'mdxjsEsm', value});
  const imports = esm(
    [
      "import Faq from '@site/src/components/Faq';",
      "import BenefitCards from '@site/src/components/BenefitCards';",
      "import PlanCards from '@site/docs/_components/training-plans/PlanCards';",
      "import {TaperTable} from '@site/src/domains/training-load/static';",
      "import {PLANS} from '@site/src/data/plans';",
    ].join('\n'),
  );
  const howItWorks = () =>
    root(
      imports,
      {type: 'heading', children: [text('What you get')]},
      jsx('BenefitCards'),
      paragraph(text('Plans for every distance:')),
      jsx('PlanCards'),
      jsx('TaperTable'),
      jsx('EarlyAccessLink', true, [text('Join')]),
      jsx('Faq'),
    );
  const kept = (node: MdNode) => node.type === 'mdxJsxFlowElement' && node.name === KEPT_CONTENT_COMPONENT;

  it("wraps each block of a static module's component in KeptContent, and imports it once", () => {
    const tree = howItWorks();
    remarkStaticBody()(tree);
    const names = tree.children.map((node) =>
      kept(node) ? `kept(${node.children?.[0]?.name})` : (node.name ?? node.type),
    );
    // The cards are kept; Markdown's blocks, the MDX map's link, a table that keeps itself and the FAQ are not.
    expect(names).toEqual([
      'mdxjsEsm',
      'heading',
      'kept(BenefitCards)',
      'paragraph',
      'kept(PlanCards)',
      'TaperTable',
      'EarlyAccessLink',
      'Faq',
      'mdxjsEsm',
    ]);
    const added = tree.children.at(-1);
    expect(added?.value).toBe(KEPT_CONTENT_IMPORT);
    expect(KEPT_CONTENT_IMPORT).toBe(
      ['import', KEPT_CONTENT_COMPONENT, 'from', "'@site/src/components/StaticBody/KeptContent';"].join(' '),
    );
    expect((added?.data as {estree: {body: unknown[]}}).estree.body).toEqual([
      {
        type: 'ImportDeclaration',
        specifiers: [
          {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: KEPT_CONTENT_COMPONENT}},
        ],
        source: {type: 'Literal', value: KEPT_CONTENT_MODULE, raw: `'${KEPT_CONTENT_MODULE}'`},
        attributes: [],
      },
    ]);
    // No whole-body mark.
    expect(tree.children.some((node) => node.value?.includes(STATIC_BODY_EXPORT))).toBe(false);
  });

  it('keeps the wrapped element as it was, attributes and all', () => {
    const cards: MdNode = {
      type: 'mdxJsxFlowElement',
      name: 'PlanCards',
      attributes: [{type: 'mdxJsxAttribute', name: 'firstItemAfterScreen', value: '1'}],
      children: [],
    };
    const tree = root(imports, cards, jsx('Faq'));
    remarkStaticBody()(tree);
    expect(tree.children[1]).toEqual({
      type: 'mdxJsxFlowElement',
      name: KEPT_CONTENT_COMPONENT,
      attributes: [],
      children: [cards],
    });
  });

  it('does not keep a static component with an interactive one inside it', () => {
    const tree = root(imports, jsx('BenefitCards', true, [jsx('Faq')]));
    remarkStaticBody()(tree);
    expect(tree.children.filter(kept)).toEqual([]);
    expect(tree.children).toHaveLength(2);
  });

  it('keeps nothing in a body that is kept whole', () => {
    const tree = root(imports, jsx('BenefitCards'), jsx('PlanCards'));
    remarkStaticBody()(tree);
    expect(tree.children.filter(kept)).toEqual([]);
    expect(tree.children.at(-1)?.value).toBe(`export const ${STATIC_BODY_EXPORT} = true;`);
  });

  it('fails on a body that imports a component under the name it uses', () => {
    const tree = root(esm(`import ${KEPT_CONTENT_COMPONENT} from './mine';`), jsx('Faq'));
    expect(() => remarkStaticBody()(tree, {path: 'docs/page.mdx'})).toThrow(
      `docs/page.mdx imports a ${KEPT_CONTENT_COMPONENT} of its own`,
    );
  });
});

describe('STATIC_MDX_COMPONENTS', () => {
  it('names only components of the MDX map, which writers use without an import', () => {
    const known = new Set(Object.keys(mdxComponents));
    expect([...STATIC_MDX_COMPONENTS].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('STATIC_MDX_MODULES', () => {
  it("covers the legal pages' operator details", () => {
    const fromLegal = root(
      {
        type: 'mdxjsEsm',
        value: `import {${Object.keys(legalOperator).join(', ')}} from '@site/src/components/LegalOperator';`,
      },
      ...Object.keys(legalOperator).map((name) => jsx(name)),
    );
    expect(hydrationReason(fromLegal)).toBeUndefined();
  });
});
