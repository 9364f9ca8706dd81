import clsx from 'clsx';
import type {Benefit} from '../../data/benefits';
import Icon from '../Icon';
import {cardGridStyle} from '../../lib/cardGrid';
import {keepCompounds} from '@site/src/lib/compounds';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface BenefitCardsProps {
  readonly items: readonly Benefit[];
  /** Heading level of each card title: h3 under a section's h2 (default). */
  readonly headingAs?: 'h3' | 'h4';
  /** Fixed number of columns on wide screens; by default as many as fit. */
  readonly columns?: 2 | 3;
  /** The first card spans the whole row: for a lead item above the rest. */
  readonly featureFirst?: boolean;
  readonly className?: string;
}

/** A grid of benefit cards (icon, title, description) from src/data/benefits.ts. */
export default function BenefitCards({
  items,
  headingAs = 'h3',
  columns,
  featureFirst = false,
  className,
}: BenefitCardsProps) {
  const HeadingTag = headingAs;
  return (
    <ul
      className={clsx(
        styles.grid,
        columns && styles[`columns${columns}`],
        featureFirst && styles.featureFirst,
        className,
      )}
      style={cardGridStyle(items.length)}
    >
      {items.map((benefit) => (
        <li key={benefit.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={benefit.icon} size={28} />
          </span>
          <div className={styles.text}>
            <HeadingTag className={styles.title}>{keepCompounds(benefit.title)}</HeadingTag>
            <p className={styles.description}>{keepUnits(benefit.description)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
