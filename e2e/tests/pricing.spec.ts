/**
 * /pricing against a real local pricing server (APP_HOST = PRICING_ORIGIN in the e2e build).
 *
 * Each test opens its own browser context whose User-Agent carries a token; the server looks the token
 * up to decide how to answer (per-test mode) and records requests under it, so tests in other files
 * that happen to open /pricing at the same time do not disturb the assertions here.
 */
import http from 'node:http';
import type {Socket} from 'node:net';
import {expect as baseExpect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {HOST, PRICING_PORT, SITE_ORIGIN} from '../ports.mjs';

/** The machines running these tests are shared and sometimes busy: allow more than the default 5 s. */
const expect = baseExpect.configure({timeout: 10_000});

type Mode = 'ok' | 'no-discount' | 'server-error' | 'html' | 'invalid' | 'reset' | 'delay' | 'hang';
type Region = 'US' | 'IN' | 'AU' | 'GB' | 'EU';

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
const OPTION_LABEL: Record<Region, string> = {
  US: 'United States (USD)',
  IN: 'India (INR)',
  AU: 'Australia (AUD)',
  GB: 'United Kingdom (GBP)',
  EU: 'Europe (EUR)',
};
/** A time zone in each region, for auto-detect's fallback. */
const TIME_ZONE: Record<Region, string> = {
  US: 'America/Chicago',
  IN: 'Asia/Kolkata',
  AU: 'Australia/Sydney',
  GB: 'Europe/London',
  EU: 'Europe/Berlin',
};

const DELAY_MS = 1500;
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const modes = new Map<string, Mode>();
const requests: Recorded[] = [];
const sockets = new Set<Socket>();
let server: http.Server;
let counter = 0;

function answer(req: http.IncomingMessage, res: http.ServerResponse, mode: Mode, country: string | null) {
  const region: Region = country && country in SERVER_PRICES ? (country as Region) : AUTO_REGION;
  const json = (body: unknown, status = 200) => {
    res.writeHead(status, {'content-type': 'application/json; charset=utf-8'});
    res.end(JSON.stringify(body));
  };
  switch (mode) {
    case 'ok':
      return json(SERVER_PRICES[region]);
    case 'no-discount':
      return json({
        ...SERVER_PRICES[region],
        discountPercentage: 0,
        originalPrice: SERVER_PRICES[region].priceAmount,
      });
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
    case 'delay':
      setTimeout(() => json(SERVER_PRICES[region]), DELAY_MS);
      return undefined;
    case 'hang':
      return undefined; // never answers; the socket is closed in afterAll
  }
}

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const token = /pricing-e2e\/(\S+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? '';
    requests.push({
      token,
      method: req.method ?? '',
      path: url.pathname,
      search: url.search,
      country: url.searchParams.get('country'),
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
    return answer(req, res, modes.get(token) ?? 'ok', url.searchParams.get('country'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(PRICING_PORT, HOST, resolve));
});

test.afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly warnings: string[];
  readonly pageErrors: string[];
  /** Console errors (hydration mismatches and the like). */
  readonly consoleErrors: string[];
  readonly requests: () => Recorded[];
}

/** Opens /pricing in a fresh context (fresh session cache) whose pricing calls get `mode`. */
async function visit(
  browser: Browser,
  mode: Mode,
  options: {timezoneId?: string; javaScriptEnabled?: boolean; width?: number} = {},
): Promise<Visit> {
  counter += 1;
  const token = `t${counter}-${Date.now()}`;
  modes.set(token, mode);
  const context = await browser.newContext({
    baseURL: SITE_ORIGIN,
    userAgent: `${USER_AGENT} pricing-e2e/${token}`,
    timezoneId: options.timezoneId ?? TIME_ZONE.US,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: {width: options.width ?? 1280, height: 900},
  });
  await context.addCookies([{name: 'app_session', value: 'e2e-session', domain: HOST, path: '/'}]);
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
    requests: () => requests.filter((r) => r.token === token),
  };
}

const priceStatus = (page: Page) => page.getByRole('status').filter({hasText: /Loading pricing|per month/});
const locationSelect = (page: Page) => page.getByRole('combobox', {name: 'Your location'});

/** The request to the pricing server proves the page has hydrated (it is made from an effect). */
async function waitForRequests(v: Visit, count: number) {
  await expect
    .poll(() => v.requests().filter((r) => r.method === 'GET').length)
    .toBeGreaterThanOrEqual(count);
}

async function expectPrice(
  page: Page,
  [current, original]: readonly [string, string],
  {discount = true, timeout}: {discount?: boolean; timeout?: number} = {},
) {
  const status = priceStatus(page);
  await expect(status.getByText(current, {exact: true})).toBeVisible({timeout});
  await expect(status).toContainText('per month');
  if (discount) {
    await expect(status.locator('s')).toHaveText(`Regular price ${original}`);
    await expect(status.getByText('50% OFF', {exact: true})).toBeVisible();
  } else {
    await expect(status.locator('s')).toHaveCount(0);
    await expect(status).not.toContainText('OFF');
  }
  await expect(status).not.toContainText('Loading pricing...');
}

async function expectNoErrorText(page: Page) {
  await expect(page.locator('main')).not.toContainText(
    /error|failed|unavailable|went wrong|maintenance|try again|\b500\b/i,
  );
}

test.describe('pricing card with the pricing server answering', () => {
  test('auto-detect asks without a country and shows the server’s price', async ({browser}) => {
    const v = await visit(browser, 'ok');
    await expectPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    await expect(priceStatus(v.page)).toContainText('Price for United Kingdom');
    await expect(priceStatus(v.page)).toContainText('Billed monthly in GBP');
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
    await expectPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    for (const region of REGIONS) {
      await locationSelect(v.page).selectOption({label: OPTION_LABEL[region]});
      await expectPrice(v.page, SERVER_SHOWN[region]);
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
    await locationSelect(v.page).selectOption({label: OPTION_LABEL.IN});
    await expectPrice(v.page, SERVER_SHOWN.IN);
    await v.page.reload();
    await expectPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
    expect(v.requests()).toHaveLength(6);
    await v.context.close();
  });

  test('shows the spinner text while the server is slow, in a card that does not change height', async ({
    browser,
  }) => {
    for (const width of [320, 390, 1280]) {
      const v = await visit(browser, 'delay', {width});
      await waitForRequests(v, 1);
      const status = priceStatus(v.page);
      await expect(status).toHaveText('Loading pricing...');
      await expect(status).toHaveAttribute('aria-busy', 'true');
      const card = v.page
        .getByRole('article')
        .filter({has: v.page.getByRole('heading', {name: 'Stridely Elite'})});
      const loadingHeight = await card.evaluate((el) => el.getBoundingClientRect().height);
      await expectPrice(v.page, SERVER_SHOWN[AUTO_REGION]);
      await expect(status).toHaveAttribute('aria-busy', 'false');
      const loadedHeight = await card.evaluate((el) => el.getBoundingClientRect().height);
      expect(loadedHeight).toBe(loadingHeight);
      await v.context.close();
    }
  });

  test('with discount 0 there is no struck-through price and no badge, and nothing moves', async ({
    browser,
  }) => {
    const v = await visit(browser, 'no-discount');
    const card = v.page
      .getByRole('article')
      .filter({has: v.page.getByRole('heading', {name: 'Stridely Elite'})});
    await expectPrice(v.page, SERVER_SHOWN[AUTO_REGION], {discount: false});
    const height = await card.evaluate((el) => el.getBoundingClientRect().height);
    await locationSelect(v.page).selectOption({label: OPTION_LABEL.IN});
    await expectPrice(v.page, SERVER_SHOWN.IN, {discount: false});
    expect(await card.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    await expect(v.page.getByText(/Launch offer:.*first in line/)).toBeVisible();
    await v.context.close();
  });
});

const FAILURES: ReadonlyArray<readonly [Mode, string]> = [
  ['server-error', 'a 500'],
  ['html', 'an HTML page'],
  ['invalid', 'an invalid body'],
  ['reset', 'a dropped connection'],
  ['hang', 'no answer at all (8 s timeout)'],
];

test.describe('pricing card when the pricing call fails', () => {
  for (const [mode, name] of FAILURES) {
    test(`on ${name}: the exact fallback for every region, one warning each, no error text`, async ({
      browser,
    }) => {
      test.setTimeout(mode === 'hang' ? 120_000 : 90_000);
      // One visitor per region: auto-detect falls back by time zone, then the visitor picks the next
      // region and gets that region's fallback. The 8 s timeout case runs the visitors side by side.
      const timeout = mode === 'hang' ? 25_000 : 15_000;
      const checkRegion = async (home: Region, index: number) => {
        const chosen = REGIONS[(index + 1) % REGIONS.length] as Region;
        const v = await visit(browser, mode, {timezoneId: TIME_ZONE[home]});
        await expectPrice(v.page, FALLBACK[home], {timeout});
        await locationSelect(v.page).selectOption({label: OPTION_LABEL[chosen]});
        await expectPrice(v.page, FALLBACK[chosen], {timeout});
        expect(v.requests().map((r) => r.search)).toEqual(['', `?country=${chosen}`]);
        expect(v.warnings).toHaveLength(2);
        for (const warning of v.warnings) expect(warning).toContain('Pricing unavailable');
        expect(v.pageErrors).toEqual([]);
        await expectNoErrorText(v.page);
        await v.context.close();
      };
      if (mode === 'hang') {
        await Promise.all(REGIONS.map(checkRegion));
      } else {
        for (const [index, home] of REGIONS.entries()) await checkRegion(home, index);
      }
    });
  }
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
    const testimonials = page.getByRole('region', {name: 'Runners who made the switch'});
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
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d['@type'] === 'FAQPage');
    expect(faqPage).toBeDefined();
    const entities = faqPage?.mainEntity as Array<{name: string; acceptedAnswer: {text: string}}>;
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
