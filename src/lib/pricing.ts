/**
 * The pricing lookup (spec sections 3, 7, 8 and 9). Pure TypeScript, no React.
 *
 * - `fetchPricing` asks `GET ${APP_HOST}/api/stripe/pricing[?country=XX]` and never fails: on a non-OK
 *   status, a non-JSON answer, an invalid body, a network failure or no answer within
 *   PRICING_TIMEOUT_MS it logs one warning and returns the fallback row for the selected country.
 *   With no APP_HOST configured it makes no request at all.
 * - Auto-detect is answered by the server (it knows the visitor's IP). When it has to fall back, the
 *   region comes from the browser's time zone instead (see `regionFromTimeZone`): a visitor in India
 *   then still sees rupees rather than dollars.
 * - `createPricingClient` caches per country for the browser session (sessionStorage, with an in-memory
 *   copy when storage is unavailable): fresh for PRICING_CACHE_FRESH_MS (no request), kept until
 *   PRICING_CACHE_KEEP_MS (shown at once while one background refresh runs), then dropped.
 *   There are no retries and no refetch on focus or on an interval. A fallback answer is cached like a
 *   server answer, so a pricing outage costs each visitor one request, not one per click.
 * - A stale real price is better than a fallback: when the background refresh of a kept server answer
 *   fails, that answer stays (in the cache and on the card) until it is PRICING_CACHE_KEEP_MS old, and
 *   it is not refreshed again before then (no retries). Only a missing or dropped entry falls back.
 */
import {
  INDIA_PRICE_INR,
  LAUNCH_DISCOUNT_PERCENT,
  PRICING_CACHE_FRESH_MS,
  PRICING_CACHE_KEEP_MS,
  PRICING_TIMEOUT_MS,
  SUBSCRIPTION_PRICE_USD,
} from '../constants';
import {getJson, type FetchLike} from './http';

/* ------------------------------------------------------------------ types */

export const PRICING_COUNTRIES = ['US', 'IN', 'AU', 'GB', 'EU'] as const;
export type PricingCountry = (typeof PRICING_COUNTRIES)[number];
/** The location selector's values: auto-detect or one of the priced regions. */
export type CountrySelection = 'auto' | PricingCountry;

export interface CountryOption {
  readonly value: CountrySelection;
  readonly label: string;
}

/** The location selector's options, in order. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  {value: 'auto', label: 'Auto-detect'},
  {value: 'US', label: 'United States (USD)'},
  {value: 'IN', label: 'India (INR)'},
  {value: 'AU', label: 'Australia (AUD)'},
  {value: 'GB', label: 'United Kingdom (GBP)'},
  {value: 'EU', label: 'Europe (EUR)'},
];

/** The pricing object: the body of the pricing call, or a fallback row. Amounts are in major units. */
export interface Pricing {
  /** The current monthly price, formatted by the server (e.g. '$10.00'). */
  readonly displayPrice: string;
  /** Human name of the pricing region (e.g. 'United States'). */
  readonly region: string;
  /** ISO 4217 code (e.g. 'USD'). */
  readonly currency: string;
  /** The current monthly price (e.g. 10). */
  readonly priceAmount: number;
  /**
   * The price before the launch discount: an amount in major units (e.g. 19.99), formatted in
   * `currency`, or a display string formatted by the server (e.g. '$19.99', '₹340'), shown as given.
   */
  readonly originalPrice: number | string;
  /** 0 to 100; 0 means no discount. */
  readonly discountPercentage: number;
  /** The payment provider's price id. */
  readonly priceId: string;
  /** Country or region code the price is for (e.g. 'US', 'EU'). */
  readonly country: string;
  /** Optional: the current price in minor units (cents, paise); preferred over displayPrice when present. */
  readonly amount?: number;
}

/** What the pricing card shows. */
export interface PriceView {
  readonly current: string;
  /** The struck-through price; null when there is no discount. */
  readonly original: string | null;
  readonly currency: string;
  /** e.g. '50% OFF'; null when there is no discount. */
  readonly discountLabel: string | null;
  /** The rounded discount in percent; 0 when there is none. */
  readonly discountPercent: number;
}

/* --------------------------------------------------------------- fallback */

/** Prices used whenever the pricing call cannot answer (spec section 3). All 50% off. */
export const FALLBACK_PRICING: Readonly<Record<PricingCountry, Pricing>> = {
  US: {
    displayPrice: '$10.00',
    region: 'United States',
    currency: 'USD',
    priceAmount: 10,
    originalPrice: 19.99,
    discountPercentage: 50,
    priceId: 'fallback-us',
    country: 'US',
  },
  IN: {
    displayPrice: `₹${INDIA_PRICE_INR}`,
    region: 'India',
    currency: 'INR',
    priceAmount: INDIA_PRICE_INR,
    originalPrice: 340,
    discountPercentage: 50,
    priceId: 'fallback-in',
    country: 'IN',
  },
  AU: {
    displayPrice: 'A$14.00',
    region: 'Australia',
    currency: 'AUD',
    priceAmount: 14,
    originalPrice: 28,
    discountPercentage: 50,
    priceId: 'fallback-au',
    country: 'AU',
  },
  GB: {
    displayPrice: '£8.00',
    region: 'United Kingdom',
    currency: 'GBP',
    priceAmount: 8,
    originalPrice: 16,
    discountPercentage: 50,
    priceId: 'fallback-gb',
    country: 'GB',
  },
  EU: {
    displayPrice: '€9.00',
    region: 'Europe',
    currency: 'EUR',
    priceAmount: 9,
    originalPrice: 18,
    discountPercentage: 50,
    priceId: 'fallback-eu',
    country: 'EU',
  },
};

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

/* ------------------------------------------------------------- validation */

/** Longest string accepted in a pricing answer; anything longer is not a price. */
export const PRICING_MAX_TEXT_LENGTH = 100;

export class InvalidPricingError extends Error {
  override readonly name = 'InvalidPricingError';
}

type Field = keyof Pricing;

function record(value: unknown): Record<string, unknown> {
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

/* ------------------------------------------------------------- formatting */

/** Prices are written the way the fallback table writes them ('A$14.00', '₹170'), on server and client. */
export const PRICE_LOCALE = 'en-US';
/** Currencies whose whole amounts are shown without decimals ('₹170', not '₹170.00'). */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['INR']);

/** Formats an amount in major units as money, e.g. formatMoney(28, 'AUD') is 'A$28.00'. */
export function formatMoney(value: number, currency: string, locale: string = PRICE_LOCALE): string {
  const whole = WHOLE_UNIT_CURRENCIES.has(currency) && Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? {minimumFractionDigits: 0, maximumFractionDigits: 0} : {}),
  }).format(value);
}

/** How many minor units make a major one: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat(PRICE_LOCALE, {style: 'currency', currency}).resolvedOptions()
    .maximumFractionDigits as number;
}

/** The launch price shown when there is no pricing object at all: $4.99 against the $9.99 list price. */
export const NO_PRICING_PRICE_USD = 4.99;

export const NO_PRICING_VIEW: PriceView = {
  current: formatMoney(NO_PRICING_PRICE_USD, 'USD'),
  original: formatMoney(SUBSCRIPTION_PRICE_USD, 'USD'),
  currency: 'USD',
  discountLabel: `${LAUNCH_DISCOUNT_PERCENT}% OFF`,
  discountPercent: LAUNCH_DISCOUNT_PERCENT,
};

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
  if (!pricing) return NO_PRICING_VIEW;
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

/* ------------------------------------------------------------------ fetch */

export interface FetchPricingOptions {
  /** APP_HOST, without a trailing slash; empty means no request. */
  readonly appHost: string;
  readonly fetchImpl?: FetchLike;
  readonly timeoutMs?: number;
  /** The time zone auto-detect falls back on; the browser's by default. */
  readonly timeZone?: string;
  readonly warn?: (message: string) => void;
}

export function pricingUrl(appHost: string, selection: CountrySelection): string {
  const base = `${appHost}/api/stripe/pricing`;
  return selection === 'auto' ? base : `${base}?country=${encodeURIComponent(selection)}`;
}

/** The fallback for a selection: the chosen country's row, or for auto-detect the time zone's region. */
export function fallbackForSelection(selection: CountrySelection, timeZone?: string): Pricing {
  return fallbackPricing(
    selection === 'auto' ? regionFromTimeZone(timeZone ?? browserTimeZone()) : selection,
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server's pricing for a selection, or null when there is none: no request without an app host;
 * on any failure one warning, then null. Never rejects.
 */
export async function fetchServerPricing(
  selection: CountrySelection,
  options: FetchPricingOptions,
): Promise<Pricing | null> {
  const {appHost, fetchImpl, timeoutMs = PRICING_TIMEOUT_MS} = options;
  if (!appHost) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return validatePricing(
      await getJson(pricingUrl(appHost, selection), {signal: controller.signal, fetchImpl}),
    );
  } catch (error) {
    const reason = controller.signal.aborted ? describe(controller.signal.reason) : describe(error);
    const warn = options.warn ?? ((message: string) => console.warn(message));
    // Neutral wording: the caller shows either the fallback or a kept (stale) server answer.
    warn(`Pricing unavailable for "${selection}": ${reason}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The pricing for a selection. Never rejects: every failure ends in one warning and the fallback. */
export async function fetchPricing(
  selection: CountrySelection,
  options: FetchPricingOptions,
): Promise<Pricing> {
  return (await fetchServerPricing(selection, options)) ?? fallbackForSelection(selection, options.timeZone);
}

/* ------------------------------------------------------------------ cache */

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
