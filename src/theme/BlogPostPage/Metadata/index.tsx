/**
 * Wraps BlogPostPage/Metadata: adds the cover's size and alt text to the social tags, so link previews
 * render on the first share. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ARTICLE_COVER_SIZE} from '@site/src/domains/articles/articleImages';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  const alt = `Cover of the article “${metadata.title}”`;
  return (
    <>
      <Metadata />
      {frontMatter.image && (
        <Head>
          <meta property="og:image:width" content={String(ARTICLE_COVER_SIZE.width)} />
          <meta property="og:image:height" content={String(ARTICLE_COVER_SIZE.height)} />
          <meta property="og:image:alt" content={alt} />
          <meta name="twitter:image:alt" content={alt} />
        </Head>
      )}
    </>
  );
}
