import {useLayoutEffect, useState} from 'react';
import {browserPricingClient, type PricingClient} from './cache';
import type {CountrySelection, Pricing} from './types';

export type PricingState =
  {readonly status: 'loading'} | {readonly status: 'loaded'; readonly pricing: Pricing};

/**
 * The pricing for a selection, through the session's cached client (or `client` in tests).
 * Server rendering and the first client render are 'loading'; a cached price then appears before the
 * first paint (layout effect), an uncached one when its request settles. A late answer for a previous
 * selection is ignored.
 */
export function usePricing(
  selection: CountrySelection,
  appHost: string,
  client?: PricingClient,
): PricingState {
  const [result, setResult] = useState<{selection: CountrySelection; pricing: Pricing} | null>(null);

  useLayoutEffect(() => {
    const active = client ?? browserPricingClient(appHost);
    return active.load(selection, (pricing) => setResult({selection, pricing}));
  }, [appHost, client, selection]);

  return result?.selection === selection ? {status: 'loaded', pricing: result.pricing} : {status: 'loading'};
}
