/**
 * Wraps the theme's DocItem/Content (the doc's `.markdown` block): a body with nothing interactive in it keeps its
 * server HTML on the first load (src/components/StaticBody). See src/theme/README.md.
 */
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import {withStaticBody} from '@site/src/components/StaticBody';

// The original's module is untyped (`any`); it is the theme's component of that name.
export default withStaticBody(Content as typeof ContentType);
