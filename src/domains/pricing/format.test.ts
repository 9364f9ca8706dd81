/** @jest-environment node */
import {formatMoney, formatPricing} from './format';
import {SERVER_US} from './testDoubles';

describe('formatPricing', () => {
  it.each([
    ['USD', 1250, '$12.50'],
    ['INR', 19900, '₹199'],
    ['INR', 19950, '₹199.50'],
    ['AUD', 1400, 'A$14.00'],
    ['GBP', 799, '£7.99'],
    ['EUR', 900, '€9.00'],
    ['JPY', 1200, '¥1,200'],
  ])('formats %s from %i minor units as %s, ignoring displayPrice', (currency, minor, expected) => {
    const view = formatPricing({...SERVER_US, currency, displayPrice: 'ignored', amount: minor});
    expect(view.current).toBe(expected);
  });

  it('uses displayPrice as given without minor units', () => {
    expect(formatPricing({...SERVER_US, displayPrice: 'US$12.50'}).current).toBe('US$12.50');
  });

  it('formats the original price in the pricing currency', () => {
    expect(formatPricing({...SERVER_US, currency: 'GBP', originalPrice: 19}).original).toBe('£19.00');
    expect(formatMoney(340, 'INR')).toBe('₹340');
  });

  it.each([
    ['$19.99', 'USD', 10, '$10.00'],
    ['₹340', 'INR', 170, '₹170'],
    ['A$ 28', 'AUD', 14, 'A$14.00'],
  ])(
    'shows a display-string original price %s as given, with the label',
    (original, currency, price, shown) => {
      const view = formatPricing({
        ...SERVER_US,
        currency,
        priceAmount: price,
        displayPrice: shown,
        originalPrice: original,
      });
      expect(view).toEqual({
        current: shown,
        original,
        currency,
        discountLabel: '50% OFF',
        discountPercent: 50,
      });
    },
  );

  it('has no discount for a display-string original price without a percentage or equal to the price', () => {
    expect(formatPricing({...SERVER_US, originalPrice: '$25.00', discountPercentage: 0})).toMatchObject({
      original: null,
      discountLabel: null,
    });
    expect(formatPricing({...SERVER_US, originalPrice: '$12.50'})).toMatchObject({
      original: null,
      discountLabel: null,
    });
    expect(
      formatPricing({...SERVER_US, displayPrice: 'ignored', amount: 1250, originalPrice: '$12.50'}),
    ).toMatchObject({original: null, discountLabel: null});
  });

  it('has no label and no original price without a discount', () => {
    const view = formatPricing({...SERVER_US, discountPercentage: 0, originalPrice: 12.5});
    expect(view).toEqual({
      current: '$12.50',
      original: null,
      currency: 'USD',
      discountLabel: null,
      discountPercent: 0,
    });
  });

  it('has no label when the "original" is not above the current price', () => {
    expect(formatPricing({...SERVER_US, originalPrice: 12.5}).discountLabel).toBeNull();
  });

  it('rounds the label', () => {
    expect(formatPricing({...SERVER_US, discountPercentage: 33.4}).discountLabel).toBe('33% OFF');
  });
});

describe('formatMoney in US dollars', () => {
  const intl = (value: number) =>
    new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(value);

  it('writes whole-cent amounts exactly as Intl.NumberFormat does', () => {
    const values = [
      0, 0.01, 0.1, 0.5, 1, 9.99, 12.5, 14, 99.99, 100, 999.99, 1000, 1234.5, 100000, 1234567.89,
    ];
    // And a deterministic spread of cents up to ten million dollars.
    for (let cents = 7; cents < 1e9; cents = cents * 3 + 11) values.push(cents / 100);
    for (const value of values) expect(formatMoney(value, 'USD')).toBe(intl(value));
  });

  it('leaves amounts that are not whole cents, and negative ones, to Intl.NumberFormat', () => {
    for (const value of [0.1 + 0.2, 1.005, 2.675, 1e-7, -0, -3.5, -1234.56, 1e16]) {
      expect(formatMoney(value, 'USD')).toBe(intl(value));
    }
  });

  it('formats other locales through Intl.NumberFormat', () => {
    expect(formatMoney(1234.5, 'USD', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', {style: 'currency', currency: 'USD'}).format(1234.5),
    );
  });
});
