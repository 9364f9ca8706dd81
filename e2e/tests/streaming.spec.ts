import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, HOST} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForSettledPage} from '../support/hydration';

/*
 * A phone on a slow line gets a page packet by packet, and the browser paints whatever it has parsed so
 * far. Whatever it paints must not move when the rest arrives.
 *
 * - The header is the first thing in every page's <body>, and a header cut between two packets laid out
 *   wrongly: on a phone the menu button sat at the left edge until the brand after it arrived, on a
 *   desktop the search box and the links on the right grew leftwards one by one (Lighthouse caught it
 *   now and then: CLS 0.002). Every page now holds its first paint until the header is whole
 *   (<link rel=expect blocking=render>, src/config/headTags.ts). Served with the header in pieces of
 *   150 bytes, 20 ms apart, then the rest at once.
 * - An article card's cover came after its text in the document and was moved above it by CSS, so the
 *   text painted first and was pushed down 200 px when the cover arrived; the featured card's centred
 *   cover slid down as the text beside it grew. Served with all of <main> in pieces.
 */
const HEADER_ROUTES = [
  '/',
  '/tools',
  '/vs/trenara',
  '/features/smart-adaptation',
  '/articles/dangers-of-overtraining',
];
const MAIN_ROUTES = ['/articles'];
const PIECES = {bytes: 150, delayMs: 20};

/** Serves the build with `trickle` on a port the system picks, for one test, and stops it after. */
async function withTrickledSite(
  trickle: {from: string; through: string},
  visit: (origin: string) => Promise<void>,
): Promise<void> {
  const site = await startHeadersServer({
    root: path.resolve(BUILD_DIR),
    host: HOST,
    port: 0,
    trickle: {...PIECES, ...trickle},
  });
  try {
    await visit(site.origin);
  } finally {
    await site.close();
  }
}

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

    const cases = [
      ...HEADER_ROUTES.map((route) => ({route, what: 'the header', from: '<body', through: '</nav>'})),
      ...MAIN_ROUTES.map((route) => ({route, what: 'the main content', from: '<main', through: '</main>'})),
    ];
    for (const {route, what, from, through} of cases) {
      test(`${route}: nothing moves while ${what} arrives packet by packet`, async ({page}) => {
        await recordShifts(page);
        await withTrickledSite({from, through}, async (origin) => {
          await page.goto(`${origin}${route}`);
          // Hydrated and two frames painted: any shift from the arrival or the hydration is reported by then.
          await waitForSettledPage(page);
        });
        expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
      });
    }
  });
}
