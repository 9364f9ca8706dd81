/**
 * Test doubles shared by the pricing tests (never imported by the site): a fetch that answers from a
 * queue or never answers, an in-memory storage, and a server answer for the US.
 */
import type {FetchLike} from './http';
import type {StorageLike} from './cache';
import type {Pricing} from './types';

export const MINUTE = 60_000;
export const HOST = 'https://app.example';

export const SERVER_US: Pricing = {
  displayPrice: '$12.50',
  region: 'United States',
  currency: 'USD',
  priceAmount: 12.5,
  originalPrice: 25,
  discountPercentage: 50,
  priceId: 'price_live_us',
  country: 'US',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

/** A fetch stand-in that answers each call with the next response (or throws the next error). */
export function fetchSequence(...answers: Array<Response | Error>): jest.Mock & FetchLike {
  const queue = [...answers];
  return jest.fn(() => {
    const next = queue.shift();
    if (next === undefined) return Promise.reject(new Error('unexpected extra request'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

/** A fetch stand-in that never answers but rejects when its signal aborts, like a browser. */
export function hangingFetch(): jest.Mock & FetchLike {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
}

export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
