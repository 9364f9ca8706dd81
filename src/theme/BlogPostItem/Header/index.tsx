/**
 * Wraps BlogPostItem/Header: on an article page the cover follows the title, date and author.
 * See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ArticleCover from '@site/src/domains/articles/ArticleCover';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const {isBlogPostPage, frontMatter} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && frontMatter.image && <ArticleCover image={frontMatter.image} />}
    </>
  );
}
