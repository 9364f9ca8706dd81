/**
 * Wraps Blog/Pages/BlogAuthorsPostsPage: the author's page gets a description (Docusaurus sets only a
 * title), so every built page has one for search results and social previews. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const description =
    author.description ?? `Articles on running and training written by ${author.name ?? 'this author'}.`;
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
