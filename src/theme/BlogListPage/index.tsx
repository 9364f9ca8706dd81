/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogListPage): adds the page's h1, an introduction,
 * keywords and the Join the Waitlist link above the list. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import styles from './styles.module.css';

const KEYWORDS = [
  'running articles',
  'training load',
  'injury prevention',
  'marathon training',
  'running tips',
];

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}
    >
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} keywords={KEYWORDS} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
          <EarlyAccessLink variant="outline">Join the Waitlist</EarlyAccessLink>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
