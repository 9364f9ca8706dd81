/** @jest-environment node */
import {type Pricing} from './types';
import {validatePricing} from './validate';
import {SERVER_US} from './testDoubles';

describe('validatePricing', () => {
  it('accepts a complete object, trims and keeps only known fields', () => {
    const body = {...SERVER_US, currency: 'usd', region: ' United States ', amount: 1250, extra: 'ignored'};
    expect(validatePricing(body)).toEqual({...SERVER_US, amount: 1250});
  });

  it('accepts originalPrice as a number or as a display string (trimmed)', () => {
    expect(validatePricing({...SERVER_US, originalPrice: 19.99}).originalPrice).toBe(19.99);
    expect(validatePricing({...SERVER_US, originalPrice: ' $19.99 '})).toEqual({
      ...SERVER_US,
      originalPrice: '$19.99',
    });
    expect(validatePricing({...SERVER_US, currency: 'INR', originalPrice: '₹340'}).originalPrice).toBe(
      '₹340',
    );
  });

  it('treats a null amount as absent', () => {
    expect(validatePricing({...SERVER_US, amount: null})).toEqual(SERVER_US);
  });

  const without = (field: keyof Pricing) => {
    const copy: Record<string, unknown> = {...SERVER_US};
    delete copy[field];
    return copy;
  };

  it.each<[string, unknown, RegExp]>([
    ['null', null, /not an object/],
    ['an array', [SERVER_US], /not an object/],
    ['a string', 'USD 10', /not an object/],
    ['a missing displayPrice', without('displayPrice'), /displayPrice is not a string/],
    ['a missing priceId', without('priceId'), /priceId is not a string/],
    ['a missing country', without('country'), /country is not a string/],
    ['a missing priceAmount', without('priceAmount'), /priceAmount is not a number/],
    ['a numeric displayPrice', {...SERVER_US, displayPrice: 12.5}, /displayPrice is not a string/],
    ['a string priceAmount', {...SERVER_US, priceAmount: '12.50'}, /priceAmount is not a number/],
    ['a NaN originalPrice', {...SERVER_US, originalPrice: Number.NaN}, /originalPrice is not a number/],
    ['a missing originalPrice', without('originalPrice'), /originalPrice is not a number/],
    ['a boolean originalPrice', {...SERVER_US, originalPrice: true}, /originalPrice is not a number/],
    ['an empty originalPrice string', {...SERVER_US, originalPrice: ' '}, /originalPrice is empty/],
    ['a negative originalPrice', {...SERVER_US, originalPrice: -1}, /originalPrice is out of range/],
    [
      'an absurdly long originalPrice string',
      {...SERVER_US, originalPrice: '9'.repeat(101)},
      /originalPrice is too long/,
    ],
    ['an infinite priceAmount', {...SERVER_US, priceAmount: Number.POSITIVE_INFINITY}, /priceAmount/],
    ['a negative priceAmount', {...SERVER_US, priceAmount: -1}, /priceAmount is out of range/],
    ['a negative discount', {...SERVER_US, discountPercentage: -5}, /discountPercentage is out of range/],
    ['a discount over 100%', {...SERVER_US, discountPercentage: 150}, /discountPercentage is out of range/],
    ['an empty region', {...SERVER_US, region: '  '}, /region is empty/],
    [
      'an absurdly long displayPrice',
      {...SERVER_US, displayPrice: '$'.repeat(10_000)},
      /displayPrice is too long/,
    ],
    ['an absurdly long priceId', {...SERVER_US, priceId: 'p'.repeat(101)}, /priceId is too long/],
    ['a malformed currency', {...SERVER_US, currency: 'US Dollars'}, /currency/],
    ['a negative minor amount', {...SERVER_US, amount: -100}, /amount is out of range/],
    ['a fractional minor amount', {...SERVER_US, amount: 12.5}, /amount is not a whole number/],
    ['a string minor amount', {...SERVER_US, amount: '1250'}, /amount is not a number/],
  ])('rejects %s', (_name, body, message) => {
    expect(() => validatePricing(body)).toThrow(message);
  });
});
