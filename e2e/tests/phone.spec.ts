import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {PRICING_ORIGIN, SHOP_ORIGIN, SITE_ORIGIN} from '../ports.mjs';
import {ARTICLE_INDEX_PAGES} from '../support/articles';
import {crawlSite} from '../support/crawl';
import {fields} from '../support/fields';
import {waitForNothingLoading, waitForSettledPage} from '../support/hydration';
import {LIMITS, openAllDetails, phoneReadingProblems} from '../support/phoneReading';
import {REDIRECTS, ROUTES} from '../support/routes';

/*
 * Phone reading quality on every page of the build, at 320 px (the width WCAG 1.4.10 asks content to
 * reflow into), 360 and 390 px, on a tablet (768 px) and a small laptop (1024 px), without JavaScript and
 * with WCAG 1.4.12's wider text spacing (at 390, 360 and 320 px): no sideways page scroll, tables that fit,
 * stack or scroll with a visible cue, no clipped text, touch targets of at least 24x24 px. The rules are spelled out in
 * e2e/support/phoneReading.ts.
 */

const NOT_FOUND = '/this-page-does-not-exist';

/** Pages of the build that the sitemap leaves out: the article index pages, search and the 404 page. */
const OTHER_PAGES = [...ARTICLE_INDEX_PAGES, '/search', NOT_FOUND];

const PAGES: readonly string[] = [...ROUTES, ...OTHER_PAGES];

/** The same site-owned states every run (fallback price table, shop fallback), as in the axe spec. */
async function refuseThirdParties(context: BrowserContext) {
  await context.route(`${PRICING_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await context.route(`${SHOP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
}

test('the phone gate visits every page of the build', async ({request}) => {
  test.setTimeout(180_000);
  const crawl = await crawlSite(request, {
    origin: SITE_ORIGIN,
    start: ['/', '/search', ...REDIRECTS.map(({from}) => from)],
    notFound: NOT_FOUND,
  });
  const redirects = new Set<string>(REDIRECTS.map(({from}) => from));
  const pages = [...crawl.pages]
    .filter(([path, page]) => page.status === 200 && !redirects.has(path.replace(/\/$/, '')))
    // The 404 page's own file: the same page as NOT_FOUND.
    .filter(([path]) => path !== '/404.html')
    .map(([path]) => path);
  expect(pages.filter((path) => !PAGES.includes(path)).sort()).toEqual([]);
});

const RUNS = [
  {width: 320, colorScheme: 'light'},
  {width: 360, colorScheme: 'light'},
  {width: 390, colorScheme: 'light'},
  {width: 390, colorScheme: 'dark'},
  // A tablet, and a small laptop or a tablet turned sideways, where documentation pages show their sidebar
  // and table of contents and leave the text column as narrow as a phone's.
  {width: 768, colorScheme: 'light'},
  {width: 1024, colorScheme: 'dark'},
] as const;

for (const {width, colorScheme} of RUNS) {
  test.describe(`phone reading, ${width} px, ${colorScheme}`, () => {
    // Reduced motion shows every section at once, so nothing is measured mid-animation.
    test.use({viewport: {width, height: 800}, colorScheme, reducedMotion: 'reduce', hasTouch: true});
    test.beforeEach(async ({context}) => {
      await refuseThirdParties(context);
    });

    for (const route of PAGES) {
      test(`${route} reads well on a phone`, async ({page}) => {
        await page.goto(route);
        await waitForSettledPage(page);
        await waitForNothingLoading(page);
        await page.evaluate(openAllDetails);
        await waitForSettledPage(page);
        const problems = await page.evaluate(phoneReadingProblems, LIMITS);
        expect(problems.map((problem) => `${route} at ${width} px: ${problem}`)).toEqual([]);
      });
    }
  });
}

/** Scrolls down the page half a screen at a time to its end, then back to the top. */
async function scrollThrough(page: Page) {
  for (let y = 0; ;) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the browser decides which bands are near the screen after a frame, lays them out in the next.
    await page.waitForTimeout(40);
    const {height, step} = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      step: window.innerHeight / 2,
    }));
    y += step;
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('phone reading without JavaScript, 360 px', () => {
  test.use({viewport: {width: 360, height: 800}, javaScriptEnabled: false, hasTouch: true});

  for (const route of PAGES) {
    test(`${route} reads well on a phone without JavaScript`, async ({page}) => {
      await page.goto(route);
      // Without JavaScript a page's later bands stay `content-visibility: auto` (offscreen.spec.ts): each is
      // laid out as a reader's scroll brings it near, and keeps that height. Read it as they would, after
      // scrolling through once (with every answer open, as a reader opens one on screen); before, a band not
      // yet reached is a guessed 40rem box its text overflows.
      await page.evaluate(openAllDetails);
      await scrollThrough(page);
      const problems = await page.evaluate(phoneReadingProblems, LIMITS);
      expect(problems.map((problem) => `${route} without JavaScript: ${problem}`)).toEqual([]);
    });
  }
});

/** WCAG 1.4.12's text spacing, which a reader's own style sheet may impose: nothing may be cut off or overlap. */
const WCAG_TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

// At 360 and 320 px too: at 320 px the sign-up button's label ran the panel past the screen and cut its
// text, two buttons made the page scroll sideways, and a comparison's rating beside its app's name broke
// its words; at 360 px the home page's sample week broke "6 × 800 m" inside its number.
for (const width of [390, 360, 320]) {
  test.describe(`phone reading with WCAG 1.4.12 text spacing, ${width} px`, () => {
    test.use({viewport: {width, height: 800}, reducedMotion: 'reduce', hasTouch: true});
    test.beforeEach(async ({context}) => {
      await refuseThirdParties(context);
    });

    for (const route of PAGES) {
      test(`${route} reads well with wider text spacing`, async ({page}) => {
        await page.goto(route);
        await waitForSettledPage(page);
        await page.addStyleTag({content: WCAG_TEXT_SPACING});
        await page.evaluate(openAllDetails);
        await waitForSettledPage(page);
        const problems = await page.evaluate(phoneReadingProblems, LIMITS);
        expect(problems.map((problem) => `${route} with wider text spacing: ${problem}`)).toEqual([]);
      });
    }
  });
}

test.describe('phone reading after scrolling, 390 px', () => {
  test.use({viewport: {width: 390, height: 800}, reducedMotion: 'reduce', hasTouch: true});

  // Scrolling changes the header (its scrolled style); the waiting navigation drawer must not widen the page.
  for (const route of ['/', '/pricing', '/support', '/tools']) {
    test(`${route} never scrolls sideways once scrolled down`, async ({page, context}) => {
      await refuseThirdParties(context);
      await page.goto(route);
      await waitForSettledPage(page);
      await page.mouse.wheel(0, 1500);
      await expect(page.locator('html[data-navbar-scrolled]')).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
      // The drawer still opens across the screen and closes again.
      await page.getByRole('button', {name: /navigation bar/i}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeInViewport({ratio: 0.9});
    });
  }
});

test.describe('the pill rule', () => {
  test.use({viewport: {width: 360, height: 800}});

  // The rule itself, on a fixture: the same wrapped label as a 999px pill and as a rounded box.
  test('flags a pill-shaped label that wraps onto three lines, not one with a fixed radius', async ({
    page,
  }) => {
    const label = (radius: string, width: string) =>
      `<p><span style="display:inline-flex;width:${width};padding:0.2rem 0.6rem;border-radius:${radius};background:#dbeafe;font:700 0.8rem/1.3 sans-serif">Low: planned taper</span></p>`;
    // Three lines as a pill, three lines as a rounded box, one line as a pill.
    await page.setContent(label('999px', '3.6rem') + label('0.75rem', '3.6rem') + label('999px', 'auto'));
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('pill:'))).toEqual([
      expect.stringMatching(
        /^pill: <span> "Low: planned taper" is a pill \(radius 999px, .* holding 3 lines/,
      ),
    ]);
  });
});

test.describe('the spill rule', () => {
  test.use({viewport: {width: 360, height: 800}});

  // The rule itself, on a fixture: a word kept whole that is wider than its grid column, in a scroller with
  // nothing to scroll (the comparison's phone layout, where "Weekly-adjusting" ran into the rating beside
  // it), the same word in a scroller that does scroll, and a formula whose preserved spaces hang at a wrap.
  test('flags a word wider than its column in a scroller that fits, not text read by scrolling or hanging spaces', async ({
    page,
  }) => {
    const row = (scrollerWidth: string) =>
      `<div style="overflow-x:auto;width:300px"><div style="width:${scrollerWidth};display:grid;grid-template-columns:5rem 1fr;gap:0.5rem;font:700 16px/1.4 sans-serif"><p style="margin:0"><span style="white-space:nowrap">Weekly-adjusting</span> app</p><p style="margin:0">Picked up at the next weekly review</p></div></div>`;
    const formula = `<div style="overflow-x:auto;width:200px"><p style="margin:0;font:16px/1.4 monospace;white-space:pre-wrap">pace per mile = pace per km × 1.609344</p></div>`;
    await page.setContent(row('300px') + row('600px') + formula);
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('spill:'))).toEqual([
      expect.stringMatching(
        /^spill: "Weekly-adjusting" reaches [\d.]+ px out of the side of <p> "Weekly-adjusting app"/,
      ),
    ]);
  });
});

test.describe('the svg text rule', () => {
  test.use({viewport: {width: 360, height: 800}});

  // The rule itself, on a fixture: the same 13-unit label in a viewBox twice and once as wide as the screen.
  test('flags chart text an SVG shrinks below the floor, not text drawn near its own size', async ({
    page,
  }) => {
    const chart = (viewBoxWidth: number, label: string) =>
      `<svg viewBox="0 0 ${viewBoxWidth} 40" style="display:block;width:330px"><text x="4" y="20" style="font-size:13px">${label}</text></svg>`;
    await page.setContent(chart(720, 'Overreaching') + chart(330, 'Fresh'));
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('svg text:'))).toEqual([
      'svg text: "Overreaching" is drawn 6 px tall (at least 10 px)',
    ]);
  });
});

test.describe('the unit rule', () => {
  test.use({viewport: {width: 360, height: 800}});

  // The rule itself, on a fixture: a column six characters wide, with an ordinary and a no-break space.
  test('flags a number split from its unit at a line end, not one held by a no-break space', async ({
    page,
  }) => {
    const column = (text: string) => `<p style="width:6ch;font:16px/1.5 monospace">${text}</p>`;
    await page.setContent(
      column('at 60 bpm') + column('at 60&nbsp;bpm') + column('for VDOT 50') + column('for VDOT&nbsp;50'),
    );
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('unit:'))).toEqual([
      'unit: "60 bpm" is split across two lines in "at 60 bpm" in <p> "at 60 bpm"',
      'unit: "VDOT 50" is split across two lines in "for VDOT 50" in <p> "for VDOT 50"',
    ]);
  });

  // A line may break after an en dash: "1203–" on one line and "1210" on the next, unless a word joiner
  // (U+2060) follows the dash, as src/lib/typography.ts puts it.
  test('flags a number range split at its dash, not one held by a word joiner', async ({page}) => {
    const column = (text: string) => `<p style="width:6ch;font:16px/1.5 monospace">${text}</p>`;
    await page.setContent(column('pages 1203–1210') + column('pages 1203–&#x2060;1210'));
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('unit:'))).toEqual([
      'unit: "1203–1210" is split across two lines in "pages 1203–1210" in <p> "pages 1203–1210"',
    ]);
  });

  // Server-rendered React writes "{km} km" as two text nodes with a comment between them, and a number may
  // sit in its own element ("<strong>19</strong> km"): the rule reads the text a line box flows, not each
  // node alone. Text of two sizes on one line is one line; an inline-block's text wraps in its own box.
  test('flags a number split from its unit across text nodes and inline elements, not across boxes', async ({
    page,
  }) => {
    const column = (html: string) => `<p style="width:6ch;font:16px/1.5 monospace">${html}</p>`;
    await page.setContent(
      column('at 60<!-- --> bpm') +
        column('at <strong>60</strong> bpm') +
        column('at 60<!-- -->&nbsp;bpm') +
        column('at <strong>60</strong>&nbsp;bpm') +
        `<p style="width:20ch;font:16px/1.5 monospace">at <b style="font-size:1.4em">60</b> bpm</p>` +
        column('at <span style="display:inline-block">60</span> bpm'),
    );
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('unit:'))).toEqual([
      'unit: "60 bpm" is split across two lines in "at 60 bpm" in <p> "at 60 bpm"',
      'unit: "60 bpm" is split across two lines in "at 60 bpm" in <strong> "60"',
    ]);
  });

  // Rule 8: a compound in a heading, a term or a question's summary breaks at its hyphen unless it is kept on
  // one line; in a paragraph a break after a hyphen is ordinary.
  test('flags a compound split at its hyphen in a heading, a term or a summary, not in a paragraph or kept whole', async ({
    page,
  }) => {
    const box = 'style="width:9ch;font:16px/1.5 monospace;margin:0"';
    await page.setContent(
      `<h2 ${box}>A post-run check</h2>` +
        `<h2 ${box}>A <span style="white-space:nowrap">post-run</span> check</h2>` +
        `<dl><dt ${box}>A weekly-run</dt></dl>` +
        `<details><summary ${box}>An early-access deal</summary><p>Half off.</p></details>` +
        `<p ${box}>A post-run check</p>`,
    );
    const problems = await page.evaluate(phoneReadingProblems, LIMITS);
    expect(problems.filter((problem) => problem.startsWith('compound:'))).toEqual([
      'compound: "post-run" is split across two lines in "A post-run check" in <h2> "A post-run check"',
      'compound: "weekly-run" is split across two lines in "A weekly-run" in <dt> "A weekly-run" (under "A post-run check")',
      expect.stringMatching(
        /^compound: "early-access" is split across two lines in "An early-access deal" in <summary>/,
      ),
    ]);
  });
});

test.describe('the plan cards’ facts', () => {
  /** Each fact of each plan card on /training-plans: its box, its label's lines and where its value starts. */
  const planFacts = (page: Page) =>
    page
      .getByRole('article')
      .filter({has: page.getByRole('heading', {name: 'What the plan includes'})})
      .filter({hasNot: page.getByRole('article')}) // the cards, not the page's article around them
      .locator('dl')
      .evaluateAll((lists) =>
        lists.map((list) =>
          [...list.children].map((fact) => {
            const term = fact.querySelector('dt')!;
            const box = fact.getBoundingClientRect();
            return {
              left: box.left,
              top: box.top,
              width: box.width,
              labelLines: Math.round(
                term.getBoundingClientRect().height / parseFloat(getComputedStyle(term).lineHeight),
              ),
              valueTop: fact.querySelector('dd')!.getBoundingClientRect().top,
            };
          }),
        ),
      );

  // "1:30–2:30 h" never breaks at its dash, and no phone column holds it beside "Intermediate–Advanced".
  test('on a phone, duration and frequency sit side by side, difficulty and finish time a row each', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/training-plans');
    const cards = await planFacts(page);
    expect(cards).toHaveLength(4);
    for (const [duration, frequency, difficulty, finish] of cards) {
      expect(frequency!.top).toBe(duration!.top);
      expect(frequency!.left).toBeGreaterThan(duration!.left);
      for (const fullRow of [difficulty!, finish!]) {
        expect(fullRow.left).toBe(duration!.left);
        expect(fullRow.width).toBeGreaterThan(duration!.width * 2);
      }
    }
  });

  // Two columns on a wider card: when one label wraps and the other does not (here with WCAG 1.4.12's
  // letter spacing), the two values still start on one line (each fact spans two rows of a subgrid).
  test('side by side, two values start level however many lines their labels take', async ({page}) => {
    await page.setViewportSize({width: 900, height: 900});
    await page.goto('/training-plans');
    await waitForSettledPage(page);
    await page.addStyleTag({content: WCAG_TEXT_SPACING});
    const cards = await planFacts(page);
    expect(cards).toHaveLength(4);
    let unevenLabels = 0;
    for (const facts of cards) {
      for (const row of [0, 2]) {
        const [left, right] = [facts[row]!, facts[row + 1]!];
        expect(right.top).toBe(left.top);
        expect(right.left).toBeGreaterThan(left.left);
        if (left.labelLines !== right.labelLines) unevenLabels += 1;
        expect(Math.abs(right.valueTop - left.valueTop)).toBeLessThan(1);
      }
    }
    // What the test is about: some row has one label on one line and the other on two.
    expect(unevenLabels).toBeGreaterThan(0);
  });
});

test.describe('the phone drawer with reduced motion', () => {
  test.use({viewport: {width: 390, height: 844}, reducedMotion: 'reduce', hasTouch: true});

  test('opens whole in one frame, and its dropdown still opens and closes', async ({page, context}) => {
    await refuseThirdParties(context);
    await page.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as {transitions: string[]}).transitions = started;
      addEventListener(
        'transitionrun',
        (event) => started.push(`${(event.target as Element).className}: ${event.propertyName}`),
        true,
      );
    });
    await page.goto('/');
    await waitForSettledPage(page);
    await page.getByRole('button', {name: /navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // One frame after the drawer shows, everything in it is visible: no transition runs, not even one of
    // an inherited visibility, level by level (what a 0.01ms transition on every element did).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('.navbar-sidebar *')]
        .filter((element) => !element.closest('defs') && getComputedStyle(element).visibility !== 'visible')
        .map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`),
    );
    expect(hidden).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {transitions: string[]}).transitions)).toEqual([]);

    // Docusaurus' collapsible keeps its own 1 ms transition, whose end shows the list at its full height
    // and, once closed, takes it out of the page (and of the keyboard's way).
    const drawer = page.locator('.navbar-sidebar');
    const item = drawer.locator('li:has(> .menu__list-item-collapsible)').first();
    const list = item.locator('> ul');
    await item.getByRole('button', {name: 'Expand the dropdown'}).click();
    await expect.poll(() => list.evaluate((element) => (element as HTMLElement).style.height)).toBe('auto');
    await expect(list.getByRole('link').first()).toBeVisible();
    await item.getByRole('button', {name: 'Collapse the dropdown'}).click();
    await expect(list).toHaveCSS('display', 'none');
  });
});

test.describe('the sample analysis on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  // "Form this morning" takes two lines in a half-width cell at 390 px, "Load" one: the two values still
  // start level (each metric spans two rows of a subgrid), and the form's zone sits under its number
  // instead of wrapping "−8.7 (Optimal training)" over three lines.
  test('values beside each other start level however many lines their names take', async ({page}) => {
    await page.goto('/features/coaching-insights');
    const metrics = page.getByRole('article', {name: 'Tempo run'}).locator('dl > div');
    const boxes = await fields(page.getByRole('article', {name: 'Tempo run'}));
    expect(boxes).toHaveLength(6);
    const form = boxes.find((box) => box.name === 'Form this morning');
    const load = boxes.find((box) => box.name === 'Load');
    expect(form?.nameLines).toBe(2);
    expect(load?.nameLines).toBe(1);
    expect(form?.top).toBe(load?.top);
    expect(Math.abs((form?.valueTop ?? 0) - (load?.valueTop ?? 99))).toBeLessThan(1);
    await expect(metrics.filter({hasText: 'Form this morning'}).getByRole('definition')).toHaveText(
      /^[−+]?\d+\.\d Optimal training$/,
    );
  });
});

test.describe('the warm-up cards’ headers', () => {
  // Each card's name and its warm-up length: beside each other where the longest name and its length fit
  // on one line, and under it on every card where they do not ("Interval session" wrapped its length under
  // it at 390 px while the two shorter names kept theirs beside them).
  for (const [width, beside] of [
    [360, false],
    [390, false],
    [430, false],
    [1024, true],
  ] as const) {
    test(`at ${width} px every card has its length ${beside ? 'beside' : 'under'} its name`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/features/warmup-stretching');
      const headers = await page.locator('.theme-doc-markdown article header').evaluateAll((all) =>
        all.map((header) => {
          const name = header.querySelector('h3')?.getBoundingClientRect();
          const length = header.querySelector('p')?.getBoundingClientRect();
          if (!name || !length) throw new Error('a header has a name and a length');
          return {name: header.querySelector('h3')?.textContent, beside: length.top < name.bottom - 1};
        }),
      );
      expect(headers).toHaveLength(3);
      for (const header of headers) expect(header, header.name ?? '').toMatchObject({beside});
    });
  }
});
