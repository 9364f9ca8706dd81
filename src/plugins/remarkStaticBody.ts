/**
 * A remark plugin for the docs and the articles, run after every other: it decides, at build time and from the
 * document itself, which of a body's server HTML React need not hydrate on a page's first load. A writer
 * never sets it.
 * - A body with nothing interactive in it gets `export const staticBody = true`, and the theme keeps the
 *   whole body's server HTML (src/components/StaticBody). A body qualifies when every component it uses is
 *   in `STATIC_MDX_COMPONENTS` or imported from one of `STATIC_MDX_MODULES`, and it has no code block (the
 *   copy button and the lazy highlighter need React) and no `{expression}` other than a comment such as
 *   `{/* truncate *\/}`.
 * - In any other body, each block made by a component imported from one of `STATIC_MDX_MODULES` (a grid of
 *   cards, a list of steps) is wrapped in `KeptContent`, which keeps that block's server HTML while the rest
 *   of the body hydrates: a page with one calculator no longer hydrates the four card grids around it.
 * Anything else, including a component added tomorrow, hydrates as before: a component missing from the
 * lists costs a phone some work, never a part that does not respond.
 */
import path from 'node:path';
import {KEPT_CONTENT_COMPONENT, KEPT_CONTENT_MODULE, STATIC_BODY_EXPORT} from '../config/staticBody';

/** The part of an mdast node (with MDX's node types) this plugin reads. */
export interface MdNode {
  readonly type: string;
  /** A JSX element's name; null for a fragment. */
  readonly name?: string | null;
  /** An expression's source, an ESM node's source. */
  readonly value?: string;
  readonly children?: readonly MdNode[];
  /** A JSX element's attributes. */
  readonly attributes?: readonly unknown[];
  readonly data?: unknown;
}

export interface MdRoot extends MdNode {
  readonly type: 'root';
  /** Replaced when blocks are wrapped in KeptContent. */
  children: MdNode[];
}

/**
 * Components of the MDX map (src/theme/MDXComponents, usable without an import) that render the same markup
 * on the server and in the browser and need no event handler, state or effect of their own: links (plain
 * links work, and StaticBody's handlers route them), text from the site's settings and numbers from
 * src/constants.ts. Add a component only once it meets that.
 */
export const STATIC_MDX_COMPONENTS: ReadonlySet<string> = new Set([
  'Const',
  'EarlyAccessLink',
  'LegalMeta',
  'ProductName',
  'SupportEmail',
  'Term',
]);

/**
 * Modules, named from the site's folder without extension, every export of which is static in the same
 * sense: a component a body imports from one of them does not make it hydrate, and in a body that hydrates
 * its block keeps its server HTML. The two `static` modules wrap figures in StaticMarkup and LinkCards wraps
 * its list in it; the rest are plain markup from typed data. A component imported from any other module hydrates, whatever its name.
 */
export const STATIC_MDX_MODULES: ReadonlySet<string> = new Set([
  'src/components/LegalOperator',
  'src/components/LinkCards',
  'src/components/BenefitCards',
  'src/components/Testimonials',
  'docs/_components/how-it-works/ProcessSteps',
  'docs/_components/how-it-works/PrivacyPoints',
  'docs/_components/injury-prevention/InjuryList',
  'docs/_components/training-plans/PlanCards',
  'src/domains/training-load/static',
  'docs/features/_components/static',
  'docs/features/_components/WarmupRoutines',
  'docs/features/_components/FeedbackCategories',
  'docs/features/_components/SupportOfferings',
]);

/**
 * Modules of STATIC_MDX_MODULES whose components keep their server HTML themselves (StaticMarkup inside): in a
 * body that hydrates, their blocks are not wrapped again.
 */
export const SELF_KEPT_MDX_MODULES: ReadonlySet<string> = new Set([
  'src/components/LinkCards',
  'src/domains/training-load/static',
  'docs/features/_components/static',
]);

/** The site's folder: this file is src/plugins/remarkStaticBody.ts. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** An import's module as a STATIC_MDX_MODULES name, or undefined when it is not a file of the site. */
export function siteModule(source: string, fromFile?: string): string | undefined {
  let file: string;
  if (source.startsWith('@site/')) file = path.join(SITE_DIR, source.slice('@site/'.length));
  else if (source.startsWith('.') && fromFile) file = path.resolve(path.dirname(fromFile), source);
  else return undefined;
  const name = path
    .relative(SITE_DIR, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/\/index$/, '');
  return name.startsWith('../') ? undefined : name;
}

/** Each name a body imports (default, named, renamed or namespace imports), with its module. */
function importedNames(tree: MdRoot, fromFile?: string): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, clause = '', source = ''] of (node.value ?? '').matchAll(
      /\bimport\s+(?!type\b)([\w$\s{},*]+?)\s+from\s+['"]([^'"]+)['"]/g,
    )) {
      const module = siteModule(source, fromFile);
      // `A`, `{B, C as D}`, `* as E`: the local name is the last word of each part.
      const locals = clause
        .split(/[{},]/)
        .map(
          (part) =>
            part
              .split(/\s+as\s+/)
              .pop()
              ?.trim() ?? '',
        )
        .filter(Boolean);
      for (const local of locals) names.set(local, module);
    }
  }
  return names;
}

type ImportedNames = ReadonlyMap<string, string | undefined>;

/** Why `node` and what it holds must hydrate, or undefined when they need not. */
function reasonIn(node: MdNode, imported: ImportedNames): string | undefined {
  let reason: string | undefined;
  const visit = (current: MdNode): void => {
    if (reason) return;
    switch (current.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = current.name ?? '';
        // A lowercase name is an HTML element (<br />, <abbr>); MDXComponents maps only the Markdown ones.
        if (/^[A-Z]/.test(name) || name.includes('.')) {
          const base = name.split('.')[0] ?? '';
          if (imported.has(base)) {
            const module = imported.get(base);
            if (!module || !STATIC_MDX_MODULES.has(module)) {
              reason = `<${name}> is imported from ${module ?? 'outside the site'}, not one of STATIC_MDX_MODULES`;
            }
          } else if (!STATIC_MDX_COMPONENTS.has(name)) {
            reason = `<${name}> is not in STATIC_MDX_COMPONENTS`;
          }
        } else if (name === 'details' || name === 'pre' || name === 'code') {
          reason = `<${name}> is rendered by an interactive theme component`;
        }
        break;
      }
      case 'code':
        reason = 'a code block';
        break;
      case 'html':
        reason = 'raw HTML';
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const source = current.value ?? '';
        // One comment and nothing else: `{/* a */ x /* b */}` starts and ends like one, but is code.
        if (!/^\s*\/\*(?:(?!\*\/)[\s\S])*\*\/\s*$/.test(source)) reason = `the expression {${source.trim()}}`;
        break;
      }
      default:
        break;
    }
    for (const child of current.children ?? []) visit(child);
  };
  visit(node);
  return reason;
}

/** Why a body must hydrate, or undefined when it need not. The first reason found, for tests and debugging. */
export function hydrationReason(tree: MdRoot, fromFile?: string): string | undefined {
  return reasonIn(tree, importedNames(tree, fromFile));
}

/**
 * Whether `node`, a block of a body that hydrates, is worth keeping on its own: a component imported from one
 * of STATIC_MDX_MODULES (not one that keeps its markup itself), with nothing interactive inside. Markdown's
 * own blocks and the MDX map's small components are left to hydrate: a paragraph costs React one or two
 * elements, and a wrapper would change the `.markdown > p` structure the theme's rules read.
 */
function isKeptBlock(node: MdNode, imported: ImportedNames): boolean {
  if (node.type !== 'mdxJsxFlowElement' || !/^[A-Z]/.test(node.name ?? '')) return false;
  const module = imported.get((node.name ?? '').split('.')[0] ?? '');
  return (
    module !== undefined &&
    STATIC_MDX_MODULES.has(module) &&
    !SELF_KEPT_MDX_MODULES.has(module) &&
    reasonIn(node, imported) === undefined
  );
}

/** The ESTree of one ESM statement, as MDX compiles it (mdast-util-mdxjs-esm keeps `value` for printing). */
function esmNode(value: string, statement: object): MdNode {
  return {
    type: 'mdxjsEsm',
    value,
    data: {estree: {type: 'Program', sourceType: 'module', body: [statement]}},
  };
}

/**
 * The ESM statement that imports KeptContent (KEPT_CONTENT_MODULE) under the name KEPT_CONTENT_COMPONENT.
 * Written in parts so that test/dependencies.test.ts, which reads `from '…'` in the source, does not take it
 * for an import of this file.
 */
export const KEPT_CONTENT_IMPORT = [
  'import',
  KEPT_CONTENT_COMPONENT,
  'from',
  `'${KEPT_CONTENT_MODULE}';`,
].join(' ');

function keptContentImport(): MdNode {
  return esmNode(KEPT_CONTENT_IMPORT, {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: KEPT_CONTENT_COMPONENT}}],
    source: {type: 'Literal', value: KEPT_CONTENT_MODULE, raw: `'${KEPT_CONTENT_MODULE}'`},
    attributes: [],
  });
}

/** `node` inside `<KeptContent>`. */
function keptBlock(node: MdNode): MdNode {
  return {type: 'mdxJsxFlowElement', name: KEPT_CONTENT_COMPONENT, attributes: [], children: [node]};
}

/** `export const staticBody = true;` as an MDX ESM node. */
function staticBodyExport(): MdNode {
  return esmNode(`export const ${STATIC_BODY_EXPORT} = true;`, {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {type: 'Identifier', name: STATIC_BODY_EXPORT},
          init: {type: 'Literal', value: true, raw: 'true'},
        },
      ],
    },
  });
}

export default function remarkStaticBody() {
  return (tree: MdRoot, file?: {path?: string}): void => {
    const imported = importedNames(tree, file?.path);
    if (reasonIn(tree, imported) === undefined) {
      tree.children.push(staticBodyExport());
      return;
    }
    if (imported.has(KEPT_CONTENT_COMPONENT)) {
      throw new Error(
        `${file?.path ?? 'an MDX file'} imports a ${KEPT_CONTENT_COMPONENT} of its own; rename it`,
      );
    }
    const blocks = tree.children;
    tree.children = blocks.map((node) => (isKeptBlock(node, imported) ? keptBlock(node) : node));
    if (tree.children.some((node, index) => node !== blocks[index])) tree.children.push(keptContentImport());
  };
}
