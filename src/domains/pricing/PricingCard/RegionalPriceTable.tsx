import {LAUNCH_DISCOUNT_PERCENT} from '../../../constants';
import {FALLBACK_PRICING} from '../fallbackPrices';
import {formatPricing} from '../format';
import {PRICING_COUNTRIES} from '../types';
import styles from './styles.module.css';

/** Every region's early-access price: what visitors without JavaScript see instead of the live price. */
export default function RegionalPriceTable() {
  return (
    <table className={styles.table}>
      <caption>
        Early-access price per month, by region ({LAUNCH_DISCOUNT_PERCENT}% off the regular price)
      </caption>
      <thead>
        <tr>
          <th scope="col">Region</th>
          <th scope="col">Launch price</th>
          <th scope="col">Regular price</th>
        </tr>
      </thead>
      <tbody>
        {PRICING_COUNTRIES.map((country) => {
          const pricing = FALLBACK_PRICING[country];
          const view = formatPricing(pricing);
          return (
            <tr key={country}>
              <th scope="row">{pricing.region}</th>
              <td>{view.current}</td>
              <td>
                <s>{view.original}</s>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
