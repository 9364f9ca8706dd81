/**
 * The priced regions: the location selector's options, the fallback row for a country or a selection,
 * and the time-zone guess auto-detect falls back on (spec section 3). No React.
 */
import {FALLBACK_PRICING} from './fallbackPrices';
import {PRICING_COUNTRIES, type CountrySelection, type Pricing, type PricingCountry} from './types';

export interface CountryOption {
  readonly value: CountrySelection;
  readonly label: string;
}

/**
 * The location selector's options, in order. A closed select cannot wrap its text, so each label is short
 * enough to show whole on a 320 px phone with WCAG 1.4.12's wider text spacing ("United Kingdom (GBP)" was
 * cut there): the common short names, with the currency.
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  {value: 'auto', label: 'Auto-detect'},
  {value: 'US', label: 'USA (USD)'},
  {value: 'IN', label: 'India (INR)'},
  {value: 'AU', label: 'Australia (AUD)'},
  {value: 'GB', label: 'UK (GBP)'},
  {value: 'EU', label: 'Europe (EUR)'},
];

export function isPricingCountry(value: string): value is PricingCountry {
  return (PRICING_COUNTRIES as readonly string[]).includes(value);
}

/** The fallback row for a country code; an unknown or missing code falls back to US. */
export function fallbackPricing(country: string | null | undefined): Pricing {
  const code = (country ?? '').trim().toUpperCase();
  return isPricingCountry(code) ? FALLBACK_PRICING[code] : FALLBACK_PRICING.US;
}

/**
 * The region auto-detect falls back to, from the browser's IANA time zone. Deliberately coarse:
 * Asia/Kolkata (and its old name Asia/Calcutta) is India, any Australia/* zone is Australia,
 * Europe/London (and the UK's other zone names) is the United Kingdom, any other Europe/* zone is the
 * euro region, and everything else, including an unknown zone, is the United States.
 */
export function regionFromTimeZone(timeZone: string | null | undefined): PricingCountry {
  const zone = timeZone ?? '';
  if (zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return 'IN';
  if (zone.startsWith('Australia/')) return 'AU';
  if (['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire'].includes(zone)) return 'GB';
  if (zone.startsWith('Europe/')) return 'EU';
  return 'US';
}

/** The browser's time zone, or undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The fallback for a selection: the chosen country's row, or for auto-detect the time zone's region. */
export function fallbackForSelection(selection: CountrySelection, timeZone?: string): Pricing {
  return fallbackPricing(
    selection === 'auto' ? regionFromTimeZone(timeZone ?? browserTimeZone()) : selection,
  );
}
