/**
 * Wraps the theme's BlogPostItem/Content (the article's `.markdown` block): a body with nothing interactive
 * in it keeps its server HTML on the first load (src/components/StaticBody). See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticBody from '@site/src/components/StaticBody';

export default function BlogPostItemContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  return (
    <StaticBody content={props.children}>
      <Content {...props} />
    </StaticBody>
  );
}
