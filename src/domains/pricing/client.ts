/**
 * The pricing request (spec sections 3, 7 and 8). Pure TypeScript, no React.
 *
 * - `fetchPricing` asks `GET ${APP_HOST}/api/stripe/pricing[?country=XX]` and never fails: on a non-OK
 *   status, a non-JSON answer, an invalid body, a network failure or no answer within
 *   PRICING_TIMEOUT_MS it logs one warning and returns the fallback row for the selected country.
 *   With no APP_HOST configured it makes no request at all.
 * - Auto-detect is answered by the server (it knows the visitor's IP). When it has to fall back, the
 *   region comes from the browser's time zone instead (see `regionFromTimeZone`): a visitor in India
 *   then still sees rupees rather than dollars.
 *
 * The session cache in front of it is `cache.ts`.
 */
import {PRICING_TIMEOUT_MS} from '../../constants';
import {getJson, type FetchLike} from './http';
import {fallbackForSelection} from './regions';
import type {CountrySelection, Pricing} from './types';
import {validatePricing} from './validate';

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
