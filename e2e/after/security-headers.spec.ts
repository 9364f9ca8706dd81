import http from 'node:http';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {
  BUILD_DIR,
  HOST,
  MAILING_LIST_PORT,
  MAILING_LIST_URL,
  PRICING_ORIGIN,
  PRICING_PORT,
  SHOP_ORIGIN,
  SITE_PORT,
} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';
import {startShopStandIn, STAND_IN_PRODUCTS, type ShopStandIn} from '../support/shopStandIn.mjs';
import {ROUTES} from '../support/routes';

/*
 * Serves the build with build/_headers applied, as a static host would, and checks that the
 * Content-Security-Policy lets everything the site does through: no page logs a violation, pricing and
 * the shop still load from their hosts, and the sign-up still posts. Runs after the main suite (it
 * needs the stand-in ports the other specs use).
 */
const PORT = SITE_PORT + 5;
const ORIGIN = `http://${HOST}:${PORT}`;

let site: Awaited<ReturnType<typeof startHeadersServer>>;
let shop: ShopStandIn;
let pricing: http.Server;
let mailingList: http.Server;
const posts: string[] = [];

function listen(server: http.Server, port: number) {
  return new Promise<void>((resolve) => server.listen(port, HOST, resolve));
}

function close(server: http.Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

test.beforeAll(async () => {
  site = await startHeadersServer({root: path.resolve(BUILD_DIR), host: HOST, port: PORT});
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
  await listen(pricing, PRICING_PORT);
  mailingList = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST') posts.push(body);
      res.writeHead(200, {'Content-Type': 'text/html'});
      res.end('<!doctype html><title>Subscribed</title><p>Thanks</p>');
    });
  });
  await listen(mailingList, MAILING_LIST_PORT);
});

test.afterAll(async () => {
  await Promise.all([site.close(), shop.close(), close(pricing), close(mailingList)]);
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
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  const html = await response.text();
  const script = /<script[^>]+src=["']?(\/assets\/js\/[^"'\s>]+)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${ORIGIN}${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('no page logs a Content-Security-Policy violation', async ({page}) => {
  test.setTimeout(120_000);
  const violations = await collectViolations(page);
  for (const route of [...ROUTES, '/search', '/no-such-page']) {
    await page.goto(`${ORIGIN}${route}`, {waitUntil: 'networkidle'});
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
