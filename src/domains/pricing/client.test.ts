/** @jest-environment node */
import {fetchPricing, pricingUrl} from './client';
import {FALLBACK_PRICING} from './fallbackPrices';
import {type Pricing} from './types';
import {HOST, SERVER_US, json, fetchSequence, hangingFetch} from './testDoubles';

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
