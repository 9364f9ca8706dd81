/** Validation of the pricing call's answer (spec section 8). No React. */
import type {Pricing} from './types';

/** Longest string accepted in a pricing answer; anything longer is not a price. */
export const PRICING_MAX_TEXT_LENGTH = 100;

export class InvalidPricingError extends Error {
  override readonly name = 'InvalidPricingError';
}

type Field = keyof Pricing;

export function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidPricingError('the answer is not an object');
  }
  return value as Record<string, unknown>;
}

function text(body: Record<string, unknown>, field: Field): string {
  const value = body[field];
  if (typeof value !== 'string') throw new InvalidPricingError(`${field} is not a string`);
  const trimmed = value.trim();
  if (trimmed === '') throw new InvalidPricingError(`${field} is empty`);
  if (trimmed.length > PRICING_MAX_TEXT_LENGTH) throw new InvalidPricingError(`${field} is too long`);
  return trimmed;
}

function amount(body: Record<string, unknown>, field: Field, max = Number.MAX_SAFE_INTEGER): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InvalidPricingError(`${field} is not a number`);
  }
  if (value < 0 || value > max) throw new InvalidPricingError(`${field} is out of range`);
  return value;
}

/**
 * Returns a clean pricing object (known fields only, strings trimmed, currency upper-cased) or throws
 * InvalidPricingError naming the first problem: missing field, wrong type, NaN, negative number,
 * a discount over 100%, a malformed currency code or an absurdly long string.
 */
export function validatePricing(value: unknown): Pricing {
  const body = record(value);
  const currency = text(body, 'currency').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new InvalidPricingError('currency is not a 3-letter code');
  const pricing: Pricing = {
    displayPrice: text(body, 'displayPrice'),
    region: text(body, 'region'),
    currency,
    priceAmount: amount(body, 'priceAmount'),
    originalPrice:
      typeof body.originalPrice === 'string' ? text(body, 'originalPrice') : amount(body, 'originalPrice'),
    discountPercentage: amount(body, 'discountPercentage', 100),
    priceId: text(body, 'priceId'),
    country: text(body, 'country'),
  };
  if (body.amount === undefined || body.amount === null) return pricing;
  const minor = amount(body, 'amount');
  if (!Number.isInteger(minor)) throw new InvalidPricingError('amount is not a whole number of minor units');
  return {...pricing, amount: minor};
}
