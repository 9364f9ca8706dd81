import type {PricingState} from '../usePricing';
import {formatPricing} from '../format';
import Spinner from '../../../components/Spinner';
import styles from './styles.module.css';

export interface PriceDisplayProps {
  readonly state: PricingState;
}

/**
 * The price block of the card. It is a polite live region, so screen readers hear 'Loading pricing...'
 * and then the price; its height is reserved so the card does not move when the price arrives.
 */
export default function PriceDisplay({state}: PriceDisplayProps) {
  const loading = state.status === 'loading';
  return (
    <div className={styles.price} role="status" aria-busy={loading}>
      {loading ? (
        <div className={styles.loading}>
          <Spinner />
          <span>Loading pricing...</span>
        </div>
      ) : (
        <LoadedPrice state={state} />
      )}
    </div>
  );
}

function LoadedPrice({state}: {readonly state: Extract<PricingState, {status: 'loaded'}>}) {
  const view = formatPricing(state.pricing);
  return (
    <>
      <p className={styles.amountLine}>
        <span className={styles.current}>{view.current}</span>
        <span className={styles.per}>per month</span>
      </p>
      <p className={styles.discountLine}>
        {view.original && (
          <s className={styles.original}>
            <span className="visually-hidden">Regular price </span>
            {view.original}
          </s>
        )}
        {view.discountLabel && <span className={styles.badge}>{view.discountLabel}</span>}
      </p>
      <p className={styles.meta}>Price for {state.pricing.region}</p>
      <p className={styles.meta}>Billed monthly in {view.currency}</p>
    </>
  );
}
