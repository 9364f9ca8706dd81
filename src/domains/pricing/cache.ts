/**
 * The pricing cache (spec section 9). Pure TypeScript, no React.
 *
 * - `createPricingClient` caches per country for the browser session (sessionStorage, with an in-memory
 *   copy when storage is unavailable): fresh for PRICING_CACHE_FRESH_MS (no request), kept until
 *   PRICING_CACHE_KEEP_MS (shown at once while one background refresh runs), then dropped.
 *   There are no retries and no refetch on focus or on an interval. A fallback answer is cached like a
 *   server answer, so a pricing outage costs each visitor one request, not one per click.
 * - A stale real price is better than a fallback: when the background refresh of a kept server answer
 *   fails, that answer stays (in the cache and on the card) until it is PRICING_CACHE_KEEP_MS old, and
 *   it is not refreshed again before then (no retries). Only a missing or dropped entry falls back.
 */
import {PRICING_CACHE_FRESH_MS, PRICING_CACHE_KEEP_MS} from '../../constants';
import {fetchServerPricing, type FetchPricingOptions} from './client';
import {fallbackForSelection} from './regions';
import type {CountrySelection, Pricing} from './types';
import {record, validatePricing} from './validate';

/** The part of the Web Storage API the cache uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface CacheEntry {
  readonly pricing: Pricing;
  readonly fetchedAt: number;
  /** 'server' for an answer of the pricing call, 'fallback' for a row of the fallback table. */
  readonly source: 'server' | 'fallback';
  /** Set when the background refresh of this (server) entry failed: no further refresh until dropped. */
  readonly refreshFailed?: boolean;
}

export interface PricingClientOptions extends FetchPricingOptions {
  /** Where entries survive a reload within the tab; null keeps them in memory only. */
  readonly storage?: StorageLike | null;
  readonly now?: () => number;
  readonly freshMs?: number;
  readonly keepMs?: number;
}

export interface PricingClient {
  /**
   * Delivers the pricing for a selection to `onPricing`: at once from a fresh entry; at once from a
   * kept (stale) entry and again after its background refresh (when that refresh fails, a kept server
   * answer is delivered again rather than the fallback); after the request when there is no entry.
   * Returns a function that stops any further delivery (the request itself still completes and fills
   * the cache).
   */
  load(selection: CountrySelection, onPricing: (pricing: Pricing) => void): () => void;
}

/** v2: entries record their source ('server' or 'fallback'); v1 entries are ignored. */
export const PRICING_STORAGE_PREFIX = 'pricing:v2:';

export function createPricingClient(options: PricingClientOptions): PricingClient {
  const {
    storage = null,
    now = () => Date.now(),
    freshMs = PRICING_CACHE_FRESH_MS,
    keepMs = PRICING_CACHE_KEEP_MS,
  } = options;
  const memory = new Map<CountrySelection, CacheEntry>();
  const inFlight = new Map<CountrySelection, Promise<Pricing>>();
  const storageKey = (selection: CountrySelection) => `${PRICING_STORAGE_PREFIX}${selection}`;

  function fromStorage(selection: CountrySelection): CacheEntry | undefined {
    try {
      const raw = storage?.getItem(storageKey(selection));
      if (!raw) return undefined;
      const parsed = record(JSON.parse(raw));
      const {fetchedAt, source, refreshFailed} = parsed;
      if (typeof fetchedAt !== 'number') return undefined;
      if (source !== 'server' && source !== 'fallback') return undefined;
      return {
        pricing: validatePricing(parsed.pricing),
        fetchedAt,
        source,
        ...(refreshFailed === true ? {refreshFailed} : {}),
      };
    } catch {
      return undefined;
    }
  }

  function drop(selection: CountrySelection): void {
    memory.delete(selection);
    try {
      storage?.removeItem(storageKey(selection));
    } catch {
      // Storage unavailable: memory is already clear.
    }
  }

  /** The entry for a selection if it is still kept, with its age. */
  function read(selection: CountrySelection): {entry: CacheEntry; age: number} | undefined {
    const entry = memory.get(selection) ?? fromStorage(selection);
    if (!entry) return undefined;
    const age = now() - entry.fetchedAt;
    if (age >= keepMs || age < 0) {
      drop(selection);
      return undefined;
    }
    return {entry, age};
  }

  function write(selection: CountrySelection, entry: CacheEntry): void {
    memory.set(selection, entry);
    try {
      storage?.setItem(storageKey(selection), JSON.stringify(entry));
    } catch {
      // Quota or privacy mode: the in-memory copy still serves this page.
    }
  }

  /**
   * One request per selection at a time; concurrent callers share it. A server answer replaces the
   * entry. On failure a kept server answer stays as it is (same age, so it is still dropped on time),
   * marked so it is not refreshed again; otherwise the fallback is stored like an answer.
   */
  function request(selection: CountrySelection): Promise<Pricing> {
    const pending = inFlight.get(selection);
    if (pending) return pending;
    const promise = fetchServerPricing(selection, options).then((server) => {
      if (server) {
        write(selection, {pricing: server, fetchedAt: now(), source: 'server'});
        return server;
      }
      const kept = read(selection)?.entry;
      if (kept?.source === 'server') {
        write(selection, {...kept, refreshFailed: true});
        return kept.pricing;
      }
      const fallback = fallbackForSelection(selection, options.timeZone);
      write(selection, {pricing: fallback, fetchedAt: now(), source: 'fallback'});
      return fallback;
    });
    const settled = promise.finally(() => inFlight.delete(selection));
    inFlight.set(selection, settled);
    return settled;
  }

  return {
    load(selection, onPricing) {
      let active = true;
      const deliver = (pricing: Pricing) => {
        if (active) onPricing(pricing);
      };
      const cached = read(selection);
      if (cached) deliver(cached.entry.pricing);
      const stale = cached !== undefined && cached.age >= freshMs && !cached.entry.refreshFailed;
      if (!cached || stale) void request(selection).then(deliver);
      return () => {
        active = false;
      };
    },
  };
}

/** The session's sessionStorage, or null where it is missing or refuses writes (privacy modes). */
function sessionStorageOrNull(): StorageLike | null {
  try {
    const storage = window.sessionStorage;
    const probe = `${PRICING_STORAGE_PREFIX}probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

const browserClients = new Map<string, PricingClient>();

/** The one pricing client of this browser session for an app host. Call only in the browser. */
export function browserPricingClient(appHost: string): PricingClient {
  let client = browserClients.get(appHost);
  if (!client) {
    client = createPricingClient({appHost, storage: sessionStorageOrNull()});
    browserClients.set(appHost, client);
  }
  return client;
}
