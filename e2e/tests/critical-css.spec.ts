import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, CSP_PORT, HOST} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForSettledPage} from '../support/hydration';

/*
 * Each page carries its critical CSS inline and loads the full stylesheet without blocking render
 * (src/plugins/criticalCss.ts). These checks hold the promises that come with it: without JavaScript the
 * full stylesheet still applies; with JavaScript the loader runs under the strict policy (no
 * 'unsafe-inline', no violation); and the inline rules alone paint the top of the page as the full
 * stylesheet does, in light and dark, on a phone and a desktop, so nothing moves or changes colour
 * when the full stylesheet arrives.
 */
const ROUTES = [
  '/',
  '/features/smart-adaptation',
  '/pricing',
  '/shop',
  '/tools/race-predictor',
  '/articles/dangers-of-overtraining',
];
const FULL_STYLESHEET = /\/assets\/css\/styles\.[\w]+\.css$/;
/** The full stylesheet as the loader adds it: a stylesheet link in <head> for every medium. */
const FULL_LINK = 'head > link[rel=stylesheet]:not([media])[href*="/assets/css/styles."]';

/** The hrefs of the sheets that style the page, in the order the browser applies them. */
const appliedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => !sheet.disabled && (sheet.media.mediaText === '' || sheet.media.mediaText === 'all'))
      .map((sheet) => sheet.href ?? 'inline'),
  );

/** Where the top of the page sits and how it is painted: what a visitor sees before scrolling. */
async function topOfPage(page: Page) {
  return page.evaluate(() => {
    const describe = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        selector,
        // The page's own height depends on everything below the fold, some of it drawn only after
        // hydration (the pricing card's live price) with rules the full stylesheet brings later: for
        // html and body, where the page starts and how wide it is; for the rest, the whole box.
        box: (selector === 'html' || selector === 'body'
          ? [box.x, box.y, box.width]
          : [box.x, box.y, box.width, box.height]
        ).map(Math.round),
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
        display: style.display,
      };
    };
    return [
      describe('html'),
      describe('body'),
      describe('.navbar'),
      describe('.navbar__brand'),
      describe('.navbar__toggle'),
      describe('main h1, article h1, h1'),
      describe('main p, article p'),
      describe('main a.button, main .button'),
    ].filter(Boolean);
  });
}

test.describe('with JavaScript', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`the inline CSS alone paints the top of each page as the full stylesheet does (${colorScheme}, ${width} px)`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const viewport = {width, height: width === 390 ? 844 : 900};
        const full = await browser.newContext({viewport, colorScheme});
        const critical = await browser.newContext({viewport, colorScheme});
        let blocked = 0;
        await critical.route(FULL_STYLESHEET, (route) => {
          blocked += 1;
          return route.abort();
        });
        const withFull = await full.newPage();
        const withCriticalOnly = await critical.newPage();
        for (const route of ROUTES) {
          await withFull.goto(route);
          await waitForSettledPage(withFull);
          await expect(withFull.locator(FULL_LINK)).toHaveCount(1);
          await withCriticalOnly.goto(route);
          await waitForSettledPage(withCriticalOnly);
          const background = colorScheme === 'dark' ? 'rgb(11, 19, 32)' : 'rgb(255, 255, 255)';
          expect(
            await withCriticalOnly.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
          ).toBe(background);
          expect(await topOfPage(withCriticalOnly), route).toEqual(await topOfPage(withFull));
        }
        // At least one blocked request per page (the loader may ask again once the print-media link is done).
        expect(blocked).toBeGreaterThanOrEqual(ROUTES.length);
        await full.close();
        await critical.close();
      });
    }
  }

  test('the full stylesheet is added as the last sheet, never by switching the print-media link', async ({
    page,
  }) => {
    // A sheet that starts to apply in the middle of the page's sheets (the print-media link switched to
    // all, as beasties does it) makes Chromium rebuild its font cache, because the stylesheet has cascade
    // layers, and lay out every line of text again: a long task on a phone just after the first paint
    // (BENCHMARKS.md, 2026-11-27 evening). The loader appends a second link to the same file instead.
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator(FULL_LINK)).toHaveCount(1);
      await waitForSettledPage(page);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')].map((link) => ({
          media: link.media,
          marked: link.hasAttribute('data-full-stylesheet'),
          last: link.sheet === document.styleSheets[document.styleSheets.length - 1],
        })),
      );
      expect(links, route).toEqual([
        {media: 'print', marked: true, last: false},
        {media: '', marked: false, last: true},
      ]);
      // One request serves both links.
      const requests = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/css/styles.')).length,
      );
      expect(requests, route).toBe(1);
    }
  });

  test('the loader runs under the strict policy: no unsafe-inline, no violation', async ({page}) => {
    const site = await startHeadersServer({root: path.resolve(BUILD_DIR), host: HOST, port: CSP_PORT});
    try {
      const origin = `http://${HOST}:${CSP_PORT}`;
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Refused to run: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      for (const route of ROUTES) {
        const response = await page.goto(`${origin}${route}`);
        const policy = response?.headers()['content-security-policy'] ?? '';
        const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
        expect(scriptSrc).toMatch(/'sha256-/);
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-hashes'");
        // The loader ran: the full stylesheet now applies to the screen, after the inline rules.
        await expect(page.locator(FULL_LINK)).toHaveCount(1);
        await waitForSettledPage(page);
        const sheets = await appliedSheets(page);
        expect(sheets.at(-1)).toMatch(FULL_STYLESHEET);
        // No attribute event handler anywhere: the policy would block it.
        expect(await page.locator('[onload], [onerror]').count()).toBe(0);
      }
      expect(violations).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  test('the full stylesheet applies through the noscript fallback', async ({page}) => {
    for (const route of ROUTES) {
      await page.goto(route);
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({
          href: sheet.href ?? 'inline',
          media: sheet.media.mediaText,
          rules: sheet.cssRules.length,
        })),
      );
      const full = sheets.filter((sheet) => sheet.href.includes('/assets/css/styles.'));
      const inline = sheets.filter((sheet) => sheet.href === 'inline');
      // Without the loader the marked link stays print-only; the noscript one applies to the screen.
      expect(full.map((sheet) => sheet.media).sort()).toEqual(['', 'print']);
      const screen = full.find((sheet) => sheet.media === '')!;
      // The full stylesheet has rules the page's inline set leaves out (those of other pages).
      expect(screen.rules).toBeGreaterThan(Math.max(...inline.map((sheet) => sheet.rules)));
      // A rule only the full stylesheet has applies: Infima's tabs, which no page's markup uses.
      expect(await page.locator('head style').first().textContent()).not.toContain('.tabs');
      const tabsDisplay = await page.evaluate(() => {
        const probe = document.createElement('ul');
        probe.className = 'tabs';
        document.body.append(probe);
        return getComputedStyle(probe).display;
      });
      expect(tabsDisplay).toBe('flex');
    }
  });
});
