import type {ReactElement} from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {
  PLAN_TIERS,
  PRICED_PLAN_NAME,
  PRICING_CACHE_FRESH_MS,
  PRICING_CACHE_KEEP_MS,
} from '../../../constants';
import {createPricingClient, type PricingClient} from '../cache';
import type {FetchLike} from '../http';
import type {Pricing} from '../types';
import PricingCard from '.';

// @types/react-dom is not installed, so type the one server function these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

const US: Pricing = {
  displayPrice: '$12.50',
  region: 'United States',
  currency: 'USD',
  priceAmount: 12.5,
  originalPrice: 25,
  discountPercentage: 50,
  priceId: 'price_us',
  country: 'US',
};
const IN: Pricing = {
  ...US,
  displayPrice: '₹199',
  region: 'India',
  currency: 'INR',
  priceAmount: 199,
  originalPrice: 398,
  country: 'IN',
};

/** jsdom has no fetch Response: a stand-in with the members getJson reads. */
function fakeResponse(body: string, {status = 200, contentType = 'application/json'} = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Internal Server Error',
    headers: new Headers({'content-type': contentType}),
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}

/** A fetch whose answers the test releases by URL, so the loading state can be observed. */
function controlledFetch() {
  const waiting = new Map<string, (response: Response) => void>();
  const fetchImpl: FetchLike = jest.fn(
    (url: string) => new Promise<Response>((resolve) => waiting.set(url, resolve)),
  );
  const respond = (url: string, response: Response) => {
    const resolve = waiting.get(url);
    if (!resolve) throw new Error(`no request to ${url}; requests: ${[...waiting.keys()].join(', ')}`);
    waiting.delete(url);
    resolve(response);
  };
  const answer = async (url: string, body: unknown) => respond(url, fakeResponse(JSON.stringify(body)));
  const fail = async (url: string) =>
    respond(url, fakeResponse('Service Unavailable', {status: 503, contentType: 'text/plain'}));
  return {fetchImpl, answer, fail, urls: () => [...waiting.keys()]};
}

function renderCard(client: PricingClient) {
  return render(
    <MemoryRouter>
      <PricingCard client={client} />
    </MemoryRouter>,
  );
}

const HOST = 'https://app.example';
const status = () => screen.getByRole('status');

test('shows the polite loading state, then the price with its discount', async () => {
  const {fetchImpl, answer} = controlledFetch();
  renderCard(createPricingClient({appHost: HOST, fetchImpl}));

  expect(status()).toHaveTextContent('Loading pricing...');
  expect(status()).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('combobox', {name: 'Your location'})).toHaveValue('auto');

  await answer(`${HOST}/api/stripe/pricing`, US);
  expect(await within(status()).findByText('$12.50')).toBeInTheDocument();
  expect(status()).toHaveAttribute('aria-busy', 'false');
  expect(status()).toHaveTextContent('per month');
  expect(within(status()).getByText('50% OFF')).toBeInTheDocument();
  expect(status().querySelector('s')).toHaveTextContent('Regular price $25.00');
  expect(status()).toHaveTextContent('Price for United States');
  expect(status()).toHaveTextContent('Billed monthly in USD');
  expect(screen.getByText(/50% off your first 12 months/)).toBeInTheDocument();
  // The trial is the paid plans' (spec; the pricing FAQ says the same), not the free plan's.
  expect(screen.getByText(/50% off your first 12 months/)).toHaveTextContent(
    /Every paid plan starts with a 14-day free trial/,
  );
  expect(screen.getByRole('link', {name: 'Get Early Access'})).toHaveAttribute('href', '/#pre-register');
  expect(screen.getByRole('heading', {level: 2, name: 'TestPace Elite'})).toBeInTheDocument();
  expect(screen.getByRole('heading', {level: 3, name: 'What’s included'})).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
});

test('shows neither the struck-through price nor the badge without a discount', async () => {
  const {fetchImpl, answer} = controlledFetch();
  renderCard(createPricingClient({appHost: HOST, fetchImpl}));
  await answer(`${HOST}/api/stripe/pricing`, {...US, discountPercentage: 0, originalPrice: 12.5});
  expect(await within(status()).findByText('$12.50')).toBeInTheDocument();
  expect(status().querySelector('s')).toBeNull();
  expect(status()).not.toHaveTextContent(/OFF/);
  expect(screen.getByText(/first in line/)).toBeInTheDocument();
});

test('re-prices when the location changes', async () => {
  const user = userEvent.setup();
  const {fetchImpl, answer} = controlledFetch();
  renderCard(createPricingClient({appHost: HOST, fetchImpl}));
  await answer(`${HOST}/api/stripe/pricing`, US);
  await within(status()).findByText('$12.50');

  const select = screen.getByRole('combobox', {name: 'Your location'});
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Auto-detect', 'USA (USD)', 'India (INR)', 'Australia (AUD)', 'UK (GBP)', 'Europe (EUR)']);
  await user.selectOptions(select, 'India (INR)');
  expect(status()).toHaveTextContent('Loading pricing...');
  await answer(`${HOST}/api/stripe/pricing?country=IN`, IN);
  expect(await within(status()).findByText('₹199')).toBeInTheDocument();
  expect(status().querySelector('s')).toHaveTextContent('₹398');

  // Back to auto-detect: answered from the cache, no new request.
  await user.selectOptions(select, 'Auto-detect');
  expect(within(status()).getByText('$12.50')).toBeInTheDocument();
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});

test('shows the fallback for the chosen region when the call fails, with no error text', async () => {
  const user = userEvent.setup();
  const warn = jest.fn();
  const fetchImpl: FetchLike = jest.fn(async () =>
    fakeResponse('Internal Server Error', {status: 500, contentType: 'text/plain'}),
  );
  renderCard(createPricingClient({appHost: HOST, fetchImpl, warn, timeZone: 'America/Chicago'}));
  expect(await within(status()).findByText('$10.00')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', {name: 'Your location'}), 'UK (GBP)');
  expect(await within(status()).findByText('£8.00')).toBeInTheDocument();
  expect(status().querySelector('s')).toHaveTextContent('£16.00');
  expect(document.body).not.toHaveTextContent(/error|500|failed/i);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('500: Internal Server Error'));
});

test.each([
  ['a number, formatted in the answer’s currency', 398, '₹398'],
  ['a display string, shown as given', ' ₹340 ', '₹340'],
])('shows the real price with an originalPrice given as %s', async (_shape, originalPrice, struck) => {
  const {fetchImpl, answer} = controlledFetch();
  const warn = jest.fn();
  renderCard(createPricingClient({appHost: HOST, fetchImpl, warn}));
  await answer(`${HOST}/api/stripe/pricing`, {...IN, originalPrice});
  expect(await within(status()).findByText('₹199')).toBeInTheDocument();
  const original = within(status()).getByText(struck);
  expect(original.tagName).toBe('S');
  expect(original).toHaveTextContent(`Regular price ${struck}`);
  expect(within(status()).getByText('50% OFF')).toBeInTheDocument();
  expect(status()).toHaveTextContent('Price for India');
  expect(status()).not.toHaveTextContent('₹170'); // not the fallback
  expect(warn).not.toHaveBeenCalled();
});

test('when the refresh after 30 minutes fails, keeps the real price until it is 60 minutes old', async () => {
  const user = userEvent.setup();
  let clock = Date.parse('2025-03-01T09:00:00Z');
  const {fetchImpl, answer, fail} = controlledFetch();
  const warn = jest.fn();
  renderCard(
    createPricingClient({appHost: HOST, fetchImpl, warn, now: () => clock, timeZone: 'America/Chicago'}),
  );
  const select = screen.getByRole('combobox', {name: 'Your location'});
  const auto = `${HOST}/api/stripe/pricing`;
  const india = `${HOST}/api/stripe/pricing?country=IN`;
  await answer(auto, US);
  await within(status()).findByText('$12.50');

  // At 30 minutes: coming back to auto-detect shows the cached price at once and refreshes it.
  clock += PRICING_CACHE_FRESH_MS;
  await user.selectOptions(select, 'India (INR)');
  await answer(india, IN);
  await within(status()).findByText('₹199');
  await user.selectOptions(select, 'Auto-detect');
  expect(within(status()).getByText('$12.50')).toBeInTheDocument();
  expect(fetchImpl).toHaveBeenCalledTimes(3);
  await fail(auto);
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(within(status()).getByText('$12.50')).toBeInTheDocument();
  expect(status()).not.toHaveTextContent('$10.00');

  // Just under 60 minutes: still the real price, and no second refresh.
  clock += PRICING_CACHE_KEEP_MS - PRICING_CACHE_FRESH_MS - 1;
  await user.selectOptions(select, 'India (INR)');
  await within(status()).findByText('₹199');
  await user.selectOptions(select, 'Auto-detect');
  expect(within(status()).getByText('$12.50')).toBeInTheDocument();
  expect(fetchImpl).toHaveBeenCalledTimes(3);

  // At 60 minutes: dropped; the card waits for a new request, which fails: now the fallback.
  clock += 1;
  await user.selectOptions(select, 'India (INR)');
  await within(status()).findByText('₹199');
  await user.selectOptions(select, 'Auto-detect');
  expect(status()).toHaveTextContent('Loading pricing...');
  await fail(auto);
  expect(await within(status()).findByText('$10.00')).toBeInTheDocument();
  // Requests: auto, IN, auto (failed refresh), IN (its own refresh at 30 minutes), auto (after the drop).
  expect(jest.mocked(fetchImpl).mock.calls.map(([url]) => url)).toEqual([auto, india, auto, india, auto]);
});

test('server HTML shows the loading state and, for readers without JavaScript, every region’s price', () => {
  const html = renderToString(
    <MemoryRouter>
      <PricingCard client={createPricingClient({appHost: HOST, fetchImpl: jest.fn()})} />
    </MemoryRouter>,
  );
  const [live, noscript = ''] = html.split('<noscript>');
  expect(live).toContain('Loading pricing...');
  expect(live).not.toMatch(/\$10\.00|₹170|A\$14\.00|£8\.00|€9\.00/);
  for (const price of [
    '$10.00',
    '$19.99',
    '₹170',
    '₹340',
    'A$14.00',
    'A$28.00',
    '£8.00',
    '£16.00',
    '€9.00',
    '€18.00',
  ]) {
    expect(noscript).toContain(price);
  }
});

test('names no plan but the one it prices, since it shows no other to compare with', () => {
  const {container} = renderCard(
    createPricingClient({appHost: HOST, fetchImpl: controlledFetch().fetchImpl}),
  );
  expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(PRICED_PLAN_NAME);
  for (const {name} of PLAN_TIERS.filter((tier) => tier.name !== PRICED_PLAN_NAME))
    expect(container).not.toHaveTextContent(new RegExp(`\\b${name}\\b`));
});
