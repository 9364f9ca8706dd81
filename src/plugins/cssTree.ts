/**
 * Small postcss helpers shared by the build steps that cut the site's stylesheet: unused rules
 * (unusedCss.ts), unread and constant custom properties (pruneCustomProperties.ts,
 * constantCustomProperties.ts) and each page's remainder
 * (cssRemainder.ts).
 */
import type {AtRule, Root, Rule} from 'postcss';

/** Whether a rule is a keyframe step (`to {…}` in `@keyframes`), not a rule with selectors. */
export function insideKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
}

/**
 * Removes the rules and at-rules left with nothing inside, innermost first (an @media whose only rule
 * went goes with it). Statements without a block (`@layer a, b;`) stay.
 */
export function dropEmptyContainers(root: Root): void {
  const containers: Array<Rule | AtRule> = [];
  root.walk((node) => {
    if (node.type === 'rule' || node.type === 'atrule') containers.push(node);
  });
  for (const container of containers.reverse()) if (container.nodes?.length === 0) container.remove();
}
