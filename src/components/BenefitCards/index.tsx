import clsx from 'clsx';
import type {Benefit} from '../../data/benefits';
import {BenefitIconSvg} from './icons';
import styles from './styles.module.css';

export interface BenefitCardsProps {
  readonly items: readonly Benefit[];
  /** Heading level of each card title: h3 under a section's h2 (default). */
  readonly headingAs?: 'h3' | 'h4';
  readonly className?: string;
}

/** A grid of benefit cards (icon, title, description) from src/data/benefits.ts. */
export default function BenefitCards({items, headingAs = 'h3', className}: BenefitCardsProps) {
  const HeadingTag = headingAs;
  return (
    <ul className={clsx(styles.grid, className)}>
      {items.map((benefit) => (
        <li key={benefit.id} className={styles.card}>
          <span className={styles.icon}>
            <BenefitIconSvg icon={benefit.icon} />
          </span>
          <HeadingTag className={styles.title}>{benefit.title}</HeadingTag>
          <p className={styles.description}>{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
