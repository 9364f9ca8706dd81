/**
 * Drops the custom properties nothing reads. Infima defines about 280 `--ifm-*` properties on :root;
 * the site's rules, pages and scripts read fewer than all of them. Runs on the site's stylesheet once,
 * after the unused rules are cut (unusedCss.ts), so the root's variables are the same in the stylesheet
 * and in every page's critical CSS.
 */
import postcss, {type Declaration} from 'postcss';
import {dropEmptyContainers} from './cssTree';

const REFERENCE = /var\(\s*(--[\w-]+)/g;

function addReferences(text: string, into: Set<string>): void {
  for (const [, name] of text.matchAll(REFERENCE)) if (name) into.add(name);
}

/**
 * `css` without the declarations of custom properties that no other declaration in it reads (directly or
 * through other custom properties) and that `html` (pages with their inline styles, or any text that
 * spells `var(--name)`) does not read.
 */
export function pruneCustomProperties(css: string, html: string): string {
  const root = postcss.parse(css);
  const declarations: Declaration[] = [];
  root.walkDecls((declaration) => {
    declarations.push(declaration);
  });
  const custom = declarations.filter((declaration) => declaration.prop.startsWith('--'));

  const read = new Set<string>();
  for (const declaration of declarations) {
    if (!declaration.prop.startsWith('--')) addReferences(declaration.value, read);
  }
  addReferences(html, read);
  // A property read only by another property that is read counts too.
  for (let size = -1; size !== read.size;) {
    size = read.size;
    for (const declaration of custom) if (read.has(declaration.prop)) addReferences(declaration.value, read);
  }

  for (const declaration of custom) if (!read.has(declaration.prop)) declaration.remove();
  // Rules and at-rules left empty go too.
  dropEmptyContainers(root);
  return root.toString();
}
