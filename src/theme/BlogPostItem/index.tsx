/**
 * Wraps BlogPostItem: on an article page (not in lists) it adds Back to Articles above the article and
 * the early-access call to action below it, so writers never add them by hand. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ArticleCta from '@site/src/domains/articles/ArticleCta';
import BackToArticles from '@site/src/domains/articles/BackToArticles';

type Props = WrapperProps<typeof BlogPostItemType>;

function ArticlePageItem(props: Props): ReactNode {
  const {blogBasePath} = useBlogMetadata();
  return (
    <>
      <BackToArticles to={blogBasePath} />
      <BlogPostItem {...props} />
      <ArticleCta />
    </>
  );
}

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? <ArticlePageItem {...props} /> : <BlogPostItem {...props} />;
}
