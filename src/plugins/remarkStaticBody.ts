/**
 * A remark plugin for the docs and the articles: an MDX body with nothing interactive in it gets
 * `export const staticBody = true`, and the theme keeps that body's server HTML on a page's first load
 * instead of hydrating it (src/components/StaticBody). Decided at build time, from the document itself, so
 * a writer never sets it: a body qualifies when every component it uses is in `STATIC_MDX_COMPONENTS` and
 * it has no code block (the copy button and the lazy highlighter need React) and no `{expression}` other
 * than a comment such as `{/* truncate *\/}`. Anything else, including a component added tomorrow, hydrates
 * as before: a component missing from the list costs a phone some work, never a part that does not respond.
 */
import path from 'node:path';
import {STATIC_BODY_EXPORT} from '../config/staticBody';

/** The part of an mdast node (with MDX's node types) this plugin reads. */
export interface MdNode {
  readonly type: string;
  /** A JSX element's name; null for a fragment. */
  readonly name?: string | null;
  /** An expression's source, an ESM node's source. */
  readonly value?: string;
  readonly children?: readonly MdNode[];
  readonly data?: unknown;
}

export interface MdRoot extends MdNode {
  readonly type: 'root';
  readonly children: MdNode[];
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
 * sense: a component a body imports from one of them does not make it hydrate. The two `static` modules
 * wrap figures in StaticMarkup; the rest are plain markup from typed data. A component imported from any
 * other module hydrates, whatever its name.
 */
export const STATIC_MDX_MODULES: ReadonlySet<string> = new Set([
  'src/components/LegalOperator',
  'src/components/BenefitCards',
  'src/domains/training-load/static',
  'docs/features/_components/static',
  'docs/features/_components/WarmupRoutines',
  'docs/features/_components/FeedbackCategories',
  'docs/features/_components/SupportOfferings',
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

/** Why a body must hydrate, or undefined when it need not. The first reason found, for tests and debugging. */
export function hydrationReason(tree: MdRoot, fromFile?: string): string | undefined {
  const imported = importedNames(tree, fromFile);
  let reason: string | undefined;
  const visit = (node: MdNode): void => {
    if (reason) return;
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
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
        const source = node.value ?? '';
        // One comment and nothing else: `{/* a */ x /* b */}` starts and ends like one, but is code.
        if (!/^\s*\/\*(?:(?!\*\/)[\s\S])*\*\/\s*$/.test(source)) reason = `the expression {${source.trim()}}`;
        break;
      }
      default:
        break;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return reason;
}

/** `export const staticBody = true;` as an MDX ESM node. */
function staticBodyExport(): MdNode {
  // The ESTree MDX compiles (mdast-util-mdxjs-esm keeps `value` for printing, `data.estree` for code).
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
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
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `export const ${STATIC_BODY_EXPORT} = true;`, data: {estree}};
}

export default function remarkStaticBody() {
  return (tree: MdRoot, file?: {path?: string}): void => {
    if (hydrationReason(tree, file?.path) === undefined) tree.children.push(staticBodyExport());
  };
}
