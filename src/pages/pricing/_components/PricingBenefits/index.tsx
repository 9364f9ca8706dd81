import type {PricingBenefit} from '../pricingBenefits';
import Icon from '@site/src/components/Icon';
import {keepCompounds} from '@site/src/lib/compounds';
import {keepUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';

export interface PricingBenefitsProps {
  readonly items: readonly PricingBenefit[];
}

/** The trial, money-back and cancel-anytime promises beside the price card. */
export default function PricingBenefits({items}: PricingBenefitsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.icon} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <div className={styles.text}>
            <h3 className={styles.title}>{keepCompounds(item.title)}</h3>
            <p className={styles.description}>{keepUnits(item.description)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
