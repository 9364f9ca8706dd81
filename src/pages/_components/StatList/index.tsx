import clsx from 'clsx';
import type {Stat} from '../../../constants';
import {cardGridStyle} from '../../../lib/cardGrid';
import styles from './styles.module.css';

export interface StatListProps {
  readonly items: readonly Stat[];
  /** 'hero' sits on the hero gradient; 'panel' is a row of cards. */
  readonly variant?: 'hero' | 'panel';
  readonly className?: string;
}

/** Figures with the words that say what they measure. Read as "label: value"; shown value first. */
export default function StatList({items, variant = 'hero', className}: StatListProps) {
  return (
    <dl
      className={clsx(styles.list, styles[variant], className)}
      style={variant === 'panel' ? cardGridStyle(items.length) : undefined}
    >
      {items.map((stat) => (
        <div key={stat.value} className={styles.item}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
