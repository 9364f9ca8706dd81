/** @jest-environment node */
import {PRICING_CACHE_FRESH_MS, PRICING_CACHE_KEEP_MS} from '../../constants';
import {createPricingClient, PRICING_STORAGE_PREFIX, type StorageLike} from './cache';
import {fetchPricing, pricingUrl} from './client';
import {FALLBACK_PRICING} from './fallbackPrices';
import {formatMoney, formatPricing, NO_PRICING_VIEW} from './format';
import type {FetchLike} from './http';
import {COUNTRY_OPTIONS, fallbackPricing, regionFromTimeZone} from './regions';
import type {Pricing} from './types';
import {validatePricing} from './validate';

const MINUTE = 60_000;
const HOST = 'https://app.example';

const SERVER_US: Pricing = {
  displayPrice: '$12.50',
  region: 'United States',
  currency: 'USD',
  priceAmount: 12.5,
  originalPrice: 25,
  discountPercentage: 50,
  priceId: 'price_live_us',
  country: 'US',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

/** A fetch stand-in that answers each call with the next response (or throws the next error). */
function fetchSequence(...answers: Array<Response | Error>): jest.Mock & FetchLike {
  const queue = [...answers];
  return jest.fn(async () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected extra request');
    if (next instanceof Error) throw next;
    return next;
  });
}

/** A fetch stand-in that never answers but rejects when its signal aborts, like a browser. */
function hangingFetch(): jest.Mock & FetchLike {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
}

class MemoryStorage implements StorageLike {
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

  it('shows $4.99 against $9.99 when there is no pricing object at all', () => {
    expect(formatPricing(null)).toEqual(NO_PRICING_VIEW);
    expect(formatPricing(undefined)).toMatchObject({
      current: '$4.99',
      original: '$9.99',
      discountLabel: '50% OFF',
    });
  });

  it('offers auto-detect and the five regions, each once', () => {
    expect(COUNTRY_OPTIONS.map((o) => o.value)).toEqual(['auto', 'US', 'IN', 'AU', 'GB', 'EU']);
    expect(COUNTRY_OPTIONS.map((o) => o.label)).toEqual([
      'Auto-detect',
      'United States (USD)',
      'India (INR)',
      'Australia (AUD)',
      'United Kingdom (GBP)',
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

describe('fetchPricing', () => {
  it('asks without a country for auto-detect and with ?country=XX for a chosen one', async () => {
    expect(pricingUrl(HOST, 'auto')).toBe('https://app.example/api/stripe/pricing');
    expect(pricingUrl(HOST, 'IN')).toBe('https://app.example/api/stripe/pricing?country=IN');
    const fetchImpl = fetchSequence(json(SERVER_US));
    await expect(fetchPricing('US', {appHost: HOST, fetchImpl})).resolves.toEqual(SERVER_US);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://app.example/api/stripe/pricing?country=US',
      expect.objectContaining({method: 'GET', credentials: 'include', headers: {Accept: 'application/json'}}),
    );
  });

  it('makes no request without an app host', async () => {
    const fetchImpl = fetchSequence();
    const warn = jest.fn();
    await expect(fetchPricing('GB', {appHost: '', fetchImpl, warn})).resolves.toBe(FALLBACK_PRICING.GB);
    await expect(fetchPricing('auto', {appHost: '', fetchImpl, timeZone: 'Asia/Kolkata'})).resolves.toBe(
      FALLBACK_PRICING.IN,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, () => Response | Error, RegExp]>([
    ['a 500', () => new Response('Internal error', {status: 500}), /500: Internal error/],
    ['a 401', () => new Response('', {status: 401, statusText: 'Unauthorized'}), /401: Unauthorized/],
    [
      'an HTML page',
      () => new Response('<html></html>', {headers: {'content-type': 'text/html'}}),
      /Expected a JSON response/,
    ],
    [
      'malformed JSON',
      () => new Response('{"displayPrice":', {headers: {'content-type': 'application/json'}}),
      /JSON/,
    ],
    ['an invalid body', () => json({...SERVER_US, priceAmount: 'ten'}), /priceAmount is not a number/],
    ['a network failure', () => new TypeError('Failed to fetch'), /Failed to fetch/],
  ])('on %s warns once and returns the chosen country’s fallback', async (_name, make, reason) => {
    const warn = jest.fn();
    const result = await fetchPricing('AU', {appHost: HOST, fetchImpl: fetchSequence(make()), warn});
    expect(result).toBe(FALLBACK_PRICING.AU);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(reason);
  });

  it('logs through console.warn by default', async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fetchPricing('EU', {appHost: HOST, fetchImpl: fetchSequence(new TypeError('Failed to fetch'))});
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('gives up after 8 seconds without an answer', async () => {
    jest.useFakeTimers();
    try {
      const warn = jest.fn();
      const fetchImpl = hangingFetch();
      let result: Pricing | undefined;
      void fetchPricing('GB', {appHost: HOST, fetchImpl, warn}).then((p) => (result = p));
      await jest.advanceTimersByTimeAsync(7_999);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe(FALLBACK_PRICING.GB);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no answer within 8000 ms/));
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back by time zone for auto-detect, and to US for an unknown zone', async () => {
    const fail = () => fetchSequence(new TypeError('Failed to fetch'));
    const warn = jest.fn();
    const auto = (timeZone: string) =>
      fetchPricing('auto', {appHost: HOST, fetchImpl: fail(), warn, timeZone});
    await expect(auto('Australia/Melbourne')).resolves.toBe(FALLBACK_PRICING.AU);
    await expect(auto('Europe/Paris')).resolves.toBe(FALLBACK_PRICING.EU);
    await expect(auto('Pacific/Auckland')).resolves.toBe(FALLBACK_PRICING.US);
  });
});

describe('pricing cache', () => {
  const IN_SERVER: Pricing = {
    ...SERVER_US,
    country: 'IN',
    currency: 'INR',
    displayPrice: '₹199',
    priceAmount: 199,
  };
  const IN_UPDATED: Pricing = {...IN_SERVER, displayPrice: '₹189', priceAmount: 189};

  beforeEach(() => jest.useFakeTimers({now: new Date('2025-03-01T09:00:00Z')}));
  afterEach(() => jest.useRealTimers());

  async function settle() {
    await jest.advanceTimersByTimeAsync(0);
  }

  function setup(...answers: Array<Response | Error>) {
    const fetchImpl = fetchSequence(...answers);
    const storage = new MemoryStorage();
    const warn = jest.fn();
    const client = createPricingClient({appHost: HOST, fetchImpl, storage, warn});
    const seen: string[] = [];
    const load = () => client.load('IN', (p) => seen.push(p.displayPrice));
    return {client, fetchImpl, storage, seen, load, warn};
  }

  it('fetches on first use and caches per country', async () => {
    const {client, fetchImpl, seen, load} = setup(json(IN_SERVER), json(SERVER_US));
    load();
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual(['₹199']);
    client.load('US', (p) => seen.push(p.displayPrice));
    await settle();
    expect(seen).toEqual(['₹199', '$12.50']);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('at 29 minutes answers from the cache without a request', async () => {
    const {fetchImpl, seen, load} = setup(json(IN_SERVER));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(29 * MINUTE);
    load();
    expect(seen).toEqual(['₹199', '₹199']);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('at 31 minutes shows the kept price at once and refreshes it once in the background', async () => {
    const {fetchImpl, seen, load} = setup(json(IN_SERVER), json(IN_UPDATED));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(31 * MINUTE);
    load();
    load(); // a second card at the same moment shares the refresh
    expect(seen).toEqual(['₹199', '₹199', '₹199']);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['₹199', '₹199', '₹199', '₹189', '₹189']);
    load(); // the refreshed entry is fresh again
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('at 61 minutes drops the entry and waits for a new request', async () => {
    const {fetchImpl, storage, seen, load} = setup(json(IN_SERVER), json(IN_UPDATED));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(61 * MINUTE);
    load();
    expect(seen).toEqual(['₹199']);
    expect(storage.items.has(`${PRICING_STORAGE_PREFIX}IN`)).toBe(false);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['₹199', '₹189']);
  });

  it('pins the 30-minute edge: no request just under it, one background refresh at it', async () => {
    const {fetchImpl, seen, load} = setup(json(IN_SERVER), json(IN_UPDATED));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS - 1);
    load();
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['₹199', '₹199']);
    await jest.advanceTimersByTimeAsync(1);
    load();
    expect(seen).toEqual(['₹199', '₹199', '₹199']); // shown at once
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['₹199', '₹199', '₹199', '₹189']);
  });

  it('pins the 60-minute edge: shown at once just under it', async () => {
    const {fetchImpl, seen, load} = setup(json(IN_SERVER), json(IN_UPDATED));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(PRICING_CACHE_KEEP_MS - 1);
    load();
    expect(seen).toEqual(['₹199', '₹199']);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['₹199', '₹199', '₹189']);
  });

  it('pins the 60-minute edge: dropped at it, and the card waits for a new request', async () => {
    const {fetchImpl, storage, seen, load} = setup(json(IN_SERVER), json(IN_UPDATED));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(PRICING_CACHE_KEEP_MS);
    load();
    expect(seen).toEqual(['₹199']);
    expect(storage.items.has(`${PRICING_STORAGE_PREFIX}IN`)).toBe(false);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['₹199', '₹189']);
  });

  describe('when the background refresh fails, a stale real price is better than a fallback', () => {
    it.each<[string, () => Response | Error]>([
      ['a 503', () => new Response('down', {status: 503})],
      ['a network failure', () => new TypeError('Failed to fetch')],
      ['an invalid body', () => json({...IN_SERVER, priceAmount: 'ten'})],
    ])('on %s keeps the server answer until it is 60 minutes old, then falls back', async (_name, make) => {
      const {fetchImpl, storage, seen, load, warn} = setup(json(IN_SERVER), make(), new TypeError('down'));
      const stored = () => JSON.parse(storage.getItem(`${PRICING_STORAGE_PREFIX}IN`) ?? 'null') as unknown;
      load();
      await settle();
      const fetchedAt = Date.now();

      // At 30 minutes: shown at once, one background refresh, which fails.
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS);
      load();
      expect(seen).toEqual(['₹199', '₹199']);
      await settle();
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(seen.every((price) => price === '₹199')).toBe(true);
      expect(seen).not.toContain('₹170');
      // Neither replaced nor evicted nor made younger.
      expect(stored()).toMatchObject({pricing: IN_SERVER, fetchedAt, source: 'server'});

      // Just under 60 minutes: still the server answer, and no second refresh (no retries).
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_KEEP_MS - PRICING_CACHE_FRESH_MS - 1);
      const before = seen.length;
      load();
      await settle();
      expect(seen.slice(before)).toEqual(['₹199']);
      expect(fetchImpl).toHaveBeenCalledTimes(2);

      // At 60 minutes: dropped; the new request fails too, so now the fallback shows.
      await jest.advanceTimersByTimeAsync(1);
      load();
      expect(seen.slice(before)).toEqual(['₹199']);
      await settle();
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      expect(seen.slice(before)).toEqual(['₹199', '₹170']);
      expect(stored()).toMatchObject({pricing: {displayPrice: '₹170'}, source: 'fallback'});
    });

    it('remembers the failed refresh across a reload, so the page does not ask again', async () => {
      const {storage, load} = setup(json(IN_SERVER), new TypeError('Failed to fetch'));
      load();
      await settle();
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS + 5 * MINUTE);
      load();
      await settle();
      const fetchAfterReload = fetchSequence();
      const reloaded = createPricingClient({appHost: HOST, fetchImpl: fetchAfterReload, storage});
      const seen: string[] = [];
      reloaded.load('IN', (p) => seen.push(p.displayPrice));
      await settle();
      expect(seen).toEqual(['₹199']);
      expect(fetchAfterReload).not.toHaveBeenCalled();
    });

    it('two cards sharing the failing refresh both keep the server answer', async () => {
      const {fetchImpl, storage, load, seen} = setup(json(IN_SERVER));
      load();
      await settle();
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS);
      fetchImpl.mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      });
      load();
      load(); // a second card at the same moment shares the failing refresh
      await settle();
      expect(seen).toEqual(['₹199', '₹199', '₹199', '₹199', '₹199']);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(storage.items.has(`${PRICING_STORAGE_PREFIX}IN`)).toBe(true);
    });

    it('a stale fallback is still replaced by the next fallback (an outage costs one request per 30 min)', async () => {
      const {fetchImpl, seen, load} = setup(new Response('down', {status: 503}), new TypeError('down'));
      load();
      await settle();
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS);
      load();
      await settle();
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(seen).toEqual(['₹170', '₹170', '₹170']);
      // The new fallback is fresh: no request just under 30 minutes later.
      await jest.advanceTimersByTimeAsync(PRICING_CACHE_FRESH_MS - 1);
      load();
      await settle();
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    });
  });

  it('ignores an entry written before entries recorded their source', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      `${PRICING_STORAGE_PREFIX}IN`,
      JSON.stringify({pricing: IN_SERVER, fetchedAt: Date.now()}),
    );
    const fetchImpl = fetchSequence(json(IN_UPDATED));
    const client = createPricingClient({appHost: HOST, fetchImpl, storage});
    const seen: string[] = [];
    client.load('IN', (p) => seen.push(p.displayPrice));
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual(['₹189']);
  });

  it('does not retry after a failure: the fallback is cached like an answer', async () => {
    const {fetchImpl, seen, load, warn} = setup(new Response('down', {status: 503}));
    load();
    await settle();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    load();
    await settle();
    expect(seen).toEqual(['₹170', '₹170']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after cancel', async () => {
    const {seen, load} = setup(json(IN_SERVER));
    const cancel = load();
    cancel();
    await settle();
    expect(seen).toEqual([]);
  });

  it('survives a reload within the tab through storage', async () => {
    const {storage, load} = setup(json(IN_SERVER));
    load();
    await settle();
    const fetchAfterReload = fetchSequence();
    const reloaded = createPricingClient({appHost: HOST, fetchImpl: fetchAfterReload, storage});
    const seen: string[] = [];
    reloaded.load('IN', (p) => seen.push(p.displayPrice));
    expect(seen).toEqual(['₹199']);
    expect(fetchAfterReload).not.toHaveBeenCalled();
  });

  it('ignores a corrupt or tampered storage entry', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${PRICING_STORAGE_PREFIX}IN`, '{not json');
    storage.setItem(
      `${PRICING_STORAGE_PREFIX}US`,
      JSON.stringify({fetchedAt: Date.now(), pricing: {...SERVER_US, priceAmount: -1}}),
    );
    const fetchImpl = fetchSequence(json(IN_SERVER), json(SERVER_US));
    const client = createPricingClient({appHost: HOST, fetchImpl, storage});
    const seen: string[] = [];
    client.load('IN', (p) => seen.push(p.displayPrice));
    client.load('US', (p) => seen.push(p.displayPrice));
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual(['₹199', '$12.50']);
  });

  it('keeps working in memory when storage throws', async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const fetchImpl = fetchSequence(json(IN_SERVER));
    const client = createPricingClient({appHost: HOST, fetchImpl, storage: broken});
    const seen: string[] = [];
    client.load('IN', (p) => seen.push(p.displayPrice));
    await settle();
    client.load('IN', (p) => seen.push(p.displayPrice));
    expect(seen).toEqual(['₹199', '₹199']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
