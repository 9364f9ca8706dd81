import clsx from 'clsx';
import Icon, {type IconName} from '../../../components/Icon';
import type {Tone} from '../zones';
import styles from './styles.module.css';

export interface ZoneBadgeProps {
  readonly tone: Tone;
  /** The zone in words, e.g. 'Safe: sweet spot'. Always shown: colour is never the only signal. */
  readonly label: string;
  /**
   * `icon` (default): a tinted pill with a shape per tone, for tables and the dashboard. `dot`: an outlined
   * pill with a coloured dot, beside a number in the calculator's result.
   */
  readonly look?: 'icon' | 'dot';
  readonly className?: string;
}

/** Shape per tone (tick, exclamation, cross, i), so the badge reads without colour as well as without text. */
const ICON: Readonly<Record<Tone, IconName>> = {
  safe: 'check',
  caution: 'exclamation',
  danger: 'cross',
  info: 'info-mark',
};

const DOT_TONE: Readonly<Record<Tone, string | undefined>> = {
  safe: styles.dotSafe,
  caution: styles.dotCaution,
  danger: styles.dotDanger,
  info: styles.dotInfo,
};

/** A training-load zone as a coloured pill with its name: the one zone badge of the site. */
export default function ZoneBadge({tone, label, look = 'icon', className}: ZoneBadgeProps) {
  if (look === 'dot') return <span className={clsx(styles.dot, DOT_TONE[tone], className)}>{label}</span>;
  return (
    <span className={clsx(styles.badge, styles[tone], className)}>
      <Icon name={ICON[tone]} className={styles.icon} />
      {label}
    </span>
  );
}
