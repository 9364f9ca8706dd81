import clsx from 'clsx';
import styles from './styles.module.css';

export interface SpinnerProps {
  /** `large` for a whole area that is loading (the shop), `small` beside a line of text (a price). */
  readonly size?: 'small' | 'large';
  readonly className?: string;
}

/**
 * A turning ring. Decorative: the text beside it, in a status region, says what is loading.
 */
export default function Spinner({size = 'small', className}: SpinnerProps) {
  return (
    <span className={clsx(styles.spinner, size === 'large' && styles.large, className)} aria-hidden="true" />
  );
}
