import clsx from 'clsx';
import {STATUS_INFO, type Status} from '../comparisons';
import Icon, {type IconName} from '../../../components/Icon';
import styles from './styles.module.css';

export interface StatusIconProps {
  readonly status: Status;
  /** Show the status word next to the icon (legend); otherwise it is visually hidden (table cells). */
  readonly showLabel?: boolean;
  readonly className?: string;
}

const ICON: Readonly<Record<Status, IconName>> = {yes: 'check', partial: 'warning', no: 'cross'};

/** A rating: green check, yellow warning or red cross, always with its word for screen readers. */
export default function StatusIcon({status, showLabel = false, className}: StatusIconProps) {
  const {label} = STATUS_INFO[status];
  return (
    <span className={clsx(styles.status, styles[status], className)}>
      <Icon name={ICON[status]} size={20} strokeWidth={2.6} className={styles.icon} />
      <span className={showLabel ? styles.statusLabel : 'visually-hidden'}>{label}</span>
    </span>
  );
}
