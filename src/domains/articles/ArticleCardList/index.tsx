import clsx from 'clsx';
import type {ArticleCardData} from '../articleCards';
import ArticleCard from '../ArticleCard';
import styles from './styles.module.css';

export interface ArticleCardListProps {
  readonly articles: readonly ArticleCardData[];
}

/**
 * Article cards in a responsive grid, in the order given (newest first). With an odd number of articles
 * the first one is featured across the full width, so the two-column grid below it has no gap.
 */
export default function ArticleCardList({articles}: ArticleCardListProps) {
  const featureFirst = articles.length % 2 === 1;
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => {
        const featured = featureFirst && index === 0;
        return (
          <li key={article.permalink} className={clsx(styles.item, featured && styles.wide)}>
            <ArticleCard article={article} featured={featured} priority={index === 0} />
          </li>
        );
      })}
    </ul>
  );
}
