import clsx from 'clsx';
import {useState} from 'react';
import {FREE_TRIAL_DAYS, LAUNCH_DISCOUNT_MONTHS, LAUNCH_DISCOUNT_PERCENT} from '../../../constants';
import EarlyAccessLink from '../../../components/EarlyAccessLink';
import Select from '../../../components/Select';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import {keepNumbersWithUnits} from '../../../lib/typography';
import type {PricingClient} from '../cache';
import {formatPricing} from '../format';
import {PLAN_INCLUDES, PRICED_PLAN} from '../plan';
import {COUNTRY_OPTIONS} from '../regions';
import type {CountrySelection} from '../types';
import {usePricing} from '../usePricing';
import PriceDisplay from './PriceDisplay';
import RegionalPriceTable from './RegionalPriceTable';
import styles from './styles.module.css';
import Icon from '../../../components/Icon';

export interface PricingCardProps {
  /** The pricing client; the browser session's cached client by default (tests inject one). */
  readonly client?: PricingClient;
  readonly headingId?: string;
}

function isSelection(value: string): value is CountrySelection {
  return COUNTRY_OPTIONS.some((option) => option.value === value);
}

/**
 * The early-access price card: the plan, a location selector, the live regional price (loading, then
 * loaded), what the plan includes, the launch offer and Get Early Access.
 * Without JavaScript the selector and the live price are hidden and every region's price is listed.
 */
export default function PricingCard({client, headingId = 'pricing-card-title'}: PricingCardProps) {
  const {appHost, productName} = useSiteSettings();
  const [selection, setSelection] = useState<CountrySelection>('auto');
  const state = usePricing(selection, appHost, client);
  // Until a price arrives (and without JavaScript) the offer states the site's launch discount.
  const discount =
    state.status === 'loaded' ? formatPricing(state.pricing).discountPercent : LAUNCH_DISCOUNT_PERCENT;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Early-access price</p>
        <h2 id={headingId} className={styles.title}>
          {productName} {PRICED_PLAN.name}
        </h2>
        {/* Not the tier's summary ("everything in Pro plus …"): the card shows no other plan to compare with. */}
        <p className={styles.summary}>The full coach, with everything listed below.</p>
      </header>

      {/* js-only: hidden without JavaScript by a <noscript> style in the head (docusaurus.config.ts). */}
      <div className={clsx(styles.live, 'js-only')}>
        <Select
          label="Your location"
          value={selection}
          onValueChange={(value) => isSelection(value) && setSelection(value)}
          hint="Prices and currency follow your region."
        >
          {COUNTRY_OPTIONS.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select>
        <PriceDisplay state={state} />
      </div>
      <noscript>
        <RegionalPriceTable />
      </noscript>

      <p className={styles.offer}>
        <strong>Launch offer:</strong>{' '}
        {discount > 0
          ? // "12 months" is never split over two lines, even with a reader's wider text spacing.
            keepNumbersWithUnits(
              `${discount}% off your first ${LAUNCH_DISCOUNT_MONTHS} months, reserved when you join early access.`,
            )
          : 'join early access to be first in line when we open.'}{' '}
        Every paid plan starts with a {FREE_TRIAL_DAYS}-day free trial, no credit card needed.
      </p>
      <EarlyAccessLink size="lg" className={styles.cta}>
        Get Early Access
      </EarlyAccessLink>

      <h3 className={styles.includesTitle}>What’s included</h3>
      <ul className={styles.includes}>
        {PLAN_INCLUDES.map((line) => (
          <li key={line}>
            <Icon name="check" size={18} strokeWidth={2.9} className={styles.check} />
            {line}
          </li>
        ))}
      </ul>
    </article>
  );
}
