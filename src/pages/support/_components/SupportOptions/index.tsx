import clsx from 'clsx';
import {SUPPORT_OPTIONS, type SupportOption} from '../supportOptions';
import EarlyAccessLink from '../../../../components/EarlyAccessLink';
import Icon from '../../../../components/Icon';
import {cardGridStyle} from '../../../../lib/cardGrid';
import styles from './styles.module.css';

function SupportCard({option}: {readonly option: SupportOption}) {
  const titleId = `support-option-${option.id}`;
  return (
    <li className={clsx(styles.card, styles[option.colour])}>
      <article aria-labelledby={titleId} className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={option.icon} size={28} />
        </span>
        <h3 id={titleId} className={styles.title}>
          {option.title}
        </h3>
        <p className={styles.availability}>
          <Icon name="clock" size={16} strokeWidth={2} className={styles.clock} />
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
    <ul className={styles.grid} style={cardGridStyle(options.length)}>
      {options.map((option) => (
        <SupportCard key={option.id} option={option} />
      ))}
    </ul>
  );
}
