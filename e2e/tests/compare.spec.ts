import {expect, test, type Locator, type Page} from '@playwright/test';
import {E2E_BUILD_ENV} from '../ports.mjs';
import {waitForHydration} from '../support/hydration';

const PRODUCT = E2E_BUILD_ENV.PRODUCT_NAME ?? '';
if (!PRODUCT) throw new Error('e2e/ports.mjs must set PRODUCT_NAME for the e2e build');

interface PageSpec {
  readonly route: '/vs' | '/vs/runna' | '/vs/trenara';
  /** The table's caption: the name of the table, of its scroll region and of the small-screen list. */
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly string[];
  /** The hero's early-access button and its secondary link (label and target, if any). */
  readonly heroCta: string;
  readonly heroLink?: readonly [label: string, href: string];
  /** Links to the other comparison pages near the end of the page. */
  readonly moreLinks: readonly (readonly [name: RegExp, href: string])[];
  readonly testimonials: number;
}

const PAGES: readonly PageSpec[] = [
  {
    route: '/vs',
    caption: 'Head-to-head: three kinds of running app compared with ours',
    columns: ['Feature', 'Plan-based app', 'Weekly-adjusting app', 'Watch & activity apps', PRODUCT],
    rows: [
      'Adaptive training',
      'Missed runs',
      'Holiday mode',
      'Warm-ups & stretching',
      'AI coach chat',
      'Injury-risk alerts',
      'Nutrition & holistic',
    ],
    heroCta: 'Start Free Trial',
    moreLinks: [
      [/Compared with Runna/, '/vs/runna'],
      [/Compared with Trenara/, '/vs/trenara'],
    ],
    testimonials: 3,
  },
  {
    route: '/vs/runna',
    caption: 'Runna compared with ours, feature by feature',
    columns: ['Feature', 'Runna', PRODUCT],
    rows: [
      'Adaptive training',
      'Missed runs',
      'Workout difficulty',
      'Holiday mode',
      'Warm-ups & stretching',
      'AI coach',
      'Injury-risk alerts',
    ],
    heroCta: 'Ready to Switch?',
    heroLink: ['See All Comparisons', '/vs'],
    moreLinks: [
      [/Compared with Trenara/, '/vs/trenara'],
      [/All comparisons/, '/vs'],
    ],
    testimonials: 2,
  },
  {
    route: '/vs/trenara',
    caption: 'Trenara compared with ours, feature by feature',
    columns: ['Feature', 'Trenara', PRODUCT],
    rows: [
      'Adaptive training',
      'Missed runs',
      'Holiday mode',
      'Workout feedback',
      'Warm-ups',
      'AI coach',
      'Injury alerts',
    ],
    heroCta: 'Train Smarter Today',
    heroLink: ['Compare All Apps', '/vs'],
    moreLinks: [
      [/Compared with Runna/, '/vs/runna'],
      [/All comparisons/, '/vs'],
    ],
    testimonials: 2,
  },
];

const hero = (page: Page) => page.locator('main > header');
const closing = (page: Page) => page.locator('section', {has: page.locator('#closing-cta')});
const table = (page: Page) => page.locator('main table');
/** The focusable region around the comparison: it holds the table and the small-screen list. */
const comparison = (page: Page, spec: PageSpec) => page.getByRole('region', {name: spec.caption});
/** The small-screen view: one list item per feature (getByRole skips it while it is display: none). */
const featureList = (page: Page, spec: PageSpec) => page.getByRole('list', {name: spec.caption});
/** Every rating in the accessibility tree: table cells on wide screens, list definitions on small ones. */
const ratings = (page: Page, spec: PageSpec) =>
  comparison(page, spec).getByRole('cell').or(comparison(page, spec).getByRole('definition'));
/** The apps compared (every column but 'Feature'). */
const apps = (spec: PageSpec) => spec.columns.slice(1);

/**
 * Below this width the comparison is the list of features instead of the table: more than two apps stack
 * below 997 px, two apps stay side by side down to 601 px.
 */
const listBelow = (spec: PageSpec) => (apps(spec).length > 2 ? 997 : 601);

async function headerTexts(cells: Locator): Promise<string[]> {
  // The first line of each header: other apps carry a short description under their name.
  return (await cells.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
}

async function expectLandsOnSignup(page: Page) {
  await expect(page).toHaveURL(/\/#pre-register$/);
  await expect(page.locator('#pre-register')).toBeInViewport();
}

test.describe('comparison pages at 1440 px', () => {
  test.use({viewport: {width: 1440, height: 900}});

  for (const spec of PAGES) {
    test(`${spec.route}: the table has the spec's columns and rows, a legend and dated sources`, async ({
      page,
    }) => {
      await page.goto(spec.route);
      await expect(page.locator('main table')).toHaveCount(1);
      // The table is in the accessibility tree under its caption; the small-screen list is not.
      await expect(page.getByRole('table', {name: spec.caption})).toBeVisible();
      await expect(featureList(page, spec)).toHaveCount(0);
      expect(await headerTexts(table(page).getByRole('columnheader'))).toEqual(spec.columns);
      expect(await headerTexts(table(page).getByRole('rowheader'))).toEqual(spec.rows);
      // Every rating cell shows an icon and says its rating in words.
      const cells = table(page).getByRole('cell');
      await expect(cells).toHaveCount(spec.rows.length * (spec.columns.length - 1));
      for (const cell of await cells.all()) {
        await expect(cell.locator('svg[aria-hidden="true"]').first()).toBeVisible();
        await expect(cell).toContainText(/Yes|Partial|No/);
      }
      const legend = page.getByRole('list', {name: 'Legend'});
      await expect(legend).toBeVisible();
      await expect(legend).toContainText('Yes');
      await expect(legend).toContainText('Partial');
      await expect(legend).toContainText('No');
      await expect(page.getByText(/as of November 2026/)).toBeVisible();
      await expect(page.getByText(/trademarks? (of|belong to)/)).toBeVisible();
      await expect(page.locator('main blockquote')).toHaveCount(spec.testimonials);
    });

    test(`${spec.route}: hero and closing buttons lead to early access, ${spec.heroLink?.[1] ?? '/vs'} and /pricing`, async ({
      page,
    }) => {
      await page.goto(spec.route);
      await expect(hero(page).getByRole('link', {name: spec.heroCta, exact: true})).toHaveAttribute(
        'href',
        '/#pre-register',
      );
      const cta = closing(page);
      await expect(cta.getByRole('link', {name: 'Start Free Trial', exact: true})).toHaveAttribute(
        'href',
        '/#pre-register',
      );
      for (const [name, href] of spec.moreLinks) {
        await expect(page.getByRole('navigation').getByRole('link', {name})).toHaveAttribute('href', href);
      }
      await cta.getByRole('link', {name: 'View Pricing', exact: true}).click();
      await expect(page).toHaveURL(/\/pricing$/);
    });
  }

  for (const {route, heroLink} of PAGES) {
    if (!heroLink) continue;
    const [label, href] = heroLink;
    test(`${route}: ${label} in the hero opens ${href}`, async ({page}) => {
      await page.goto(route);
      await hero(page).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  }

  test('/vs: Start Free Trial in the hero lands on the sign-up', async ({page}) => {
    await page.goto('/vs');
    await hero(page).getByRole('link', {name: 'Start Free Trial', exact: true}).click();
    await expectLandsOnSignup(page);
  });

  test('/vs/runna: the closing Start Free Trial lands on the sign-up', async ({page}) => {
    await page.goto('/vs/runna');
    await closing(page).getByRole('link', {name: 'Start Free Trial'}).click();
    await expectLandsOnSignup(page);
  });

  test('/vs/runna: Ready to Switch? lands on the sign-up', async ({page}) => {
    await page.goto('/vs/runna');
    await hero(page).getByRole('link', {name: 'Ready to Switch?'}).click();
    await expectLandsOnSignup(page);
  });

  test('/vs/trenara: Train Smarter Today lands on the sign-up', async ({page}) => {
    await page.goto('/vs/trenara');
    await hero(page).getByRole('link', {name: 'Train Smarter Today'}).click();
    await expectLandsOnSignup(page);
  });

  test('/vs: the link cards open the two app comparisons', async ({page}) => {
    await page.goto('/vs');
    await page.getByRole('link', {name: /Compared with Trenara/}).click();
    await expect(page).toHaveURL(/\/vs\/trenara$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Trenara');
  });

  test('a note opens on hover and on focus, and Escape closes it', async ({page}) => {
    await page.goto('/vs/runna');
    const trigger = page.getByRole('button', {name: 'Note on Runna: Missed runs'});
    const noteId = await trigger.getAttribute('aria-describedby');
    const note = page.locator(`[id="${noteId}"]`);
    await expect(note).toHaveAttribute('role', 'tooltip');
    await expect(note).toContainText('Plan Realignment');
    await expect(note).toHaveAttribute('data-state', 'closed');

    // A pointer or focus event sent before hydration reaches markup with no listeners yet.
    await waitForHydration(trigger);
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    await expect(note).toHaveAttribute('data-state', 'open');
    const box = await note.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    await page.mouse.move(5, 5);
    await expect(note).toHaveAttribute('data-state', 'closed');

    await trigger.focus();
    await expect(note).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(note).toHaveAttribute('data-state', 'closed');
    await expect(trigger).toBeFocused();
  });
});

for (const width of [390, 768]) {
  test.describe(`comparison pages at ${width} px`, () => {
    test.use({viewport: {width, height: 844}});

    for (const spec of PAGES) {
      test(`${spec.route} does not overflow the page and every rating is on screen`, async ({page}) => {
        await page.goto(spec.route);
        const widths = await page.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
          view: window.innerWidth,
        }));
        expect(widths.view).toBe(width);
        expect(widths.doc).toBeLessThanOrEqual(width);
        expect(widths.body).toBeLessThanOrEqual(width);
        // Whichever view this width shows, every rating is in it once, inside the screen.
        await expect(ratings(page, spec)).toHaveCount(spec.rows.length * apps(spec).length);
        for (const rating of await ratings(page, spec).all()) {
          const box = await rating.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
      });
    }

    for (const spec of PAGES) {
      test(`${spec.route}: no note button sits alone on a line below its rating`, async ({page}) => {
        await page.goto(spec.route);
        const alone = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main button[aria-label^="Note on"]')]
            .filter((button) => button.getClientRects().length > 0)
            .flatMap((button) => {
              // The text just before the button: the rating's value.
              const range = document.createRange();
              range.selectNodeContents(button.closest('span')!.parentElement!);
              range.setEndBefore(button.closest('span')!);
              const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
              const lastLine = lines.reduce((a, b) => (b.bottom > a.bottom ? b : a));
              const box = button.getBoundingClientRect();
              const sameLine = box.top < lastLine.bottom && box.bottom > lastLine.top;
              return sameLine ? [] : [button.getAttribute('aria-label')];
            }),
        );
        expect(alone).toEqual([]);
      });
    }

    for (const spec of PAGES.filter((page) => width < listBelow(page))) {
      test(`${spec.route} lists each feature with every rating named by its app, and hides the table`, async ({
        page,
      }) => {
        await page.goto(spec.route);
        // Only one view reaches the accessibility tree: the table is display: none here.
        await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
        const items = featureList(page, spec).getByRole('listitem');
        await expect(items).toHaveCount(spec.rows.length);
        for (const [index, feature] of spec.rows.entries()) {
          const item = items.nth(index);
          await expect(item.locator('p').first()).toHaveText(feature);
          await expect(item.getByRole('term')).toHaveText([...apps(spec)]);
          await expect(item.getByRole('definition')).toHaveCount(apps(spec).length);
          // A screen reader meets each app's name right before its rating.
          const tree = await item.getByRole('definition').first().locator('xpath=../..').ariaSnapshot();
          const pairs = [...tree.matchAll(/- term: (.+)\n\s*- definition:/g)].map((match) => match[1]);
          expect(pairs).toEqual([...apps(spec)]);
          for (const definition of await item.getByRole('definition').all()) {
            await expect(definition).toBeVisible();
            await expect(definition).toContainText(/Yes|Partial|No/);
          }
        }
      });
    }

    for (const spec of PAGES.filter((page) => width >= listBelow(page))) {
      test(`${spec.route} keeps the table, with its column headers, and hides the list`, async ({page}) => {
        await page.goto(spec.route);
        await expect(featureList(page, spec)).toHaveCount(0);
        await expect(page.getByRole('table', {name: spec.caption})).toBeVisible();
        expect(await headerTexts(table(page).getByRole('columnheader'))).toEqual(spec.columns);
        expect(await headerTexts(table(page).getByRole('rowheader'))).toEqual(spec.rows);
      });
    }
  });
}

test.describe('touch at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a tap opens a note inside the screen and a tap elsewhere closes it', async ({page}) => {
    await page.goto('/vs');
    const trigger = page.getByRole('button', {name: 'Note on Watch & activity apps: Injury-risk alerts'});
    const note = page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
    // A tap sent before hydration reaches markup with no listeners yet (CI once tapped that early).
    await waitForHydration(trigger);
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    await expect(note).toHaveAttribute('data-state', 'open');
    const box = await note.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.getByRole('heading', {level: 1}).tap();
    await expect(note).toHaveAttribute('data-state', 'closed');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1440, height: 900}});

  test('the comparison table, its notes and the buttons are in the server-rendered page', async ({page}) => {
    await page.goto('/vs/trenara');
    expect(await headerTexts(table(page).getByRole('rowheader'))).toEqual(PAGES[2]!.rows);
    await expect(table(page).getByText(/instant AI insights after every run/i)).toBeVisible();
    await expect(table(page).getByRole('tooltip').first()).toBeAttached();
    await expect(page.getByRole('link', {name: 'Train Smarter Today'})).toHaveAttribute(
      'href',
      '/#pre-register',
    );
  });
});

// A rating's name sits level with the first line of its meaning, also where the meaning wraps (320 px).
test.describe('the rating key on a phone', () => {
  test.use({viewport: {width: 320, height: 700}});

  test('each rating name sits on the first line of its meaning', async ({page}) => {
    await page.goto('/vs/runna');
    const items = page.getByRole('list', {name: 'Legend'}).getByRole('listitem');
    const rows = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const parts = [...li.children].map((child) => child.getBoundingClientRect());
        return {text: li.textContent ?? '', tops: parts.map((box) => box.top), lines: parts.at(-1)!.height};
      }),
    );
    // The key's longest meaning wraps at 320 px: the check covers the case it is about.
    expect(Math.max(...rows.map((row) => row.lines))).toBeGreaterThan(30);
    for (const row of rows) {
      const spread = Math.max(...row.tops) - Math.min(...row.tops);
      expect(spread, row.text).toBeLessThanOrEqual(3);
    }
  });
});
