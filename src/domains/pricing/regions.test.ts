/** @jest-environment node */
import {FALLBACK_PRICING} from './fallbackPrices';
import {formatPricing} from './format';
import {COUNTRY_OPTIONS, fallbackPricing, regionFromTimeZone} from './regions';
import {validatePricing} from './validate';

describe('fallback table', () => {
  it.each([
    ['US', '$10.00', '$19.99'],
    ['IN', '₹170', '₹340'],
    ['AU', 'A$14.00', 'A$28.00'],
    ['GB', '£8.00', '£16.00'],
    ['EU', '€9.00', '€18.00'],
  ] as const)('%s shows %s against %s, 50%% off', (country, current, original) => {
    const row = FALLBACK_PRICING[country];
    expect(row.country).toBe(country);
    expect(row.discountPercentage).toBe(50);
    expect(() => validatePricing(row)).not.toThrow();
    expect(formatPricing(row)).toEqual({
      current,
      original,
      currency: row.currency,
      discountLabel: '50% OFF',
      discountPercent: 50,
    });
  });

  it('falls back to US for an unknown or missing country, and accepts lower case', () => {
    expect(fallbackPricing('BR')).toBe(FALLBACK_PRICING.US);
    expect(fallbackPricing('')).toBe(FALLBACK_PRICING.US);
    expect(fallbackPricing(undefined)).toBe(FALLBACK_PRICING.US);
    expect(fallbackPricing('gb')).toBe(FALLBACK_PRICING.GB);
  });

  it('shows Elite’s US row when there is no pricing object at all, never Pro’s $4.99 under Elite’s name', () => {
    for (const missing of [null, undefined]) {
      expect(formatPricing(missing)).toEqual(formatPricing(FALLBACK_PRICING.US));
      expect(formatPricing(missing)).toMatchObject({
        current: '$10.00',
        original: '$19.99',
        discountLabel: '50% OFF',
      });
    }
  });

  it('offers auto-detect and the five regions, each once', () => {
    expect(COUNTRY_OPTIONS.map((o) => o.value)).toEqual(['auto', 'US', 'IN', 'AU', 'GB', 'EU']);
    expect(COUNTRY_OPTIONS.map((o) => o.label)).toEqual([
      'Auto-detect',
      'USA (USD)',
      'India (INR)',
      'Australia (AUD)',
      'UK (GBP)',
      'Europe (EUR)',
    ]);
  });
});

describe('regionFromTimeZone', () => {
  it.each([
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['Europe/London', 'GB'],
    ['Europe/Berlin', 'EU'],
    ['Europe/Dublin', 'EU'],
    ['America/New_York', 'US'],
    ['Asia/Tokyo', 'US'],
    ['UTC', 'US'],
    [undefined, 'US'],
  ])('%s is %s', (zone, region) => {
    expect(regionFromTimeZone(zone)).toBe(region);
  });
});
