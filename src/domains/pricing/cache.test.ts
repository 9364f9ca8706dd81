/** @jest-environment node */
import {PRICING_CACHE_FRESH_MS, PRICING_CACHE_KEEP_MS} from '../../constants';
import {createPricingClient, PRICING_STORAGE_PREFIX, type StorageLike} from './cache';
import {type Pricing} from './types';
import {MINUTE, HOST, SERVER_US, json, fetchSequence, MemoryStorage} from './testDoubles';

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
