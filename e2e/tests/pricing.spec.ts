/**
 * /pricing against a real local pricing server (APP_HOST = PRICING_ORIGIN in the e2e build).
 *
 * Each test starts its own pricing server (beforeEach) and stops it afterwards (afterEach). Each
 * visitor is a fresh browser context whose User-Agent carries a token; the server looks the token up
 * to decide how to answer (per visitor, optionally per region) and records requests under it, so pages
 * from other spec files that open /pricing meanwhile do not disturb the assertions here.
 *
 * Timed behaviour runs on Playwright's clock, installed and paused before navigation: the 8 s timeout
 * and the cache's 30 and 60 minute edges are reached with page.clock.runFor / fastForward, never by
 * waiting. A slow server is a held answer the test releases.
 */
import http from 'node:http';
import {expect as baseExpect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {PRICING_STORAGE_PREFIX} from '../../src/domains/pricing/cache';
import {HOST, PRICING_ORIGIN, PRICING_PORT, SITE_ORIGIN} from '../ports.mjs';
import {closeServer, listenOn} from '../support/listen.mjs';
import {settleTasks} from '../support/settle';
import {faqPageData} from '../support/structuredData';

/** The machines running these tests are shared and sometimes busy: allow more than the default 5 s. */
const expect = baseExpect.configure({timeout: 10_000});

/** The spec's numbers (sections 7 to 9), pinned here rather than imported from src/constants.ts. */
const MINUTE = 60_000;
const FRESH_MS = 30 * MINUTE;
const KEEP_MS = 60 * MINUTE;
const TIMEOUT_MS = 8_000;

type Region = 'US' | 'IN' | 'AU' | 'GB' | 'EU';
/** What a request is for: a chosen region, or 'auto' for auto-detect (no country). */
type Target = Region | 'auto';
/** How the server answers: at once (an Answer), held until the test releases it, or never. */
type Answer =
  'ok' | 'no-discount' | 'string-original' | 'updated' | 'server-error' | 'html' | 'invalid' | 'reset';
type Mode = Answer | 'hold' | 'hang';

interface Recorded {
  readonly token: string;
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly country: string | null;
  readonly accept: string | undefined;
  readonly origin: string | undefined;
  readonly cookie: string | undefined;
}

const SERVER_PRICES: Record<Region, Record<string, unknown>> = {
  US: {
    displayPrice: 'USD 12.50',
    amount: 1250,
    region: 'United States',
    currency: 'USD',
    priceAmount: 12.5,
    originalPrice: 25,
    discountPercentage: 50,
    priceId: 'price_e2e_us',
    country: 'US',
  },
  IN: {
    displayPrice: '₹199',
    region: 'India',
    currency: 'INR',
    priceAmount: 199,
    originalPrice: 398,
    discountPercentage: 50,
    priceId: 'price_e2e_in',
    country: 'IN',
  },
  AU: {
    displayPrice: 'A$17.50',
    region: 'Australia',
    currency: 'AUD',
    priceAmount: 17.5,
    originalPrice: 35,
    discountPercentage: 50,
    priceId: 'price_e2e_au',
    country: 'AU',
  },
  GB: {
    displayPrice: '£9.50',
    region: 'United Kingdom',
    currency: 'GBP',
    priceAmount: 9.5,
    originalPrice: 19,
    discountPercentage: 50,
    priceId: 'price_e2e_gb',
    country: 'GB',
  },
  EU: {
    displayPrice: '€10.50',
    region: 'Europe',
    currency: 'EUR',
    priceAmount: 10.5,
    originalPrice: 21,
    discountPercentage: 50,
    priceId: 'price_e2e_eu',
    country: 'EU',
  },
};
/** What the card shows for each server answer (US comes from the minor-units amount). */
const SERVER_SHOWN: Record<Region, readonly [current: string, original: string]> = {
  US: ['$12.50', '$25.00'],
  IN: ['₹199', '₹398'],
  AU: ['A$17.50', 'A$35.00'],
  GB: ['£9.50', '£19.00'],
  EU: ['€10.50', '€21.00'],
};
/** The server "detects" visitors as British when no country is given. */
const AUTO_REGION: Region = 'GB';

/** The spec's fallback table, exactly. */
const FALLBACK: Record<Region, readonly [current: string, original: string]> = {
  US: ['$10.00', '$19.99'],
  IN: ['₹170', '₹340'],
  AU: ['A$14.00', 'A$28.00'],
  GB: ['£8.00', '£16.00'],
  EU: ['€9.00', '€18.00'],
};
const REGIONS: readonly Region[] = ['US', 'IN', 'AU', 'GB', 'EU'];
/** A time zone in each region, for auto-detect's fallback. */
const TIME_ZONE: Record<Region, string> = {
  US: 'America/Chicago',
  IN: 'Asia/Kolkata',
  AU: 'Australia/Sydney',
  GB: 'Europe/London',
  EU: 'Europe/Berlin',
};

/** originalPrice sent as a display string (as the server may format it), shown exactly so. */
const STRING_ORIGINAL: Record<Region, string> = {
  US: 'US$25',
  IN: '₹340',
  AU: 'AUD 35',
  GB: 'GBP 19.00',
  EU: '21,00 €',
};
/** A changed price for the auto-detected region: what a background refresh brings. */
const UPDATED_AUTO = {
  ...SERVER_PRICES.GB,
  displayPrice: '£9.00',
  priceAmount: 9,
  originalPrice: 18,
  priceId: 'price_e2e_gb_2',
};
const UPDATED_AUTO_SHOWN = ['£9.00', '£18.00'] as const;

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function send(req: http.IncomingMessage, res: http.ServerResponse, answer: Answer, region: Region) {
  const json = (body: unknown, status = 200) => {
    res.writeHead(status, {'content-type': 'application/json; charset=utf-8'});
    res.end(JSON.stringify(body));
  };
  switch (answer) {
    case 'ok':
      return json(SERVER_PRICES[region]);
    case 'no-discount':
      return json({
        ...SERVER_PRICES[region],
        discountPercentage: 0,
        originalPrice: SERVER_PRICES[region].priceAmount,
      });
    case 'string-original':
      return json({...SERVER_PRICES[region], originalPrice: STRING_ORIGINAL[region]});
    case 'updated':
      return json(UPDATED_AUTO);
    case 'server-error':
      res.writeHead(500, {'content-type': 'text/plain'});
      return res.end('Internal Server Error: pricing database unavailable');
    case 'html':
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      return res.end('<!doctype html><title>Maintenance</title><h1>Error: down for maintenance</h1>');
    case 'invalid':
      return json({displayPrice: '$0', priceAmount: 'free', currency: 'USD'});
    case 'reset':
      return req.socket.destroy();
  }
}

interface Held {
  readonly token: string;
  readonly target: Target;
  readonly req: http.IncomingMessage;
  readonly res: http.ServerResponse;
  readonly region: Region;
}

/** The pricing stand-in of one test. */
class PricingServer {
  readonly requests: Recorded[] = [];
  private readonly modes = new Map<string, Mode>();
  private readonly held: Held[] = [];
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  start(): Promise<void> {
    return listenOn(this.server, PRICING_PORT, 'pricing');
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  /** How the server answers `token`'s requests: for one target, or for all of them (the default). */
  setMode(token: string, mode: Mode, target?: Target): void {
    this.modes.set(`${token} ${target ?? '*'}`, mode);
  }

  heldCount(token: string, target: Target): number {
    return this.held.filter((h) => h.token === token && h.target === target).length;
  }

  /** Answers every held request of `token` for `target` with `answer`. */
  release(token: string, target: Target, answer: Answer): void {
    const releasing = this.held.filter((h) => h.token === token && h.target === target);
    if (releasing.length === 0) throw new Error(`no held request for ${target}`);
    for (const h of releasing) {
      this.held.splice(this.held.indexOf(h), 1);
      send(h.req, h.res, answer, h.region);
    }
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const token = /pricing-e2e\/(\S+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? '';
    const country = url.searchParams.get('country');
    this.requests.push({
      token,
      method: req.method ?? '',
      path: url.pathname,
      search: url.search,
      country,
      accept: req.headers.accept,
      origin: req.headers.origin,
      cookie: req.headers.cookie,
    });
    // A credentialed cross-origin request needs the exact origin and Allow-Credentials.
    if (req.headers.origin === SITE_ORIGIN) {
      res.setHeader('Access-Control-Allow-Origin', SITE_ORIGIN);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'Accept'});
      return res.end();
    }
    if (req.method !== 'GET' || url.pathname !== '/api/stripe/pricing') {
      res.writeHead(404, {'content-type': 'text/plain'});
      return res.end('Not found');
    }
    const target: Target = country && country in SERVER_PRICES ? (country as Region) : 'auto';
    const region: Region = target === 'auto' ? AUTO_REGION : target;
    const mode = this.modes.get(`${token} ${target}`) ?? this.modes.get(`${token} *`) ?? 'ok';
    if (mode === 'hold') return this.held.push({token, target, req, res, region});
    if (mode === 'hang') return undefined; // never answers; closeServer drops the socket
    return send(req, res, mode, region);
  }
}

let server: PricingServer;
let counter = 0;

test.beforeEach(async () => {
  server = new PricingServer();
  await server.start();
});

test.afterEach(async () => {
  await server.stop();
});

interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly warnings: string[];
  readonly pageErrors: string[];
  /** Console errors (hydration mismatches and the like). */
  readonly consoleErrors: string[];
  /** What the server received from this visitor. */
  readonly requests: () => Recorded[];
  /** Changes how the server answers this visitor (for one target, or all). */
  readonly setMode: (mode: Mode, target?: Target) => void;
  readonly heldCount: (target: Target) => number;
  readonly release: (target: Target, answer: Answer) => void;
}

interface VisitOptions {
  readonly timezoneId?: string;
  readonly javaScriptEnabled?: boolean;
  readonly width?: number;
  /** Installs Playwright's clock, paused, before the page loads: time moves only when the test says. */
  readonly pausedClock?: boolean;
}

const CLOCK_START = new Date('2025-03-01T09:00:00Z');

/**
 * Opens /pricing in a fresh context (fresh session cache) whose pricing calls get `mode`. The page
 * records the pricing URLs it fetches (window.__pricingCalls) at the moment it calls fetch, so a test
 * can tell that no request was made without waiting for one that might still be on its way.
 */
async function visit(browser: Browser, mode: Mode, options: VisitOptions = {}): Promise<Visit> {
  counter += 1;
  const token = `t${counter}`;
  server.setMode(token, mode);
  const context = await browser.newContext({
    baseURL: SITE_ORIGIN,
    userAgent: `${USER_AGENT} pricing-e2e/${token}`,
    timezoneId: options.timezoneId ?? TIME_ZONE.US,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: {width: options.width ?? 1280, height: 900},
  });
  await context.addCookies([{name: 'app_session', value: 'e2e-session', domain: HOST, path: '/'}]);
  await context.addInitScript(() => {
    const calls: string[] = [];
    const original = window.fetch.bind(window);
    Object.assign(window, {__pricingCalls: calls});
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/stripe/pricing')) calls.push(url);
      return original(input, init);
    };
  });
  if (options.pausedClock) {
    await context.clock.install({time: CLOCK_START});
    await context.clock.pauseAt(new Date(CLOCK_START.getTime() + MINUTE));
  }
  const page = await context.newPage();
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/pricing');
  return {
    page,
    context,
    warnings,
    pageErrors,
    consoleErrors,
    requests: () => server.requests.filter((r) => r.token === token),
    setMode: (next, target) => server.setMode(token, next, target),
    heldCount: (target) => server.heldCount(token, target),
    release: (target, answer) => server.release(token, target, answer),
  };
}

/** The query strings of the pricing requests the page has made so far ('' for auto-detect). */
async function pricingCalls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => (window as unknown as {__pricingCalls: string[]}).__pricingCalls);
  return urls.map((url) => new URL(url).search);
}

const priceStatus = (page: Page) => page.getByRole('status').filter({hasText: /Loading pricing|per month/});
const locationSelect = (page: Page) => page.getByRole('combobox', {name: 'Your location'});
const OPTION_LABEL: Record<Target, string> = {
  auto: 'Auto-detect',
  US: 'USA (USD)',
  IN: 'India (INR)',
  AU: 'Australia (AUD)',
  GB: 'UK (GBP)',
  EU: 'Europe (EUR)',
};
const choose = (page: Page, target: Target) =>
  locationSelect(page).selectOption({label: OPTION_LABEL[target]});

/** The request to the pricing server proves the page has hydrated (it is made from an effect). */
async function waitForRequests(v: Visit, count: number) {
  await expect
    .poll(() => v.requests().filter((r) => r.method === 'GET').length)
    .toBeGreaterThanOrEqual(count);
}

/** The card shows `current` per month, `original` struck through and the 50% OFF badge. */
async function expectDiscountedPrice(page: Page, [current, original]: readonly [string, string]) {
  const status = priceStatus(page);
  await expect(status.getByText(current, {exact: true})).toBeVisible();
  await expect(status).toContainText('per month');
  await expect(status.locator('s')).toHaveText(`Regular price ${original}`);
  await expect(status.getByText('50% OFF', {exact: true})).toBeVisible();
  await expect(status).not.toContainText('Loading pricing...');
}

/** The card shows `current` per month with neither a struck-through price nor a badge. */
async function expectUndiscountedPrice(page: Page, current: string) {
  const status = priceStatus(page);
  await expect(status.getByText(current, {exact: true})).toBeVisible();
  await expect(status).toContainText('per month');
  await expect(status.locator('s')).toHaveCount(0);
  await expect(status).not.toContainText('OFF');
  await expect(status).not.toContainText('Loading pricing...');
}

async function expectNoErrorText(page: Page) {
  await expect(page.locator('main')).not.toContainText(
    /error|failed|unavailable|went wrong|maintenance|try again|\b500\b/i,
  );
}

const cardOf = (page: Page) =>
  page.getByRole('article').filter({has: page.getByRole('heading', {name: 'Stridely Elite'})});

test.describe('pricing card with the pricing server answering', () => {
  test('auto-detect asks without a country and shows the server’s price', async ({browser}) => {
    const v = await visit(browser, 'ok');
    await expectDiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    await expect(priceStatus(v.page)).toContainText('Price for United Kingdom');
    await expect(priceStatus(v.page)).toContainText('Billed monthly in GBP');
    expect(v.requests()).toHaveLength(1);
    const [first] = v.requests();
    expect(first).toMatchObject({method: 'GET', path: '/api/stripe/pricing', search: '', country: null});
    expect(first?.accept).toBe('application/json');
    expect(first?.origin).toBe(SITE_ORIGIN);
    // credentials: 'include' sends the app's cookie cross-origin.
    expect(first?.cookie).toContain('app_session=e2e-session');
    expect(v.warnings).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    expect(v.consoleErrors).toEqual([]);
    await v.context.close();
  });

  test('each location is priced with ?country=XX, then served from the session cache', async ({browser}) => {
    const v = await visit(browser, 'ok');
    await expectDiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    for (const region of REGIONS) {
      await choose(v.page, region);
      await expectDiscountedPrice(v.page, SERVER_SHOWN[region]);
    }
    expect(v.requests().map((r) => r.search)).toEqual([
      '',
      '?country=US',
      '?country=IN',
      '?country=AU',
      '?country=GB',
      '?country=EU',
    ]);
    // A simple GET: no preflight.
    expect(v.requests().filter((r) => r.method === 'OPTIONS')).toEqual([]);

    // Going back to a region, and reloading the tab, use the cache: no new request.
    await choose(v.page, 'IN');
    await expectDiscountedPrice(v.page, SERVER_SHOWN.IN);
    await v.page.reload();
    await expectDiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(v.page)).toEqual([]); // this page (after the reload) asked nothing
    expect(v.requests()).toHaveLength(6);
    await v.context.close();
  });

  test('shows the spinner text while the server is slow, in a card that does not change height', async ({
    browser,
  }) => {
    for (const width of [320, 390, 1280]) {
      const v = await visit(browser, 'hold', {width});
      await expect.poll(() => v.heldCount('auto')).toBe(1);
      const status = priceStatus(v.page);
      await expect(status).toHaveText('Loading pricing...');
      await expect(status).toHaveAttribute('aria-busy', 'true');
      const loadingHeight = await cardOf(v.page).evaluate((el) => el.getBoundingClientRect().height);
      v.release('auto', 'ok');
      await expectDiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
      await expect(status).toHaveAttribute('aria-busy', 'false');
      const loadedHeight = await cardOf(v.page).evaluate((el) => el.getBoundingClientRect().height);
      expect(loadedHeight).toBe(loadingHeight);
      await v.context.close();
    }
  });

  test('with discount 0 there is no struck-through price and no badge, and nothing moves', async ({
    browser,
  }) => {
    const v = await visit(browser, 'no-discount');
    await expectUndiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION][0]);
    const height = await cardOf(v.page).evaluate((el) => el.getBoundingClientRect().height);
    await choose(v.page, 'IN');
    await expectUndiscountedPrice(v.page, SERVER_SHOWN.IN[0]);
    expect(await cardOf(v.page).evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    await expect(v.page.getByText(/Launch offer:.*first in line/)).toBeVisible();
    await v.context.close();
  });

  test('an originalPrice sent as a display string is shown as given, struck through beside the real price', async ({
    browser,
  }) => {
    const v = await visit(browser, 'string-original');
    await expectDiscountedPrice(v.page, [SERVER_SHOWN[AUTO_REGION][0], STRING_ORIGINAL[AUTO_REGION]]);
    await expect(priceStatus(v.page)).toContainText('Price for United Kingdom');
    await choose(v.page, 'IN');
    await expectDiscountedPrice(v.page, [SERVER_SHOWN.IN[0], STRING_ORIGINAL.IN]);
    // The real answer, not the fallback (₹170 against ₹340).
    await expect(priceStatus(v.page)).not.toContainText(FALLBACK.IN[0]);
    expect(v.requests().map((r) => r.search)).toEqual(['', '?country=IN']);
    expect(v.warnings).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    await v.context.close();
  });

  test('a late answer for the region chosen before is ignored: the card keeps the region chosen last', async ({
    browser,
  }) => {
    const v = await visit(browser, 'ok');
    await expectDiscountedPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    v.setMode('hold', 'IN');
    await choose(v.page, 'IN');
    await expect(priceStatus(v.page)).toHaveText('Loading pricing...');
    await expect.poll(() => v.heldCount('IN')).toBe(1);
    await choose(v.page, 'AU');
    await expectDiscountedPrice(v.page, SERVER_SHOWN.AU);

    const late = v.page.waitForResponse((response) => response.url().endsWith('?country=IN'));
    v.release('IN', 'ok');
    await (await late).finished();
    // The page has taken the late answer in (it fills the session cache)...
    await expect
      .poll(() =>
        v.page.evaluate((key) => sessionStorage.getItem(key) !== null, `${PRICING_STORAGE_PREFIX}IN`),
      )
      .toBe(true);
    await settleTasks(v.page);
    // ...and the card still shows Australia, the region chosen last.
    await expect(locationSelect(v.page)).toHaveValue('AU');
    await expectDiscountedPrice(v.page, SERVER_SHOWN.AU);
    await expect(priceStatus(v.page)).not.toContainText(SERVER_SHOWN.IN[0]);
    // Choosing India again shows that cached answer, without a new request.
    await choose(v.page, 'IN');
    await expectDiscountedPrice(v.page, SERVER_SHOWN.IN);
    expect(await pricingCalls(v.page)).toEqual(['', '?country=IN', '?country=AU']);
    await v.context.close();
  });
});

test.describe('pricing cache: fresh 30 minutes, kept 60 (on a paused clock)', () => {
  test('just under 30 minutes: no request; at 30: the cached price at once and one background refresh', async ({
    browser,
  }) => {
    const v = await visit(browser, 'ok', {pausedClock: true});
    const {page} = v;
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(page)).toEqual(['']);

    await page.clock.fastForward(FRESH_MS - 1);
    await choose(page, 'IN');
    await expectDiscountedPrice(page, SERVER_SHOWN.IN);
    await choose(page, 'auto');
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(page)).toEqual(['', '?country=IN']);

    await page.clock.fastForward(1);
    v.setMode('hold', 'auto');
    await choose(page, 'IN'); // India is 1 ms old: fresh
    await expectDiscountedPrice(page, SERVER_SHOWN.IN);
    await choose(page, 'auto'); // auto-detect is 30 minutes old: stale
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(page)).toEqual(['', '?country=IN', '']);
    // The refresh is out and held: meanwhile the card shows the cached price, not the spinner.
    await expect.poll(() => v.heldCount('auto')).toBe(1);
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    v.release('auto', 'updated');
    await expectDiscountedPrice(page, UPDATED_AUTO_SHOWN);
    expect(v.requests().map((r) => r.search)).toEqual(['', '?country=IN', '']);
    expect(await pricingCalls(page)).toEqual(['', '?country=IN', '']);
    await v.context.close();
  });

  test('when the refresh at 30 minutes fails, the real price stays until just under 60 minutes; at 60 the fallback', async ({
    browser,
  }) => {
    const v = await visit(browser, 'ok', {pausedClock: true, timezoneId: TIME_ZONE[AUTO_REGION]});
    const {page} = v;
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);

    // At 30 minutes the background refresh of auto-detect fails.
    await page.clock.fastForward(FRESH_MS);
    v.setMode('server-error', 'auto');
    await choose(page, 'IN');
    await expectDiscountedPrice(page, SERVER_SHOWN.IN);
    const refresh = page.waitForResponse(
      (response) => response.url() === `${PRICING_ORIGIN}/api/stripe/pricing`,
    );
    await choose(page, 'auto');
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(page)).toEqual(['', '?country=IN', '']);
    expect((await refresh).status()).toBe(500);
    await (await refresh).finished();
    await expect.poll(() => v.warnings.length).toBe(1); // the page has handled the failure
    expect(v.warnings[0]).toContain('Pricing unavailable for "auto"');
    await settleTasks(page);
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    await expect(priceStatus(page)).not.toContainText(FALLBACK[AUTO_REGION][0]);

    // Just under 60 minutes: still the real price, and no second refresh (no retries).
    await page.clock.fastForward(KEEP_MS - FRESH_MS - 1);
    await choose(page, 'IN'); // fetched at 30 minutes: fresh
    await expectDiscountedPrice(page, SERVER_SHOWN.IN);
    await choose(page, 'auto');
    await expectDiscountedPrice(page, SERVER_SHOWN[AUTO_REGION]);
    expect(await pricingCalls(page)).toEqual(['', '?country=IN', '']);

    // At 60 minutes the real price is dropped: the card waits for a new answer, which fails.
    await page.clock.fastForward(1);
    v.setMode('hold', 'auto');
    await choose(page, 'IN');
    await expectDiscountedPrice(page, SERVER_SHOWN.IN);
    await choose(page, 'auto');
    await expect(priceStatus(page)).toHaveText('Loading pricing...');
    await expect.poll(() => v.heldCount('auto')).toBe(1);
    v.release('auto', 'server-error');
    await expectDiscountedPrice(page, FALLBACK[AUTO_REGION]);
    await expect.poll(() => v.warnings.length).toBe(2);
    // India's own refresh at 30 minutes old ran too.
    expect(await pricingCalls(page)).toEqual(['', '?country=IN', '', '?country=IN', '']);
    expect(v.pageErrors).toEqual([]);
    await expectNoErrorText(page);
    await v.context.close();
  });
});

const FAILURES: ReadonlyArray<readonly [Answer, string]> = [
  ['server-error', 'a 500'],
  ['html', 'an HTML page'],
  ['invalid', 'an invalid body'],
  ['reset', 'a dropped connection'],
];

/** One visitor per region: auto-detect falls back by time zone, then the next region is chosen. */
const VISITORS: ReadonlyArray<readonly [home: Region, chosen: Region]> = REGIONS.map((home, index) => [
  home,
  REGIONS[(index + 1) % REGIONS.length] as Region,
]);

async function expectQuietFailure(v: Visit, chosen: Region) {
  expect(v.requests().map((r) => r.search)).toEqual(['', `?country=${chosen}`]);
  await expect.poll(() => v.warnings.length).toBe(2);
  for (const warning of v.warnings) expect(warning).toContain('Pricing unavailable');
  expect(v.pageErrors).toEqual([]);
  await expectNoErrorText(v.page);
}

test.describe('pricing card when the pricing call fails', () => {
  for (const [mode, name] of FAILURES) {
    test(`on ${name}: the exact fallback for every region, one warning each, no error text`, async ({
      browser,
    }) => {
      expect(VISITORS).toHaveLength(5);
      for (const [home, chosen] of VISITORS) {
        const v = await visit(browser, mode, {timezoneId: TIME_ZONE[home]});
        await expectDiscountedPrice(v.page, FALLBACK[home]);
        await choose(v.page, chosen);
        await expectDiscountedPrice(v.page, FALLBACK[chosen]);
        await expectQuietFailure(v, chosen);
        await v.context.close();
      }
    });
  }

  test('on no answer at all: still loading just before 8 s, the exact fallback at 8 s, for every region', async ({
    browser,
  }) => {
    /** Moves the paused clock to just before the timeout, then onto it. */
    const expectFallbackAtTimeout = async (page: Page, fallback: readonly [string, string]) => {
      await page.clock.runFor(TIMEOUT_MS - 1);
      await settleTasks(page);
      await expect(priceStatus(page)).toHaveText('Loading pricing...');
      await page.clock.runFor(1);
      await expectDiscountedPrice(page, fallback);
    };
    expect(VISITORS).toHaveLength(5);
    for (const [home, chosen] of VISITORS) {
      const v = await visit(browser, 'hang', {timezoneId: TIME_ZONE[home], pausedClock: true});
      await waitForRequests(v, 1);
      await expectFallbackAtTimeout(v.page, FALLBACK[home]);
      await choose(v.page, chosen);
      await waitForRequests(v, 2);
      await expectFallbackAtTimeout(v.page, FALLBACK[chosen]);
      await expectQuietFailure(v, chosen);
      await v.context.close();
    }
  });
});

test.describe('pricing page', () => {
  test('without JavaScript shows every region’s fallback price instead of a spinner', async ({browser}) => {
    const v = await visit(browser, 'ok', {javaScriptEnabled: false});
    const table = v.page.getByRole('table', {
      name: 'Early-access price per month, by region (50% off the regular price)',
    });
    await expect(table).toBeVisible();
    for (const [region, name] of [
      ['US', 'United States'],
      ['IN', 'India'],
      ['AU', 'Australia'],
      ['GB', 'United Kingdom'],
      ['EU', 'Europe'],
    ] as const) {
      const row = table.getByRole('row', {name: new RegExp(`^${name}`)});
      await expect(row.getByRole('cell').first()).toHaveText(FALLBACK[region][0]);
      await expect(row.getByRole('cell').nth(1)).toHaveText(FALLBACK[region][1]);
    }
    await expect(v.page.getByText('Loading pricing...')).toBeHidden();
    await expect(locationSelect(v.page)).toBeHidden();
    await expect(v.page.getByRole('link', {name: 'Get Early Access'}).first()).toHaveAttribute(
      'href',
      '/#pre-register',
    );
    // FAQ answers open natively without JavaScript.
    await v.page.getByText('Is there a student discount?').click();
    await expect(v.page.getByText(/students get 50% off/)).toBeVisible();
    expect(v.requests()).toEqual([]);
    await v.context.close();
  });

  test('has the benefit trio, three testimonials, the FAQ with structured data and a closing CTA', async ({
    browser,
  }) => {
    const v = await visit(browser, 'ok');
    const {page} = v;
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    for (const title of ['14-day free trial', '30-day money-back guarantee', 'Cancel anytime']) {
      await expect(page.getByRole('heading', {level: 3, name: title})).toBeVisible();
    }
    const testimonials = page.getByRole('region', {name: 'What beta runners say'});
    await expect(testimonials.getByRole('listitem')).toHaveCount(3);

    const questions = page.locator('#pricing-faq summary');
    await expect(questions).toHaveText([
      'How does the free trial work?',
      'How long does the early-access discount last?',
      'Can I cancel anytime?',
      'Is there a student discount?',
      'Which payment methods do you accept?',
      'Is there a money-back guarantee?',
      'What plans will there be?',
    ]);
    const entities = await faqPageData(page);
    expect(entities.map((e) => e.name)).toEqual(await questions.allTextContents());
    expect(entities[6]?.acceptedAnswer.text).toContain(
      'Pro: adaptive plans for every distance, $9.99 a month.',
    );

    const closing = page.getByRole('region', {name: 'Lock in your launch price'});
    await expect(closing.getByRole('link', {name: 'Get Early Access'})).toHaveAttribute(
      'href',
      '/#pre-register',
    );
    await v.context.close();
  });

  test('the FAQ keeps one answer open, and the open question closes on a second click or Enter', async ({
    browser,
  }) => {
    const v = await visit(browser, 'ok');
    const {page} = v;
    await waitForRequests(v, 1);
    const item = (question: string) => page.locator('#pricing-faq details').filter({hasText: question});
    await page.getByText('How does the free trial work?').click();
    await expect(item('How does the free trial work?')).toHaveAttribute('open', '');
    await page.getByText('Which payment methods do you accept?').click();
    await expect(item('Which payment methods do you accept?')).toHaveAttribute('open', '');
    await expect(item('How does the free trial work?')).not.toHaveAttribute('open', '');
    await expect(page.getByText(/PayPal and Apple Pay/)).toBeVisible();
    await page.getByText('Which payment methods do you accept?').click();
    await expect(page.locator('#pricing-faq details[open]')).toHaveCount(0);

    await page.locator('#pricing-faq summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(item('How does the free trial work?')).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(page.locator('#pricing-faq details[open]')).toHaveCount(0);
    await v.context.close();
  });
});
