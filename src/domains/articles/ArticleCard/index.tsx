import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {readingTimeLabel, type ArticleCardData} from '../articleCards';
import {ARTICLE_CARD_SIZE, AUTHOR_AVATAR_PX, sizedImage} from '../articleImages';
import styles from './styles.module.css';

export interface ArticleCardProps {
  readonly article: ArticleCardData;
  /** A wide card with the cover beside the text (from tablet width up). */
  readonly featured?: boolean;
  /** Load the cover at once: for the card likely to be in the first screen. */
  readonly priority?: boolean;
}

/**
 * One article in a list: cover, title, summary, author, date and read time. The title is the only link;
 * it stretches over the whole card, so the card is one click target and one tab stop. The cover is the
 * article's art, without text, so it is decorative (alt="") and screen readers hear the title once. It comes first in the
 * document as on screen: a page painted half-loaded on a slow line never shows the text first and then
 * pushes it down under the cover.
 */
export default function ArticleCard({article, featured = false, priority = false}: ArticleCardProps) {
  const {permalink, title, summary, date, formattedDate, readingTimeMinutes, imageUrl, authors} = article;
  return (
    <article className={clsx(styles.card, featured && styles.featured)}>
      {imageUrl && (
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          {...sizedImage(ARTICLE_CARD_SIZE)}
          loading={priority ? 'eager' : 'lazy'}
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={permalink} className={styles.link}>
            {title}
          </Link>
        </h2>
        <p className={styles.summary}>{summary}</p>
        <footer className={styles.footer}>
          {authors.length > 0 && (
            <p className={styles.authors}>
              <span className="visually-hidden">By </span>
              {authors.map((author) => (
                <span key={author.name} className={styles.author}>
                  {author.imageUrl && (
                    <img
                      className={styles.avatar}
                      src={author.imageUrl}
                      alt=""
                      width={AUTHOR_AVATAR_PX}
                      height={AUTHOR_AVATAR_PX}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  {author.name}
                </span>
              ))}
            </p>
          )}
          <p className={styles.meta}>
            <time dateTime={date}>{formattedDate}</time>
            {readingTimeMinutes !== undefined && (
              <>
                <span aria-hidden="true" className={styles.dot}>
                  ·
                </span>
                <span>{readingTimeLabel(readingTimeMinutes)}</span>
              </>
            )}
          </p>
        </footer>
      </div>
    </article>
  );
}
