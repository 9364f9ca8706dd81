/**
 * The rest of the site's stylesheet once a page's critical rules are taken out: what the page loads after
 * its first paint (src/plugins/criticalCss.ts).
 *
 * Why not the full stylesheet: added after the first paint, the full stylesheet makes the browser match
 * every element of the page again (it holds `*`, `html` and `body` rules and the root's custom properties)
 * though nothing changes: 173-731 elements and up to 22 ms at full speed, route by route, so some 80 ms of
 * a mid-range phone's main thread on the home page (BENCHMARKS.md, 2026-11-28). The remainder holds only
 * rules that match nothing in the page's markup, so adding it restyles at most a handful of elements and
 * costs little more than its parsing; it is still there for what the page draws later (a calculator's
 * result, a dialog) and for the pages a visitor opens next.
 *
 * The cut is made selector by selector, as beasties keeps critical rules: `a, .tabs {…}` whose `a`
 * matched the page leaves `.tabs {…}` here. A rule is the same rule when its at-rule context (`@layer`,
 * `@media`, …), its selector and its declarations are the same. Keyframes and other at-rules without
 * selectors count by their context, name and body.
 */
import postcss, {
  type AtRule,
  type ChildNode,
  type Container,
  type Declaration,
  type Node,
  type Rule,
} from 'postcss';
import {dropEmptyContainers, insideKeyframes} from './cssTree';

/** `@media (x) / @layer y`: the at-rules around a node, outermost first. */
function context(node: ChildNode): string {
  const parts: string[] = [];
  for (let parent: Node | undefined = node.parent; parent?.type === 'atrule'; parent = parent.parent) {
    parts.unshift(`@${(parent as AtRule).name} ${params(parent as AtRule)}`);
  }
  return parts.join(' / ');
}

/**
 * Whitespace that a minifier may write or leave out, gone; but not around a `:`, where in a selector it means
 * a descendant (`.a :hover` is not `.a:hover`).
 */
const squeeze = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([,;(){}>+~])\s*/g, '$1')
    .trim();

/** An at-rule's condition, where `(min-width: 997px)` is `(min-width:997px)`. */
const params = (atRule: AtRule) => squeeze(atRule.params).replace(/\s*:\s*/g, ':');

const declaration = (node: Declaration) =>
  `${node.prop}:${squeeze(node.value)}${node.important ? '!important' : ''}`;

/** A rule's declarations, or a keyframes' steps, as one comparable string. */
function body(node: Container): string {
  return (node.nodes ?? [])
    .map((child) => {
      if (child.type === 'decl') return declaration(child);
      if (child.type === 'rule') return `${squeeze(child.selector)}{${body(child)}}`;
      if (child.type === 'atrule') return `@${child.name} ${params(child)}{${body(child)}}`;
      return '';
    })
    .join(';');
}

/** At-rules counted whole: those that hold declarations or keyframes, not rules to split. */
const WHOLE_AT_RULE = /^(?:(?:-\w+-)?keyframes|font-face|property|counter-style|page|font-feature-values)$/i;

const ruleKey = (rule: Rule, selector: string) => `${context(rule)} | ${squeeze(selector)} | ${body(rule)}`;
const atRuleKey = (atRule: AtRule) =>
  `${context(atRule)} | @${atRule.name} ${params(atRule)} | ${atRule.nodes ? body(atRule) : ''}`;

/** Every selector-level rule and whole at-rule of `css`, as keys. */
export function ruleKeys(css: string): Set<string> {
  const keys = new Set<string>();
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule' && !insideKeyframes(node)) {
      for (const selector of node.selectors) keys.add(ruleKey(node, selector));
    } else if (node.type === 'atrule' && (WHOLE_AT_RULE.test(node.name) || !node.nodes)) {
      keys.add(atRuleKey(node));
    }
  });
  return keys;
}

/**
 * `full` without the rules (selector by selector) and whole at-rules that `critical` (CSS, or its
 * `ruleKeys`) already has, in
 * `full`'s order and at-rule nesting; at-rules left empty go too. `@layer` statements stay unless
 * `critical` has the same one: they match nothing, and keep the layers' order for a page that reads
 * the remainder first.
 */
export function cssRemainder(full: string, critical: string | ReadonlySet<string>): string {
  const have = typeof critical === 'string' ? ruleKeys(critical) : critical;
  const root = postcss.parse(full);
  root.walk((node) => {
    if (node.type === 'rule' && !insideKeyframes(node)) {
      const left = node.selectors.filter((selector) => !have.has(ruleKey(node, selector)));
      if (left.length === 0) node.remove();
      else if (left.length < node.selectors.length) node.selectors = left;
    } else if (node.type === 'atrule' && (WHOLE_AT_RULE.test(node.name) || !node.nodes)) {
      if (have.has(atRuleKey(node))) node.remove();
    }
  });
  // Containers left empty go too (an @media whose rules all went goes with them).
  dropEmptyContainers(root);
  return root.toString();
}
