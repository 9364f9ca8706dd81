import type {SupportOffering} from '../coachingInsights';
import Icon from '@site/src/components/Icon';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import {keepCompounds} from '@site/src/lib/compounds';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

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
          <h3 className={styles.title}>{keepCompounds(offering.title)}</h3>
          <p className={styles.when}>{keepUnits(offering.when)}</p>
          <p className={styles.description}>{keepUnits(offering.description)}</p>
          <ul className={styles.includes}>
            {offering.includes.map((item) => (
              <li key={item}>{keepUnits(item)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
