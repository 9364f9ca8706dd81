import type {FeedbackCategory} from '../coachingInsights';
import {TermText} from '@site/src/components/Term';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import {keepCompounds} from '@site/src/lib/compounds';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface FeedbackCategoriesProps {
  readonly categories: readonly FeedbackCategory[];
}

/** What the coach comments on after a run, each with a line of example feedback. */
export default function FeedbackCategories({categories}: FeedbackCategoriesProps) {
  return (
    <ul className={styles.grid} style={cardGridStyle(categories.length)}>
      {categories.map((category) => (
        <li key={category.id} className={styles.card}>
          <h3 className={styles.title}>{keepCompounds(category.title)}</h3>
          <p className={styles.description}>
            <TermText text={category.description} terms={category.terms} />
          </p>
          <figure className={styles.example}>
            <blockquote>
              <p>{keepUnits(category.example)}</p>
            </blockquote>
            <figcaption className={styles.source}>Example feedback</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
