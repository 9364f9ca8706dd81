import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Testimonial} from '../../data/testimonials';
import {cardGridStyle} from '../../lib/cardGrid';
import {keepCompounds} from '@site/src/lib/compounds';
import styles from './styles.module.css';

export interface TestimonialsProps {
  readonly items: readonly Testimonial[];
  /** Fixed number of columns on wide screens (e.g. 2 for four cards); by default as many as fit. */
  readonly columns?: 2 | 3;
}

/** Under quotes that claim an outcome: one runner's result is not a promise. */
export const RESULTS_NOTE =
  'Individual results vary: each runner’s result depends on their starting point, training history and health.';

function Stars({rating}: {readonly rating: number}) {
  return (
    <p className={styles.stars}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span className="visually-hidden">Rated {rating} out of 5</span>
    </p>
  );
}

function TestimonialCard({testimonial}: {readonly testimonial: Testimonial}) {
  const src = useBaseUrl(testimonial.image);
  return (
    <li className={styles.card}>
      <figure className={styles.figure}>
        <Stars rating={testimonial.rating} />
        <blockquote className={styles.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className={styles.person}>
          <img
            className={styles.avatar}
            src={src}
            alt={testimonial.alt}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
          <span>
            <span className={styles.name}>{testimonial.name}</span>
            <span className={styles.role}>{keepCompounds(testimonial.role)}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Runner testimonials as a responsive list of cards, from src/data/testimonials.ts. */
export default function Testimonials({items, columns}: TestimonialsProps) {
  return (
    <>
      <ul
        className={clsx(styles.grid, columns && styles[`columns${columns}`])}
        style={cardGridStyle(items.length)}
      >
        {items.map((t) => (
          <TestimonialCard key={t.id} testimonial={t} />
        ))}
      </ul>
      {items.some((t) => t.claimsResult) && <p className={styles.resultsNote}>{RESULTS_NOTE}</p>}
    </>
  );
}
