/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogPostItem/Header/Info) and rewritten: the post's date
 * and reading time under its title, written by the same functions as the article cards
 * (`formatArticleDate`, `readingTimeLabel`). The theme's component built an `Intl.DateTimeFormat` and
 * `Intl.PluralRules` while every article hydrated, a task of about 100 ms on a 4x-throttled phone while
 * the browser loads ICU's calendar data (src/lib/format.ts). See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatArticleDate, readingTimeLabel} from '@site/src/domains/articles/articleCards';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {
    metadata: {date, readingTime},
  } = useBlogPost();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatArticleDate(date, currentLocale)}</time>
      {readingTime !== undefined && <>{` · ${readingTimeLabel(readingTime)}`}</>}
    </div>
  );
}
