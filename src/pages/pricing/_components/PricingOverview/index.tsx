import Link from '@docusaurus/Link';
import {STUDENT_DISCOUNT_PERCENT} from '@site/src/constants';
import {PRICING_BENEFITS} from '../pricingBenefits';
import PricingCard from '@site/src/domains/pricing/PricingCard';
import Section from '@site/src/components/Section';
import SupportEmail from '@site/src/components/SupportEmail';
import PricingBenefits from '../PricingBenefits';
import styles from './styles.module.css';

/** The price card with the trial, money-back and cancel-anytime promises, and two notes, beside it. */
export default function PricingOverview() {
  return (
    <Section labelledBy="pricing-card-title" className={styles.section}>
      <div className={styles.grid}>
        <PricingCard headingId="pricing-card-title" />
        {/* Not an <aside>: a complementary landmark inside the section's region (axe: best practice). */}
        <div className={styles.aside}>
          <h2 id="pricing-promises-title" className={styles.asideTitle}>
            Risk-free from the first run
          </h2>
          <PricingBenefits items={PRICING_BENEFITS} />
          <div className={styles.notes}>
            <p>
              <strong>Priced where you run.</strong> The card shows your region’s price in your currency.
              Travelling, or browsing through a VPN? Pick your region in the location menu.
            </p>
            <p>
              <strong>Students save {STUDENT_DISCOUNT_PERCENT}%.</strong> Email <SupportEmail /> with your
              student ID. More answers in the <Link to="#pricing-faq">pricing FAQ</Link>.
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}
