/** What the pricing card shows: money and the card's view of a pricing object. No React. */
import {FALLBACK_PRICING} from './fallbackPrices';
import type {PriceView, Pricing} from './types';

/** Prices are written the way the fallback table writes them ('A$14.00', '₹170'), on server and client. */
export const PRICE_LOCALE = 'en-US';
/** Currencies whose whole amounts are shown without decimals ('₹170', not '₹170.00'). */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['INR']);

/**
 * One formatter per locale, currency and decimals, made on first use. Building an Intl.NumberFormat is
 * the expensive part (the browser looks up the locale's and currency's data each time): the pricing
 * questions format several prices while /pricing hydrates, which took a 4x-throttled phone 60-90 ms
 * when each price built its own.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? {minimumFractionDigits: 0, maximumFractionDigits: 0} : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole number of US cents (not negative) as en-US writes dollars, '$1,234.50', exactly as
 * Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}) does (the tests compare them). The
 * first Intl.NumberFormat a page builds loads the browser's locale and currency data: on /pricing that
 * was 120-130 ms of a 4x-throttled phone's main thread in one task while the page hydrated, for the three
 * plan prices of its questions, which are in dollars.
 */
function formatUsdCents(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `$${String(dollars).replace(/\B(?=(\d{3})+$)/g, ',')}.${rest}`;
}

/** The amount in whole cents, when it is one exactly, not negative (nor -0) and small enough to count in integers. */
function wholeCents(value: number): number | null {
  const cents = Math.round(value * 100);
  const notNegative = value > 0 || Object.is(value, 0);
  return notNegative && Number.isSafeInteger(cents) && cents / 100 === value ? cents : null;
}

/** Formats an amount in major units as money, e.g. formatMoney(28, 'AUD') is 'A$28.00'. */
export function formatMoney(value: number, currency: string, locale: string = PRICE_LOCALE): string {
  const cents = currency === 'USD' && locale === PRICE_LOCALE ? wholeCents(value) : null;
  if (cents !== null) return formatUsdCents(cents);
  const whole = WHOLE_UNIT_CURRENCIES.has(currency) && Number.isInteger(value);
  return moneyFormatter(locale, currency, whole).format(value);
}

/** How many minor units make a major one: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return moneyFormatter(PRICE_LOCALE, currency, false).resolvedOptions().maximumFractionDigits as number;
}

/**
 * The card's view of a pricing object. The current price comes from the minor-units `amount` through
 * Intl.NumberFormat when the server sends one, otherwise from `displayPrice` as given. A discount exists
 * when the rounded percentage is above zero and the original price is above the current one; only then
 * are the original price and the label set. A numeric original price is formatted in the pricing's
 * currency; a display-string original price is shown as given, and (as a string cannot be compared
 * reliably across locales) counts as above the current price unless it reads the same as the current
 * price or `displayPrice`.
 */
export function formatPricing(pricing: Pricing | null | undefined, locale: string = PRICE_LOCALE): PriceView {
  // With no pricing object at all the card shows Elite's US row (the reading in src/constants.ts).
  if (!pricing) return formatPricing(FALLBACK_PRICING.US, locale);
  const current =
    pricing.amount === undefined
      ? pricing.displayPrice
      : formatMoney(pricing.amount / 10 ** minorUnitDigits(pricing.currency), pricing.currency, locale);
  const percent = Math.round(pricing.discountPercentage);
  const {originalPrice} = pricing;
  const originalIsHigher =
    typeof originalPrice === 'number'
      ? originalPrice > pricing.priceAmount
      : originalPrice !== current && originalPrice !== pricing.displayPrice;
  const hasDiscount = percent > 0 && originalIsHigher;
  const original =
    typeof originalPrice === 'number' ? formatMoney(originalPrice, pricing.currency, locale) : originalPrice;
  return {
    current,
    original: hasDiscount ? original : null,
    currency: pricing.currency,
    discountLabel: hasDiscount ? `${percent}% OFF` : null,
    discountPercent: hasDiscount ? percent : 0,
  };
}
