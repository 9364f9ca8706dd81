import type {ReactElement} from 'react';
import type {PricingBenefit, PricingBenefitIcon} from '../pricingBenefits';
import LineIcon from '@site/src/components/LineIcon';
import styles from './styles.module.css';

export interface PricingBenefitsProps {
  readonly items: readonly PricingBenefit[];
}

const ICONS: Record<PricingBenefitIcon, ReactElement> = {
  trial: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4M9.5 15l2 2 3.5-4" />
    </>
  ),
  refund: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  cancel: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
};

/** The trial, money-back and cancel-anytime promises beside the price card. */
export default function PricingBenefits({items}: PricingBenefitsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.icon} className={styles.item}>
          <span className={styles.icon}>
            <LineIcon>{ICONS[item.icon]}</LineIcon>
          </span>
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
