import type {SupportOffering} from '../coachingInsights';
import Icon from '@site/src/components/Icon';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import styles from './styles.module.css';

export interface SupportOfferingsProps {
  readonly offerings: readonly SupportOffering[];
}

/** The three ways the coach keeps you informed: when each arrives and what it contains. */
export default function SupportOfferings({offerings}: SupportOfferingsProps) {
  return (
    <ul className={styles.grid} style={cardGridStyle(offerings.length)}>
      {offerings.map((offering) => (
        <li key={offering.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={offering.icon} size={28} />
          </span>
          <h3 className={styles.title}>{offering.title}</h3>
          <p className={styles.when}>{offering.when}</p>
          <p className={styles.description}>{offering.description}</p>
          <ul className={styles.includes}>
            {offering.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
