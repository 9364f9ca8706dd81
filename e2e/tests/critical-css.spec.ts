import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, CSP_PORT, HOST} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForNothingLoading, waitForSettledPage} from '../support/hydration';
import {ROUTES as EVERY_ROUTE} from '../support/routes';

/*
 * Each page carries its critical CSS inline and loads the rest of the stylesheet without blocking render
 * (src/plugins/criticalCss.ts). These checks hold the promises that come with it: without JavaScript the
 * full stylesheet still applies; with JavaScript the loader runs under the strict policy (no
 * 'unsafe-inline', no violation); the inline rules alone paint the top of the page as the loaded page
 * does, in light and dark, on a phone and a desktop, so nothing moves or changes colour when the rest
 * arrives; the inline rules and the rest style every element exactly as the full stylesheet does, also
 * what the page draws once used; and the first client-side navigation adds the full stylesheet.
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
/** The deferred sheets: the pages' remainders and the full stylesheet. */
const DEFERRED_STYLESHEET = /\/assets\/css\/(?:rest|styles)\.[\w]+\.css$/;
const REMAINDER = /\/assets\/css\/rest\.[\da-f]{8}\.css$/;
/** The page's remainder as the loader adds it: a stylesheet link in <head> for every medium. */
const REST_LINK = 'head > link[rel=stylesheet]:not([media])[href*="/assets/css/rest."]';
/** Waits until the loader has added the page's remainder (once the page has painted) and it has loaded. */
async function remainderLoaded(page: Page) {
  await expect(page.locator(REST_LINK)).toHaveCount(1);
  await page.waitForFunction(
    (selector) => document.querySelector<HTMLLinkElement>(selector)?.sheet != null,
    REST_LINK,
  );
}

/** The full stylesheet as the first client-side navigation adds it. */
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
      test(`the inline CSS alone paints the top of each page as the loaded page does (${colorScheme}, ${width} px)`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const viewport = {width, height: width === 390 ? 844 : 900};
        const full = await browser.newContext({viewport, colorScheme});
        const critical = await browser.newContext({viewport, colorScheme});
        let blocked = 0;
        await critical.route(DEFERRED_STYLESHEET, (route) => {
          blocked += 1;
          return route.abort();
        });
        const withFull = await full.newPage();
        const withCriticalOnly = await critical.newPage();
        for (const route of ROUTES) {
          await withFull.goto(route);
          await waitForSettledPage(withFull);
          await remainderLoaded(withFull);
          await withCriticalOnly.goto(route);
          await waitForSettledPage(withCriticalOnly);
          const background = colorScheme === 'dark' ? 'rgb(11, 19, 32)' : 'rgb(255, 255, 255)';
          expect(
            await withCriticalOnly.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
          ).toBe(background);
          expect(await topOfPage(withCriticalOnly), route).toEqual(await topOfPage(withFull));
        }
        // A blocked request per page at least: the loader's, once the page has painted.
        expect(blocked).toBeGreaterThanOrEqual(ROUTES.length);
        await full.close();
        await critical.close();
      });
    }
  }

  test("the page's remainder is requested once the page has painted and added as the last sheet; the marked link is never fetched", async ({
    page,
  }) => {
    // A sheet that starts to apply in the middle of the page's sheets (the print-media link switched to
    // all, as beasties does it) makes Chromium rebuild its font cache, because the stylesheet has cascade
    // layers, and lay out every line of text again: a long task on a phone just after the first paint
    // (BENCHMARKS.md, 2026-11-27 evening). The loader appends a link of its own instead, once the page has
    // painted: a request started before it shares the HTML's line and counts in Lighthouse's largest paint.
    for (const route of ROUTES) {
      await page.goto(route);
      await remainderLoaded(page);
      await waitForSettledPage(page);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')].map((link) => ({
          href: new URL(link.href).pathname.replace(/\.[\da-f]+\.css$/, ''),
          media: link.media,
          marked: link.hasAttribute('data-full-stylesheet'),
          last: link.sheet === document.styleSheets[document.styleSheets.length - 1],
        })),
      );
      expect(links, route).toEqual([
        {href: '/assets/css/rest', media: 'print', marked: true, last: false},
        {href: '/assets/css/rest', media: '', marked: false, last: true},
      ]);
      // One request, the loader's, after the first contentful paint; the full stylesheet is not fetched.
      const {requests, paint} = await page.evaluate(() => ({
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/css/'))
          .map((entry) => ({path: new URL(entry.name).pathname, start: entry.startTime})),
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
      expect(requests, route).toHaveLength(1);
      expect(requests[0]!.path, route).toMatch(REMAINDER);
      expect(requests[0]!.start, route).toBeGreaterThanOrEqual(paint);
    }
  });

  /**
   * What every element of the page looks like and where it is: the computed values that paint it and its
   * box. Pseudo-elements are read too (the icons and rules drawn with ::before and ::after).
   */
  const everyElement = (page: Page, scope = 'body') =>
    page.evaluate((scope) => {
      const properties = [
        'display',
        'position',
        'color',
        'background-color',
        'background-image',
        'font',
        'margin',
        'padding',
        'border',
        'border-radius',
        'box-shadow',
        'opacity',
        'visibility',
        'transform',
        'grid-template-columns',
        'flex-direction',
        'gap',
        'text-decoration-line',
        'outline',
        'content',
        'z-index',
        'overflow',
      ];
      const read = (style: CSSStyleDeclaration) =>
        properties.map((name) => style.getPropertyValue(name)).join('|');
      // Not an SVG <defs> nor what is in it (the brand mark's gradient stops): never rendered, so Chromium
      // computes their style on demand and keeps it, stale, until a stylesheet changes. The stops of the
      // drawer's mark, computed while the drawer opened, still read `visibility: hidden` once it is open
      // and `visible` after any sheet is added; what they paint shows in the shape that uses them.
      const rendered = [...document.querySelectorAll(`${scope} *`)].filter(
        (element) => !element.closest('defs'),
      );
      return rendered.map((element, index) => {
        const box = element.getBoundingClientRect();
        return [
          index,
          element.tagName,
          element.getAttribute('class') ?? '',
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          read(getComputedStyle(element)),
          read(getComputedStyle(element, '::before')),
          read(getComputedStyle(element, '::after')),
        ].join(' ');
      });
    }, scope);

  /** The full stylesheet added as the last sheet, as the first client-side navigation adds it. */
  async function addFullStylesheet(page: Page) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const href = document
            .querySelector('link[data-full-stylesheet]')!
            .getAttribute('data-full-stylesheet')!;
          const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href});
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => reject(new Error(`no ${href}`)));
          document.head.append(link);
        }),
    );
    await waitForSettledPage(page);
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`on every page, inline rules and remainder style every element as the full stylesheet does, also once used (${colorScheme}, 390 px)`, async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      // Without motion, so no animation is caught half way.
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        colorScheme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      /** Each page as loaded; some also after what a visitor does first there, which draws new markup. */
      const asLoaded = async () => {};
      const uses: Record<string, Array<(page: Page) => Promise<void>>> = {
        ...Object.fromEntries([...EVERY_ROUTE, '/search?q=tempo'].map((route) => [route, [asLoaded]])),
        '/': [
          asLoaded,
          // The phone drawer, built the first time it is opened.
          async (p) => {
            await p
              .getByRole('button', {name: /navigation bar|menu/i})
              .first()
              .click();
            await expect(p.locator('.navbar-sidebar')).toBeVisible();
          },
        ],
        // Its results, drawn once the search index has loaded.
        '/search?q=tempo': [
          async (p) => {
            await expect(p.getByText(/^\d+ results?$/)).toBeVisible();
          },
        ],
        '/tools/race-predictor': [
          asLoaded,
          // A new result, and the toast of the copied link.
          async (p) => {
            const form = p.locator('main form').first();
            await form.getByRole('textbox').first().fill('19:45');
            await form.getByRole('button', {name: 'Calculate'}).click();
            await expect(p.getByText('From 19:45 for the 5K.')).toBeVisible();
            await form.getByRole('button', {name: 'Copy link'}).click();
            await expect(p.getByRole('status').filter({hasText: /./})).not.toHaveCount(0);
            // Radix announces the toast in a live region of its own, in <body>, and takes it away a second
            // later: both readings below must see the same elements, on a slow machine too.
            await expect(p.locator('body > span[role=status][aria-live]')).toHaveCount(0);
          },
        ],
      };
      for (const [route, states] of Object.entries(uses)) {
        for (const [index, use] of states.entries()) {
          await page.goto(route);
          await remainderLoaded(page);
          await waitForSettledPage(page);
          await use(page);
          await waitForSettledPage(page);
          // Past any animation just started (a toast's slide-in): its first frame is the start keyframe,
          // even at the 0.01ms that reduced motion gives it.
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => animation.playState !== 'running'),
          );
          const withRemainder = await everyElement(page);
          await addFullStylesheet(page);
          const withFull = await everyElement(page);
          expect(withRemainder.length, `${route} #${index}`).toBeGreaterThan(50);
          const differ = withRemainder.filter((line, at) => line !== withFull[at]);
          expect(
            differ,
            `${route} #${index}: elements that change when the full stylesheet is added`,
          ).toEqual([]);
        }
      }
      await context.close();
    });
  }

  test('the first client-side navigation adds the full stylesheet, and the next page reads as a fresh load of it, before it arrives too', async ({
    browser,
  }) => {
    const viewport = {width: 390, height: 844};
    const context = await browser.newContext({viewport, reducedMotion: 'reduce'});
    /** The page's content (the header and footer are React's on both), boxes aside (scroll can differ). */
    const content = async (page: Page) =>
      (await everyElement(page, 'main')).map((line) =>
        line
          .split(' ')
          .filter((_, at) => at !== 3)
          .join(' '),
      );
    const fresh = await context.newPage();
    await fresh.goto('/pricing');
    await waitForSettledPage(fresh);
    // The pricing card's price (or its fallback), on both readings, however slow the machine.
    await waitForNothingLoading(fresh);
    await addFullStylesheet(fresh);
    const expected = await content(fresh);
    expect(expected.length).toBeGreaterThan(50);
    const heading = (await fresh.locator('main h1').textContent()) ?? '';

    // Once with the full stylesheet, once with its request failing: the inline rules and the remainder
    // alone already style the next page as the full stylesheet does.
    for (const fullArrives of [true, false]) {
      // A context of its own: Chromium would reuse the stylesheet another page of the context has parsed.
      const own = await browser.newContext({viewport, reducedMotion: 'reduce'});
      const page = await own.newPage();
      let refused = 0;
      if (!fullArrives) {
        await page.route(FULL_STYLESHEET, (route) => {
          refused += 1;
          return route.abort();
        });
      }
      await page.goto('/tools/race-predictor');
      await remainderLoaded(page);
      await waitForSettledPage(page);
      await expect(page.locator(FULL_LINK)).toHaveCount(0);
      // To a page with rules the first one does not inline (the pricing card, its tables).
      await page.locator('a[href="/pricing"]:visible').first().click();
      await expect(page).toHaveURL(/\/pricing$/);
      // The address changes before the new page renders: wait for its content, not only its URL.
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.locator(FULL_LINK)).toHaveCount(1);
      if (fullArrives) {
        await page
          .locator(FULL_LINK)
          .evaluate((link: HTMLLinkElement) =>
            link.sheet ? undefined : new Promise((resolve) => link.addEventListener('load', resolve)),
          );
      }
      await waitForSettledPage(page);
      await waitForNothingLoading(page);
      if (fullArrives) {
        expect((await appliedSheets(page)).at(-1)).toMatch(FULL_STYLESHEET);
      } else {
        expect(refused).toBeGreaterThan(0);
        const fullRules = await page.evaluate(() =>
          [...document.styleSheets]
            .filter((sheet) => sheet.href?.includes('/assets/css/styles.'))
            .reduce((sum, sheet) => {
              try {
                return sum + sheet.cssRules.length;
              } catch {
                return sum; // A sheet whose request failed has no rules to read.
              }
            }, 0),
        );
        expect(fullRules).toBe(0);
      }
      expect(await content(page), fullArrives ? 'with the full stylesheet' : 'before it arrives').toEqual(
        expected,
      );
      await own.close();
    }
    await context.close();
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
        // The loader ran: the page's remainder now applies to the screen, after the inline rules.
        await remainderLoaded(page);
        await waitForSettledPage(page);
        const sheets = await appliedSheets(page);
        expect(sheets.at(-1)).toMatch(REMAINDER);
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
      const linked = sheets.filter((sheet) => sheet.href.includes('/assets/css/'));
      const inline = sheets.filter((sheet) => sheet.href === 'inline');
      // Without the loader the marked link (the remainder, disabled) is never fetched; the noscript one,
      // the full stylesheet, applies to the screen.
      expect(linked.map((sheet) => [sheet.media, sheet.href.match(/\/(rest|styles)\./)?.[1]])).toEqual([
        ['', 'styles'],
      ]);
      const screen = linked.find((sheet) => sheet.media === '')!;
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
