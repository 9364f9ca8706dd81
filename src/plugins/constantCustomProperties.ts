/**
 * Writes the custom properties that can only ever have one value straight into the rules that read them.
 * Infima declares about 280 `--ifm-*` properties on :root, and most never change: no colour mode, media
 * query, component or inline style sets them again (`--ifm-spacing-horizontal: 1rem`,
 * `--ifm-color-gray-700: #606770`). Every page carries the root's declarations in its inline critical CSS,
 * before its first paint, and every rule spells `var(--ifm-…)` where a few characters would do. Runs on the
 * site's stylesheet once, after the unread properties are dropped (pruneCustomProperties.ts), so the
 * stylesheet, each page's critical CSS and each remainder agree.
 *
 * A property is constant when the stylesheet declares it exactly once, on `:root` at the top level or
 * inside `@layer` only (not in `@media`, `@supports` or a colour mode), without `!important`; no
 * `@property` registers it; its value, with the constants it reads written in, reads no other property; and
 * the pages and scripts never spell its name (an inline style or a script could set or read it). Every
 * `var(--name)` reading it is then replaced by its value and its declaration goes. A property read with a
 * fallback (`var(--name, 1rem)`) is left as it is.
 */
import postcss, {type AtRule, type Declaration} from 'postcss';
import {dropEmptyContainers} from './cssTree';

const NAME = /--[\w-]+/g;
/** A `var()` with no fallback, the only form this rewrites. */
const PLAIN_VAR = /var\(\s*(--[\w-]+)\s*\)/g;
/** Every `var()` of a name, with or without a fallback. */
const ANY_VAR = /var\(\s*(--[\w-]+)\s*[,)]/g;
const CSS_WIDE = /^(initial|inherit|unset|revert|revert-layer)$/i;
/** Characters next to which a written-in value needs no space to stay a token of its own. */
const SEPARATED_BEFORE = /[\s(,/*]/;
const SEPARATED_AFTER = /[\s),/*]/;

function declaredOnRoot(declaration: Declaration): boolean {
  const rule = declaration.parent;
  if (rule?.type !== 'rule' || rule.selector.trim() !== ':root') return false;
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type !== 'atrule' || (node as AtRule).name !== 'layer') return false;
  }
  return true;
}

/** `value` with every plain `var()` of a constant replaced, spaced so tokens never run together. */
function writeIn(value: string, constant: (name: string) => string | null): string {
  return value.replace(PLAIN_VAR, (whole: string, name: string, offset: number) => {
    const written = constant(name);
    if (written === null) return whole;
    const before = value[offset - 1];
    const after = value[offset + whole.length];
    const lead = before === undefined || SEPARATED_BEFORE.test(before) ? '' : ' ';
    const trail = after === undefined || SEPARATED_AFTER.test(after) ? '' : ' ';
    return `${lead}${written}${trail}`;
  });
}

/**
 * `css` with its constant custom properties (above) written into the declarations that read them and
 * their declarations removed. `outside` is every page's HTML and every script's text: a name it spells is
 * never treated as constant.
 */
export function inlineConstantProperties(css: string, outside: string): string {
  const root = postcss.parse(css);
  const declarations: Declaration[] = [];
  root.walkDecls((declaration) => {
    declarations.push(declaration);
  });

  const spelledOutside = new Set(outside.match(NAME) ?? []);
  const registered = new Set<string>();
  root.walkAtRules('property', (rule) => {
    registered.add(rule.params.trim());
  });
  const withFallback = new Set<string>();
  for (const {value} of declarations) {
    for (const [whole, name] of value.matchAll(ANY_VAR))
      if (whole.endsWith(',') && name) withFallback.add(name);
  }

  const count = new Map<string, number>();
  for (const {prop} of declarations) if (prop.startsWith('--')) count.set(prop, (count.get(prop) ?? 0) + 1);
  const candidates = new Map<string, Declaration>();
  for (const declaration of declarations) {
    const {prop, value, important} = declaration;
    if (!prop.startsWith('--') || count.get(prop) !== 1 || important || !declaredOnRoot(declaration))
      continue;
    if (spelledOutside.has(prop) || registered.has(prop) || withFallback.has(prop)) continue;
    if (value.trim() === '' || CSS_WIDE.test(value.trim())) continue;
    candidates.set(prop, declaration);
  }

  // A constant may read other constants: write them in first. One that reads anything else is not one.
  const resolved = new Map<string, string | null>();
  function resolve(name: string): string | null {
    if (resolved.has(name)) return resolved.get(name)!;
    const declaration = candidates.get(name);
    if (declaration === undefined) return null;
    resolved.set(name, null); // a property that reads itself, through others or not, is not constant
    const value = declaration.value.trim();
    const readsOnlyConstants = [...value.matchAll(ANY_VAR)].every(([, read]) => resolve(read!) !== null);
    const written = readsOnlyConstants ? writeIn(value, resolve) : null;
    resolved.set(name, written === null || written.includes('var(') ? null : written);
    return resolved.get(name)!;
  }

  for (const declaration of declarations) {
    if (candidates.get(declaration.prop) === declaration && resolve(declaration.prop) !== null) {
      declaration.remove();
    } else if (declaration.value.includes('var(')) {
      declaration.value = writeIn(declaration.value, resolve);
    }
  }
  dropEmptyContainers(root);
  return root.toString();
}
