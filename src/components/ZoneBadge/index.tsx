import clsx from 'clsx';
import styles from './styles.module.css';

export type ZoneTone = 'safe' | 'caution' | 'danger';

export interface ZoneBadgeProps {
  readonly tone: ZoneTone;
  /** The zone in words, e.g. 'Safe: sweet spot'. Always shown: colour is never the only signal. */
  readonly label: string;
  readonly className?: string;
}

/** Shape per tone (tick, exclamation, cross), so the badge reads without colour as well as without text. */
const ICON: Readonly<Record<ZoneTone, string>> = {
  safe: 'M4.5 8.5l2.5 2.5 4.5-5.5',
  caution: 'M8 4.5v4.5M8 11.5v.01',
  danger: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
};

/** A training-load zone as a coloured pill with an icon and its name. */
export default function ZoneBadge({tone, label, className}: ZoneBadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], className)}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
        <path d={ICON[tone]} />
      </svg>
      {label}
    </span>
  );
}
