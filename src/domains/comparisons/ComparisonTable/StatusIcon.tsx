import type {ReactElement} from 'react';
import clsx from 'clsx';
import {STATUS_INFO, type Status} from '../comparisons';
import LineIcon from '../../../components/LineIcon';
import styles from './styles.module.css';

export interface StatusIconProps {
  readonly status: Status;
  /** Show the status word next to the icon (legend); otherwise it is visually hidden (table cells). */
  readonly showLabel?: boolean;
  readonly className?: string;
}

const PATHS: Record<Status, ReactElement> = {
  yes: <path d="M6 12.5l4 4 8-9" />,
  partial: (
    <>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.4v.1" />
    </>
  ),
  no: <path d="M7 7l10 10M17 7L7 17" />,
};

/** A rating: green check, yellow warning or red cross, always with its word for screen readers. */
export default function StatusIcon({status, showLabel = false, className}: StatusIconProps) {
  const {label} = STATUS_INFO[status];
  return (
    <span className={clsx(styles.status, styles[status], className)}>
      <LineIcon size={20} strokeWidth={2.6} className={styles.icon}>
        {PATHS[status]}
      </LineIcon>
      <span className={showLabel ? styles.statusLabel : 'visually-hidden'}>{label}</span>
    </span>
  );
}
