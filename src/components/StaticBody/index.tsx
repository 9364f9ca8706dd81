/**
 * The body of a doc or an article (the theme's `.markdown` block), kept as the server sent it on a page's
 * first load when the build found nothing interactive in it (`src/plugins/remarkStaticBody.ts` marks the
 * MDX module with `export const staticBody = true`). A long policy or article then costs a phone no
 * hydration after it has painted; on client-side navigation React renders it as usual. Its plain links
 * keep the router, the section navigation and the prefetch (KeptContent). A body that hydrates may still keep
 * its static components' blocks: the plugin wraps each in KeptContent itself.
 *
 * The wrapper is `display: contents`, so the `.markdown` block inside keeps its place in the layout and
 * every `.markdown > ...` rule still applies.
 */
import {isValidElement, type ComponentType, type ReactNode} from 'react';
import KeptContent from './KeptContent';
import {STATIC_BODY_EXPORT} from '../../config/staticBody';

/**
 * Whether `content`, the element the theme renders for a page's MDX (`<MDXContent />`), was marked static.
 * Docusaurus copies an MDX module's named exports onto its component, the element's type.
 */
export function hasStaticBody(content: ReactNode): boolean {
  if (!isValidElement(content) || typeof content.type !== 'function') return false;
  return (content.type as {[STATIC_BODY_EXPORT]?: unknown})[STATIC_BODY_EXPORT] === true;
}

export interface StaticBodyProps {
  /** The MDX element, as the theme passes it to its Content component: decides whether the body is static. */
  readonly content: ReactNode;
  /** What to render: the theme's Content component with that element. */
  readonly children: ReactNode;
}

export default function StaticBody({content, children}: StaticBodyProps) {
  return hasStaticBody(content) ? <KeptContent>{children}</KeptContent> : <>{children}</>;
}

/**
 * The wrapper of a theme Content component (`DocItem/Content`, `BlogPostItem/Content`): its children are the
 * page's MDX element, which decides whether the body is kept.
 */
export function withStaticBody<Props extends {readonly children: ReactNode}>(
  Content: ComponentType<Props>,
): ComponentType<Props> {
  function ContentWithStaticBody(props: Props) {
    return (
      <StaticBody content={props.children}>
        <Content {...props} />
      </StaticBody>
    );
  }
  ContentWithStaticBody.displayName = `WithStaticBody(${Content.displayName ?? Content.name})`;
  return ContentWithStaticBody;
}
