import {ELITE_MONTHLY_USD, INDIA_PRICE_INR} from '../../constants';
import type {Pricing, PricingCountry} from './types';

/** Elite's prices used whenever the pricing call cannot answer (spec section 3). All 50% off. */
export const FALLBACK_PRICING: Readonly<Record<PricingCountry, Pricing>> = {
  US: {
    displayPrice: '$10.00',
    region: 'United States',
    currency: 'USD',
    priceAmount: 10,
    originalPrice: ELITE_MONTHLY_USD,
    discountPercentage: 50,
    priceId: 'fallback-us',
    country: 'US',
  },
  IN: {
    displayPrice: `₹${INDIA_PRICE_INR}`,
    region: 'India',
    currency: 'INR',
    priceAmount: INDIA_PRICE_INR,
    originalPrice: 340,
    discountPercentage: 50,
    priceId: 'fallback-in',
    country: 'IN',
  },
  AU: {
    displayPrice: 'A$14.00',
    region: 'Australia',
    currency: 'AUD',
    priceAmount: 14,
    originalPrice: 28,
    discountPercentage: 50,
    priceId: 'fallback-au',
    country: 'AU',
  },
  GB: {
    displayPrice: '£8.00',
    region: 'United Kingdom',
    currency: 'GBP',
    priceAmount: 8,
    originalPrice: 16,
    discountPercentage: 50,
    priceId: 'fallback-gb',
    country: 'GB',
  },
  EU: {
    displayPrice: '€9.00',
    region: 'Europe',
    currency: 'EUR',
    priceAmount: 9,
    originalPrice: 18,
    discountPercentage: 50,
    priceId: 'fallback-eu',
    country: 'EU',
  },
};
