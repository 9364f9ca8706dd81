import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, HOST} from '../ports.mjs';
import {startHeadersServer} from '../support/headersServer.mjs';
import {waitForSettledPage} from '../support/hydration';
import {layoutShifts, recordLayoutShifts} from '../support/layoutShifts';
import {ROUTES} from '../support/routes';

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
 * - The first screens of the pages below moved while <main> arrived in pieces:
 *   - the home page's phone mock-up, centred beside the hero text, climbed 220 px as its lines came in,
 *     and an inner page's centred lead re-centred its last line word by word: both bands now hold the
 *     first paint until they are whole (src/components/FirstScreenEnd);
 *   - card grids laid out as many columns as they had cards so far, so the first cards painted wide and
 *     narrowed as the rest arrived (/tools, /support, /how-it-works): a grid now knows its number of
 *     cards from the build (src/css/cardGrid.module.css, src/lib/cardGrid.ts);
 *   - the price card was as wide as its text so far, and widened line by line.
 *   - a promise card's text beside it (/pricing at 1440 px) was as wide as its words so far, and the
 *     browser counted its widening a shift: it is now as wide as the card from its first word.
 *   Not /support: at 1440 px its centred section title, in the first screen, re-centres its last line as
 *   the words arrive (CLS 0.002 in 150-byte pieces, none in pieces of one TCP segment); no layout can
 *   keep a centred line still while it grows.
 * Shifts worth less than 0.0001 are left out: an icon at the screen's bottom edge that moves out of view
 * as the text above it grows is reported with a value of 0.
 */
const HEADER_ROUTES = [
  '/',
  '/tools',
  '/vs/trenara',
  '/features/smart-adaptation',
  '/articles/dangers-of-overtraining',
];
const MAIN_ROUTES = ['/articles', '/', '/pricing', '/tools', '/tools/pace-converter', '/how-it-works'];
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
        await recordLayoutShifts(page, 0.0001);
        await withTrickledSite({from, through}, async (origin) => {
          await page.goto(`${origin}${route}`);
          // Hydrated and two frames painted: any shift from the arrival or the hydration is reported by then.
          await waitForSettledPage(page);
        });
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  });
}

/*
 * The same, checked as a rule rather than by timing: what a slow line shows half way is the page with its
 * later cards and lines not there yet, so take them away and nothing that is left may move or resize.
 * Every card grid on these pages keeps its first card where it was when only that card is left, and the
 * price card keeps its width when only its first line is left. Without JavaScript, so the markup stays as
 * served.
 */
const GRID_ROUTES = [
  '/',
  '/tools',
  '/support',
  '/shop',
  '/how-it-works',
  '/training-plans',
  '/features/coaching-insights',
];

for (const {width, height} of [
  {width: 412, height: 823},
  {width: 1024, height: 800},
  {width: 1440, height: 900},
]) {
  test.describe(`at ${width} px, with only part of the page there`, () => {
    test.use({viewport: {width, height}, javaScriptEnabled: false});

    for (const route of GRID_ROUTES) {
      test(`${route}: every card grid keeps its first card in place when the later cards are missing`, async ({
        page,
      }) => {
        await page.goto(route);
        const moved = await page.evaluate(() => {
          const grids = [...document.querySelectorAll<HTMLElement>('main [style*="--card-grid-count"]')];
          const box = (element: Element) => {
            const rect = element.getBoundingClientRect();
            return [rect.x, rect.width].map(Math.round).join(',');
          };
          const whole = grids.map((grid) => box(grid.firstElementChild!));
          for (const grid of grids) while (grid.children.length > 1) grid.lastElementChild!.remove();
          return {
            grids: grids.length,
            moved: grids.flatMap((grid, index) => {
              const alone = box(grid.firstElementChild!);
              return alone === whole[index] ? [] : [`grid ${index + 1}: x,width ${whole[index]} -> ${alone}`];
            }),
          };
        });
        expect(moved.grids, 'card grids on the page').toBeGreaterThan(0);
        expect(moved.moved).toEqual([]);
      });
    }

    test('/pricing: the price card keeps its width when only its first line is there', async ({page}) => {
      await page.goto('/pricing');
      const card = page.locator('article', {has: page.locator('#pricing-card-title')});
      const [whole, partial] = await card.evaluate((article) => {
        const box = () => {
          const rect = article.getBoundingClientRect();
          return {x: Math.round(rect.x), width: Math.round(rect.width)};
        };
        const before = box();
        // What arrives first: the card's header, and of that only its short first line.
        while (article.children.length > 1) article.lastElementChild!.remove();
        const header = article.firstElementChild!;
        while (header.children.length > 1) header.lastElementChild!.remove();
        return [before, box()];
      });
      expect(partial).toEqual(whole);
    });
  });
}

/*
 * The rule above holds only for a grid that knows its number of cards: the shared grid's columns come from
 * `--card-grid-count`, and a grid that composes `cardGrid` without `cardGridStyle(items.length)` silently
 * falls back to one column. So every element carrying the shared grid's class, on every route, states a
 * count, and the count is its number of cards.
 */
test.describe('every card grid states its number of cards', () => {
  test.use({javaScriptEnabled: false});

  for (const route of ROUTES) {
    test(`${route}: each shared card grid carries --card-grid-count equal to its cards`, async ({page}) => {
      await page.goto(route);
      const wrong = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[class*="cardGrid_"]')].flatMap((grid, index) => {
          const count = grid.style.getPropertyValue('--card-grid-count').trim();
          const label = `grid ${index + 1} (${grid.tagName.toLowerCase()}.${grid.className})`;
          if (count === '') return [`${label}: no --card-grid-count`];
          return Number(count) === grid.children.length
            ? []
            : [`${label}: --card-grid-count ${count}, ${grid.children.length} cards`];
        }),
      );
      expect(wrong).toEqual([]);
    });
  }
});
