/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogPostPage/StructuredData): the BlogPosting JSON-LD
 * gets absolute author images, the author page URL, Organization for team authors, the publisher and
 * the image size; written through JsonLd, escaped. See src/theme/README.md and src/domains/articles/articleStructuredData.ts.
 */
import type {ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import {ARTICLE_COVER_SIZE} from '@site/src/domains/articles/articleImages';
import {articleStructuredData} from '@site/src/domains/articles/articleStructuredData';

const PUBLISHER_LOGO = '/img/apple-touch-icon.png';

export default function BlogPostStructuredData(): ReactNode {
  const base = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const {productName} = useSiteSettings();
  const {withBaseUrl} = useBaseUrlUtils();
  const absoluteUrl = (path: string) => withBaseUrl(path, {absolute: true});
  const data = articleStructuredData(base, {
    authors: metadata.authors,
    absoluteUrl,
    publisher: {name: productName, url: absoluteUrl('/'), logoPath: PUBLISHER_LOGO},
    imageSize: ARTICLE_COVER_SIZE,
  });
  return <JsonLd data={data} />;
}
