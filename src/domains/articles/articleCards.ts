/**
 * Turns a blog post as Docusaurus hands it to the theme into the plain data of an article card.
 * Pure, so the list, tag and author pages render the same cards and tests need no Docusaurus context.
 */
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import {formatLongDate, type DateOrder} from '../../lib/format';
import {articleImageSet} from './articleImages';

export interface ArticleCardAuthor {
  readonly name: string;
  /** Avatar URL with the base URL applied; absent when the author has none. */
  readonly imageUrl?: string;
}

export interface ArticleCardData {
  readonly permalink: string;
  readonly title: string;
  /** The front-matter description. */
  readonly summary: string;
  /** Publication date, ISO 8601. */
  readonly date: string;
  /** The date as the post header shows it, e.g. "April 22, 2025" for locale en. */
  readonly formattedDate: string;
  /** Whole minutes, from front matter `read_time` or estimated by Docusaurus. */
  readonly readingTimeMinutes?: number;
  /** The 600x315 card cover with the base URL applied. */
  readonly imageUrl?: string;
  readonly authors: readonly ArticleCardAuthor[];
}

export type ArticleContent = Pick<PropBlogPostContent, 'metadata' | 'frontMatter'>;

export interface ArticleCardOptions {
  /** Adds the site's base URL to a site path (useBaseUrlUtils().withBaseUrl). */
  readonly withBaseUrl: (path: string) => string;
  /** BCP 47 locale the dates are written in. */
  readonly locale: string;
}

/** The long-date order of the English locales written without Intl (src/lib/format.ts). */
const ENGLISH_DATE_ORDER: Readonly<Record<string, DateOrder>> = {
  en: 'month-day',
  'en-US': 'month-day',
  'en-GB': 'day-month',
};

/**
 * Long dates in the site locale, read in UTC: the same format on the cards, the post header and the
 * archive ("October 7, 2025", or "October 7" without the year). English is written without `Intl`;
 * another locale asks `Intl` for it.
 */
export function formatArticleDate(isoDate: string, locale: string, withYear = true): string {
  const order = ENGLISH_DATE_ORDER[locale];
  if (order) return formatLongDate(isoDate, order, withYear);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(withYear ? {year: 'numeric' as const} : {}),
    timeZone: 'UTC',
  }).format(new Date(isoDate));
}

/** "5 min read", rounding an estimate up as Docusaurus does. */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

export function toArticleCard(
  {metadata, frontMatter}: ArticleContent,
  options: ArticleCardOptions,
): ArticleCardData {
  const images = frontMatter.image ? articleImageSet(frontMatter.image) : null;
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    summary: metadata.description,
    date: metadata.date,
    formattedDate: formatArticleDate(metadata.date, options.locale),
    readingTimeMinutes: metadata.readingTime === undefined ? undefined : Math.ceil(metadata.readingTime),
    imageUrl: images ? options.withBaseUrl(images.card) : undefined,
    authors: metadata.authors.flatMap((author) =>
      author.name
        ? [{name: author.name, imageUrl: author.imageURL ? options.withBaseUrl(author.imageURL) : undefined}]
        : [],
    ),
  };
}
