/**
 * Wraps the theme's BlogPostItem/Content (the article's `.markdown` block): a body with nothing interactive in it keeps its
 * server HTML on the first load (src/components/StaticBody). See src/theme/README.md.
 */
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import {withStaticBody} from '@site/src/components/StaticBody';

// The original's module is untyped (`any`); it is the theme's component of that name.
export default withStaticBody(Content as typeof ContentType);
