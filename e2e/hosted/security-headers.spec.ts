import http from 'node:http';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {
  BUILD_DIR,
  HOST,
  HOSTED_ORIGIN,
  HOSTED_PORT,
  MAILING_LIST_PORT,
  MAILING_LIST_URL,
  PRICING_ORIGIN,
  PRICING_PORT,
  SHOP_ORIGIN,
} from '../ports.mjs';
import {REDIRECTS} from '../../src/config/redirects';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForSettledPage} from '../support/hydration';
import {closeServer, listenOn} from '../support/listen.mjs';
import {startShopStandIn, STAND_IN_PRODUCTS, type ShopStandIn} from '../support/shopStandIn.mjs';
import {ROUTES} from '../support/routes';

/*
 * Serves the build with build/_headers and build/_redirects applied, as Netlify or Cloudflare Pages
 * would, and checks the headers and redirects themselves and that the Content-Security-Policy lets
 * everything the site does through: no page logs a violation, pricing and the shop still load from their
 * hosts, and the sign-up still posts. Runs in its own pass (it uses the stand-in ports of the main specs).
 */
const ORIGIN = HOSTED_ORIGIN;

let site: Awaited<ReturnType<typeof startHeadersServer>>;
let shop: ShopStandIn;
let pricing: http.Server;
let mailingList: http.Server;
const posts: string[] = [];

test.beforeAll(async () => {
  site = await startHeadersServer({root: path.resolve(BUILD_DIR), host: HOST, port: HOSTED_PORT});
});

test.afterAll(async () => {
  await site?.close();
});

// The third parties the pages call: a fresh stand-in of each for every test.
test.beforeEach(async () => {
  posts.length = 0;
  shop = await startShopStandIn();
  pricing = http.createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
    });
    res.end(
      JSON.stringify({
        displayPrice: 'USD 11.25',
        amount: 1125,
        region: 'United States',
        currency: 'USD',
        priceAmount: 11.25,
        originalPrice: 22.5,
        discountPercentage: 50,
        priceId: 'price_csp',
        country: 'US',
      }),
    );
  });
  await listenOn(pricing, PRICING_PORT, 'pricing API');
  mailingList = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST') posts.push(body);
      res.writeHead(200, {'Content-Type': 'text/html'});
      res.end('<!doctype html><title>Subscribed</title><p>Thanks</p>');
    });
  });
  await listenOn(mailingList, MAILING_LIST_PORT, 'mailing list');
});

test.afterEach(async () => {
  await Promise.all([shop.close(), closeServer(pricing), closeServer(mailingList)]);
});

async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)),
  ];
}

test('pages carry the security headers and hashed assets are cached for a year', async ({request}) => {
  const response = await request.get(`${ORIGIN}/pricing`);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain(`connect-src 'self' ${PRICING_ORIGIN} ${SHOP_ORIGIN}`);
  expect(csp).toContain(`form-action 'self' ${new URL(MAILING_LIST_URL).origin}`);
  expect(csp).toMatch(new RegExp(`script-src 'self'( 'sha256-[^']+')+ ${SHOP_ORIGIN.replace(/\./g, '\\.')}`));
  expect(csp).toContain("frame-ancestors 'none'");
  // No preload unless the deployer asks for it with HSTS_PRELOAD (the e2e build does not).
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).not.toContain('interest-cohort');

  const html = await response.text();
  // The bundles are listed in the loader that starts them after the first paint (deferScripts.ts).
  const script = /"(\/assets\/js\/main\.[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${ORIGIN}${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('no page logs a Content-Security-Policy violation', async ({page}) => {
  test.setTimeout(120_000);
  const violations = await collectViolations(page);
  const routes = [...ROUTES, '/search', '/no-such-page'];
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    await page.goto(`${ORIGIN}${route}`);
    await waitForSettledPage(page);
  }
  expect(await violations()).toEqual([]);
});

test('pricing, the shop and the sign-up still work under the policy', async ({page, context}) => {
  const violations = await collectViolations(page);

  await page.goto(`${ORIGIN}/pricing`);
  await expect(page.getByText('$11.25').first()).toBeVisible();

  await page.goto(`${ORIGIN}/shop`);
  await expect(page.getByText(STAND_IN_PRODUCTS[0]!)).toBeVisible();

  await page.goto(`${ORIGIN}/`);
  const form = page.locator('#pre-register form');
  await form.getByLabel('Email address').fill('csp.check@example.com');
  const popup = context.waitForEvent('page');
  await form.getByRole('button', {name: 'Reserve My Spot'}).click();
  await (await popup).waitForLoadState();
  await expect.poll(() => posts.some((body) => body.includes('csp.check%40example.com'))).toBe(true);

  expect(await violations()).toEqual([]);
});

test('old and short paths answer with a 301 from _redirects, keeping the query string', async ({request}) => {
  expect(REDIRECTS.length).toBeGreaterThan(0);
  for (const {from, to} of REDIRECTS) {
    for (const source of [from, `${from}/`]) {
      const response = await request.get(`${ORIGIN}${source}?utm_source=newsletter`, {maxRedirects: 0});
      expect(response.status(), source).toBe(301);
      const [target, hash] = to.split('#');
      expect(response.headers()['location'], source).toBe(
        `${target}?utm_source=newsletter${hash ? `#${hash}` : ''}`,
      );
    }
  }
});

test('a visitor following an old link lands on the page with the query string kept', async ({page}) => {
  await page.goto(`${ORIGIN}/compare?ref=forum`);
  await expect(page).toHaveURL(`${ORIGIN}/vs?ref=forum`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
