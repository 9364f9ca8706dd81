/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogArchivePage). Changes: the year headings are h2
 * (the theme's are h3, right after the page's h1, which skips a level), drawn at the h3 size they had;
 * the page's meta description is a sentence, not the theme's 'Archive' (a wrapper's PageMetadata
 * could not replace it: the page's own, rendered later, wins); and the page opens like /articles, with
 * its title and that sentence in the page's own header, instead of the theme's full-width coloured hero
 * that said "Archive" twice; the dates come from `formatArticleDate` (no `Intl` on the first load, see
 * src/lib/format.ts). See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import {formatArticleDate} from '@site/src/domains/articles/articleCards';
import styles from './styles.module.css';

const DESCRIPTION = 'Every running article we have published, by date.';
const KEYWORDS = ['article archive', 'running articles'];

type YearProp = {
  year: string;
  posts: ArchiveBlogPost[];
};

function Year({year, posts}: YearProp) {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const formatDate = (date: string) => formatArticleDate(date, currentLocale, false);

  return (
    <>
      <Heading as="h2" id={year} className={styles.year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <div className="row">
      {years.map((props) => (
        <section key={props.year} className="col col--4 margin-bottom--lg">
          <Year {...props} />
        </section>
      ))}
    </div>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());

  return Array.from(postsByYear, ([year, posts]) => ({
    year,
    posts,
  }));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Article archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: DESCRIPTION,
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} keywords={KEYWORDS} />
      <Layout>
        <main className="container margin-vert--lg">
          <header className={styles.header}>
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>{description}</p>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
