/** The pricing domain's types (spec sections 3 and 7). */

export const PRICING_COUNTRIES = ['US', 'IN', 'AU', 'GB', 'EU'] as const;
export type PricingCountry = (typeof PRICING_COUNTRIES)[number];
/** The location selector's values: auto-detect or one of the priced regions. */
export type CountrySelection = 'auto' | PricingCountry;

/** The pricing object: the body of the pricing call, or a fallback row. Amounts are in major units. */
export interface Pricing {
  /** The current monthly price, formatted by the server (e.g. '$10.00'). */
  readonly displayPrice: string;
  /** Human name of the pricing region (e.g. 'United States'). */
  readonly region: string;
  /** ISO 4217 code (e.g. 'USD'). */
  readonly currency: string;
  /** The current monthly price (e.g. 10). */
  readonly priceAmount: number;
  /**
   * The price before the launch discount: an amount in major units (e.g. 19.99), formatted in
   * `currency`, or a display string formatted by the server (e.g. '$19.99', '₹340'), shown as given.
   */
  readonly originalPrice: number | string;
  /** 0 to 100; 0 means no discount. */
  readonly discountPercentage: number;
  /** The payment provider's price id. */
  readonly priceId: string;
  /** Country or region code the price is for (e.g. 'US', 'EU'). */
  readonly country: string;
  /** Optional: the current price in minor units (cents, paise); preferred over displayPrice when present. */
  readonly amount?: number;
}

/** What the pricing card shows. */
export interface PriceView {
  readonly current: string;
  /** The struck-through price; null when there is no discount. */
  readonly original: string | null;
  readonly currency: string;
  /** e.g. '50% OFF'; null when there is no discount. */
  readonly discountLabel: string | null;
  /** The rounded discount in percent; 0 when there is none. */
  readonly discountPercent: number;
}
