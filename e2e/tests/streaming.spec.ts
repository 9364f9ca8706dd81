import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, HOST, TRICKLE_PORT} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';

/*
 * A phone on a slow line gets a page packet by packet, and the browser paints whatever it has parsed so
 * far. The header is the first thing in every page's <body>, and a header cut between two packets lays
 * out wrongly: on a phone the menu button sat at the left edge until the brand after it arrived, on a
 * desktop the search box and the links on the right grew leftwards one by one. Each jump was a layout
 * shift (Lighthouse caught one now and then: CLS 0.002). Every page now holds its first paint until the
 * header is whole (<link rel=expect blocking=render>, src/config/headTags.ts).
 *
 * Served here with the page's header sent in pieces of 150 bytes, 20 ms apart, and the rest at once.
 */
const ROUTES = [
  '/',
  '/tools',
  '/vs/trenara',
  '/features/smart-adaptation',
  '/articles/dangers-of-overtraining',
];
const TRICKLE = {bytes: 150, delayMs: 20, from: '<body', through: '</nav>'};

let server: Awaited<ReturnType<typeof startHeadersServer>>;
test.beforeAll(async () => {
  server = await startHeadersServer({
    root: path.resolve(BUILD_DIR),
    host: HOST,
    port: TRICKLE_PORT,
    trickle: TRICKLE,
  });
});
test.afterAll(async () => {
  await server?.close();
});

/** Records every layout shift from the start of the page, with what moved and where. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>;
      }>) {
        const box = (rect: DOMRectReadOnly) =>
          [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        const moved = entry.sources.map(({node, previousRect, currentRect}) => {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.classList[0] ?? ''}` : '#text';
          return `${name} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

for (const {width, height, mobile} of [
  {width: 412, height: 823, mobile: true},
  {width: 1440, height: 900, mobile: false},
]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height}, isMobile: mobile, hasTouch: mobile});

    for (const route of ROUTES) {
      test(`${route}: nothing moves while the header arrives packet by packet`, async ({page}) => {
        await recordShifts(page);
        await page.goto(`http://${HOST}:${TRICKLE_PORT}${route}`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        // Two frames after hydration: any shift from the header or the hydrated page is reported by then.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
        expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
      });
    }
  });
}
