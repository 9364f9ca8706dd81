import type {ReactNode} from 'react';
import clsx from 'clsx';
import {SUPPORT_OPTIONS, type SupportChannel, type SupportOption} from '../supportOptions';
import EarlyAccessLink from '../../../../components/EarlyAccessLink';
import LineIcon from '../../../../components/LineIcon';
import styles from './styles.module.css';

const ICON_PATHS: Record<SupportChannel, ReactNode> = {
  'live-chat': (
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16.2A2.5 2.5 0 0 1 4 14V5.5ZM8 8.5h8M8 12h5" />
  ),
  email: (
    <path d="M3.5 6.5A1.5 1.5 0 0 1 5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5v-11Zm.5.3 8 6.2 8-6.2" />
  ),
  documentation: (
    <path d="M12 6.5C10.3 5.2 7.8 4.5 4.5 4.5v13c3.3 0 5.8.7 7.5 2m0-13c1.7-1.3 4.2-2 7.5-2v13c-3.3 0-5.8.7-7.5 2m0-13v13" />
  ),
};

function ClockIcon() {
  return (
    <LineIcon size={16} strokeWidth={2} className={styles.clock}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

function SupportCard({option}: {readonly option: SupportOption}) {
  const titleId = `support-option-${option.id}`;
  return (
    <li className={clsx(styles.card, styles[option.colour])}>
      <article aria-labelledby={titleId} className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <LineIcon size={28}>{ICON_PATHS[option.id]}</LineIcon>
        </span>
        <h3 id={titleId} className={styles.title}>
          {option.title}
        </h3>
        <p className={styles.availability}>
          <ClockIcon />
          <span>{option.availability}</span>
        </p>
        <p className={styles.description}>{option.description}</p>
        <EarlyAccessLink variant="outline" className={styles.action}>
          {option.action}
        </EarlyAccessLink>
      </article>
    </li>
  );
}

export interface SupportOptionsProps {
  readonly options?: readonly SupportOption[];
}

/** The support channels as cards; each button leads to the early-access sign-up. */
export default function SupportOptions({options = SUPPORT_OPTIONS}: SupportOptionsProps) {
  return (
    <ul className={styles.grid}>
      {options.map((option) => (
        <SupportCard key={option.id} option={option} />
      ))}
    </ul>
  );
}
