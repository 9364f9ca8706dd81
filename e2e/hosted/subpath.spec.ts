import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HOST, SUBPATH_BASE, SUBPATH_BUILD_DIR, SUBPATH_ORIGIN, SUBPATH_PORT} from '../ports.mjs';
import {REDIRECTS} from '../../src/config/redirects';
import {crawlSite} from '../support/crawl';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForHydration} from '../support/hydration';

/*
 * The second e2e build, made with BASE_URL=/site/ and served under /site/ with its _headers and
 * _redirects applied: every link, asset, redirect, header path and the search must stay under the base.
 */
const BASE = SUBPATH_BASE;
const at = (sitePath: string) => `${SUBPATH_ORIGIN}${BASE}${sitePath.replace(/^\//, '')}`;

let site: Awaited<ReturnType<typeof startHeadersServer>>;

test.beforeAll(async () => {
  site = await startHeadersServer({
    root: path.resolve(SUBPATH_BUILD_DIR),
    host: HOST,
    port: SUBPATH_PORT,
    baseUrl: BASE,
  });
});

test.afterAll(async () => {
  await site?.close();
});

test.use({viewport: {width: 1440, height: 900}});

test('every internal link, asset, anchor and redirect stays under the base path and answers', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const crawl = await crawlSite(request, {
    origin: SUBPATH_ORIGIN,
    basePath: BASE,
    start: [BASE, `${BASE}search`, ...REDIRECTS.map(({from}) => `${BASE}${from.slice(1)}`)],
    notFound: `${BASE}no-such-page`,
  });
  expect(crawl.pages.get(`${BASE}no-such-page`)?.status).toBe(404);
  expect(crawl.pages.size).toBeGreaterThanOrEqual(30);
  expect(crawl.assets.size).toBeGreaterThanOrEqual(20);
  expect(crawl.outsideBase).toEqual([]);
  expect(crawl.broken).toEqual([]);
  expect(crawl.brokenAnchors).toEqual([]);
});

test('the redirects work under the base path: 301s from _redirects and the HTML pages', async ({request}) => {
  expect(REDIRECTS.length).toBeGreaterThan(0);
  for (const {from, to} of REDIRECTS) {
    const response = await request.get(`${at(from)}?ref=mail`, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    const [target = '/', hash] = to.split('#');
    expect(response.headers()['location'], from).toBe(
      `${BASE}${target.slice(1)}?ref=mail${hash ? `#${hash}` : ''}`,
    );
    // The HTML page a host without _redirects serves at the same path.
    const page = await (await request.get(`${at(from)}/index.html`)).text();
    expect(page, from).toContain(`content="0; url=${BASE}${to.slice(1)}"`);
  }
});

test('robots.txt under the base path gives the sitemap under the base path', async ({request}) => {
  const text = await (await request.get(at('/robots.txt'))).text();
  expect(text).toMatch(new RegExp(`^Disallow: ${BASE}search$`, 'm'));
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(new URL(sitemap!).pathname).toBe(`${BASE}sitemap.xml`);
  expect((await request.get(at('/sitemap.xml'))).status()).toBe(200);
});

test('the header blocks of _headers apply under the base path', async ({request}) => {
  const pageResponse = await request.get(at('/pricing'));
  expect(pageResponse.status()).toBe(200);
  expect(pageResponse.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(pageResponse.headers()['x-content-type-options']).toBe('nosniff');

  const html = await pageResponse.text();
  // The bundles are listed in the loader that starts them after the first paint (deferScripts.ts).
  const script = new RegExp(`"(${BASE}assets/js/main\\.[^"]+\\.js)"`).exec(html)?.[1];
  expect(script, 'a hashed script under the base path').toBeDefined();
  const asset = await request.get(`${SUBPATH_ORIGIN}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const image = await request.get(at('/img/logo.svg'));
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toBe('public, max-age=604800');
});

test('search finds pages and links to them under the base path', async ({page}) => {
  await page.goto(at('/search?q=runna'));
  const results = page.locator('article[class*="searchResultItem"] h2 a');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const hrefs = await results.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  expect(hrefs).toContain(`${BASE}vs/runna`);

  await page.goto(at('/'));
  const form = page.getByRole('navigation', {name: 'Main'}).getByRole('search');
  await waitForHydration(form);
  await form.getByRole('searchbox', {name: 'Search'}).click();
  await page.keyboard.type('overtraining');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible({timeout: 15_000});
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${SUBPATH_ORIGIN}${BASE}`));
  expect(new URL(page.url()).pathname.startsWith(BASE)).toBe(true);
  expect(new URL(page.url()).pathname).not.toBe(BASE);
});

test('the early-access button scrolls to the sign-up form on the home page under the base path', async ({
  page,
}) => {
  await page.goto(at('/pricing'));
  await waitForHydration(page.getByRole('navigation', {name: 'Main'}));
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: /early access/i})
    .first()
    .click();
  await expect(page).toHaveURL(`${SUBPATH_ORIGIN}${BASE}#pre-register`);
  await expect(page.locator('#pre-register')).toBeInViewport();
});

test('social cards live under the base path: absolute og:image URLs that answer as PNG', async ({
  request,
}) => {
  const ogImage = async (sitePath: string) => {
    const html = await (await request.get(at(sitePath))).text();
    return /<meta[^>]*property=["']?og:image["']?[^>]*content=["']?([^"'\s>]+)/.exec(html)?.[1] ?? '';
  };
  for (const [sitePath, image] of [
    ['/', `${SUBPATH_ORIGIN}${BASE}img/social/home.png`],
    ['/pricing', `${SUBPATH_ORIGIN}${BASE}img/social/pricing.png`],
    ['/privacy-policy', `${SUBPATH_ORIGIN}${BASE}img/social/privacy-policy.png`],
    ['/articles/dangers-of-overtraining', `${SUBPATH_ORIGIN}${BASE}img/articles/dangers-of-overtraining.png`],
  ] as const) {
    expect(await ogImage(sitePath), sitePath).toBe(image);
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toMatch(/^image\/png/);
  }
});
