/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogListPage/StructuredData): the same Blog JSON-LD,
 * written through JsonLd so that titles and descriptions are escaped. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import JsonLd from '@site/src/components/JsonLd';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  return <JsonLd data={useBlogListPageStructuredData(props)} />;
}
