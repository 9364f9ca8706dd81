import {expect, test, type Locator, type Page} from '@playwright/test';
import {SEARCH_SUGGESTIONS} from '../../src/theme/SearchPage/searchSuggestions';
import {waitForHydration, waitForSettledPage} from '../support/hydration';
import {plainText} from '../../test/plainText';

test.use({viewport: {width: 1440, height: 900}});

// The local index must cover React pages, docs and articles (docs are mounted at '/').
for (const [query, path] of [
  ['runna', '/vs/runna'],
  ['taper', '/features/smart-adaptation'],
  ['overtraining', '/articles/dangers-of-overtraining'],
  ['pricing', '/pricing'],
  ['VDOT', '/tools/race-predictor'],
  ['Karvonen', '/tools/heart-rate-zones'],
  ['taper planner', '/tools/taper-planner'],
] as const) {
  test(`the search results page finds ${path} for "${query}"`, async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('article[class*="searchResultItem"] h2 a');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const hrefs = await results.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toContain(path);
  });
}

// The pages write a number range with a word joiner after its en dash (so it never breaks across lines), and
// the index is built from them: a range typed with an en dash is read the same way, and the pages that hold
// it come first, before the near matches.
test('the index holds each article once: the archive and author pages are not indexed', async ({
  page,
  request,
}) => {
  const index = (await (await request.get('/search-index.json')).json()) as Array<{
    documents: Array<{u?: string}>;
  }>;
  const pages = new Set(index.flatMap(({documents}) => documents.flatMap(({u}) => (u ? [u] : []))));
  const articlePages = [...pages].filter((path) => path.startsWith('/articles/'));
  expect(articlePages.filter((path) => /^\/articles\/(?:archive|authors)(?:\/|$)/.test(path))).toEqual([]);
  expect(articlePages.length).toBeGreaterThanOrEqual(5);

  // An article's own words find it once, not again as an entry of a list of articles.
  await page.goto(`/search?q=${encodeURIComponent('endurance')}`);
  const results = page.locator('article[class*="searchResultItem"] h2 a');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const paths = await results.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  expect(paths.filter((path) => /^\/articles\/(?:archive|authors)/.test(path))).toEqual([]);
});

test('the search results page lists first the pages that hold a range typed with an en dash', async ({
  page,
  request,
}) => {
  const range = '1–10';
  type IndexedDocument = {i: number; t: string; u?: string; p?: number};
  const index = (await (await request.get('/search-index.json')).json()) as Array<{
    documents: IndexedDocument[];
  }>;
  const pageOf = (document: IndexedDocument) =>
    document.u ?? index[0]?.documents.find((titled) => titled.i === document.p)?.u;
  const holding = new Set(
    index
      .flatMap(({documents}) => documents)
      .filter((document) => plainText(document.t).includes(range))
      .map(pageOf),
  );
  expect(holding.size).toBeGreaterThanOrEqual(3);

  await page.goto(`/search?q=${encodeURIComponent(range)}`);
  const results = page.locator('article[class*="searchResultItem"] h2 a');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const paths = await results.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const firstOther = paths.findIndex((path) => !holding.has(path));
  expect(new Set(firstOther === -1 ? paths : paths.slice(0, firstOther))).toEqual(holding);
});

test('the header search box suggests pages as you type', async ({page}) => {
  await page.goto('/');
  const box = page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('searchbox')
    .or(page.getByPlaceholder('Search'))
    .first();
  await box.click();
  await box.fill('injury');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
});

const searchForm = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('search');
/** The form's submit button: visually hidden until it has the focus. */
const submitButton = (page: Page) => searchForm(page).getByRole('button', {name: 'Search', exact: true});

/** Expects the submit button to have the focus and to be drawn, large enough to see and to hit. */
async function expectShownWithFocus(button: Locator) {
  await expect(button).toBeFocused();
  const box = await button.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  expect(box?.height ?? 0).toBeGreaterThan(20);
  expect(await button.evaluate((el) => getComputedStyle(el).clip)).toBe('auto');
}
/** The plugin's own box: a text input without the stand-in form around it. */
const pluginBox = (page: Page) =>
  page
    .getByRole('navigation', {name: 'Main'})
    .locator('.navbar__search:not(form) input.navbar__search-input');

test.describe('the header search box before its code has loaded', () => {
  test('is a search form whose code arrives only when the pointer reaches it', async ({page}) => {
    await page.goto('/');
    const form = searchForm(page);
    await waitForHydration(form);
    await waitForSettledPage(page);
    await expect(pluginBox(page)).toHaveCount(0);
    await form.getByRole('searchbox', {name: 'Search'}).hover();
    await expect(pluginBox(page)).toBeVisible();
    await expect(searchForm(page)).toHaveCount(0);
  });

  test('keeps the focus and the text typed while the search code loads', async ({page}) => {
    await page.goto('/pricing');
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await waitForHydration(box);
    await box.focus();
    await page.keyboard.type('injury');
    await expect(pluginBox(page)).toBeFocused();
    await expect(pluginBox(page)).toHaveValue('injury');
    await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  });

  test('a visitor who tabs on before the index has loaded keeps the focus where they took it', async ({
    page,
  }) => {
    // The index is read in a worker: hold the worker's answers, as a slow line would, until the visitor has
    // moved on. The box used to take the focus back once its index had loaded.
    await page.addInitScript(() => {
      const gate = new Promise<void>((open) =>
        Object.assign(window, {openWorkerGate: open, workerAnswers: 0}),
      );
      const add = (target: Worker, type: string, listener: EventListener, options?: unknown) =>
        EventTarget.prototype.addEventListener.call(
          target,
          type,
          listener,
          options as AddEventListenerOptions,
        );
      Worker.prototype.addEventListener = function (
        this: Worker,
        type: string,
        listener: unknown,
        options?: unknown,
      ) {
        if (type !== 'message' || typeof listener !== 'function') {
          add(this, type, listener as EventListener, options);
          return;
        }
        const held = (event: Event) =>
          void gate.then(() => {
            (window as unknown as {workerAnswers: number}).workerAnswers += 1;
            (listener as EventListener).call(this, event);
          });
        add(this, type, held, options);
      } as typeof Worker.prototype.addEventListener;
    });
    await page.goto('/');
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await waitForHydration(box);
    await box.focus();
    await expect(pluginBox(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(pluginBox(page)).not.toBeFocused();
    const away = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    await page.evaluate(() => (window as unknown as {openWorkerGate: () => void}).openWorkerGate());
    await page.waitForFunction(() => (window as unknown as {workerAnswers: number}).workerAnswers > 0);
    // The box focuses itself, if it still would, right after the index's answer: let that run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(away);
  });

  test('Ctrl+K moves the focus to the search box', async ({page}) => {
    await page.goto('/vs');
    await waitForHydration(searchForm(page));
    await page.keyboard.press('Control+k');
    await expect(pluginBox(page)).toBeFocused();
    await page.keyboard.type('taper');
    await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  });

  test('Enter before the code arrives opens the search page with the query', async ({page}) => {
    await page.goto('/');
    await waitForHydration(searchForm(page));
    // Block the plugin's chunk so the stand-in form is what the visitor submits.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await box.fill('overtraining');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=overtraining$/);
  });

  test('the Search button submits the typed query when the search code cannot load', async ({page}) => {
    await page.goto('/');
    await waitForHydration(searchForm(page));
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await box.fill('overtraining');
    await page.keyboard.press('Tab');
    await expectShownWithFocus(submitButton(page));
    // The search page itself may load its code again.
    await page.unroute(/\/assets\/js\/.*\.js$/);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/search\?q=overtraining$/);
    await expect(page.locator('article[class*="searchResultItem"] h2 a').first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test('the Search button, reached with Shift+Tab, is shown and leaves the search code unloaded', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    const next = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Get Early Access'});
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await expectShownWithFocus(submitButton(page));
    await expect(pluginBox(page)).toHaveCount(0);
    // Shift+Tab once more reaches the box, which loads the search and hands it the focus.
    await page.keyboard.press('Shift+Tab');
    await expect(pluginBox(page)).toBeFocused();
    await page.keyboard.type('taper');
    await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  });

  test('Enter on the Search button opens the search page', async ({page}) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Get Early Access'}).focus();
    await page.keyboard.press('Shift+Tab');
    await expectShownWithFocus(submitButton(page));
    await page.keyboard.press('Enter');
    // The search page drops the empty query from the address once it has loaded.
    await expect(page).toHaveURL(/\/search(\?q=)?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the Search button takes no room until it has the focus', async ({page}) => {
    await page.goto('/');
    await waitForSettledPage(page);
    const box = await submitButton(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(1);
    expect(box!.height).toBeLessThanOrEqual(1);
  });
});

/** Focuses the header's search box on `path`, types `query` and waits for its suggestions. */
async function suggest(page: Page, path: string, query: string): Promise<Locator> {
  await page.goto(path);
  const form = searchForm(page).getByRole('searchbox', {name: 'Search'});
  await waitForHydration(form);
  await form.focus();
  await page.keyboard.type(query);
  const box = pluginBox(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(query);
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  return box;
}

test.describe('the header search box from the keyboard', () => {
  test('Tab with suggestions open closes them and moves on to the next control, opening none', async ({
    page,
  }) => {
    const box = await suggest(page, '/pricing', 'vdot');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The next control after the box in the page's tab order, leaving out the suggestions' own links.
    const next = await box.evaluate((input) => {
      const menu = document.getElementById(input.getAttribute('aria-owns') ?? '');
      const following = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ].find(
        (element) =>
          input.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
          element.tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          element.checkVisibility() &&
          !menu?.contains(element),
      );
      following?.setAttribute('data-after-search', '');
      return following?.outerHTML.slice(0, 120);
    });
    expect(next).toBeTruthy();
    await page.keyboard.press('Tab');
    // Tab used to open the highlighted (first) suggestion: /tools/race-predictor, with the focus on <body>.
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('[data-after-search]')).toBeFocused();
    await expect(page.getByRole('option').first()).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('vdot');
  });

  test('Escape closes the suggestions and keeps the focus in the box', async ({page}) => {
    const box = await suggest(page, '/pricing', 'tempo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option').first()).toBeHidden();
    // The box used to blur itself when its suggestions closed: the focus fell to <body>.
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).pathname).toBe('/pricing');
    // The arrow keys bring the suggestions back.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  test('says it is expanded only while suggestions are on screen', async ({page}) => {
    const box = await suggest(page, '/vs', 'taper');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(box).toHaveValue('');
    // The focused, empty box used to say it was expanded while its listbox was hidden and empty.
    const listbox = page.locator(`[id="${await box.getAttribute('aria-owns')}"]`);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the clear button is named for what it does, and clears the box', async ({page}) => {
    const box = await suggest(page, '/pricing', 'taper');
    const clear = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Clear search'});
    // It used to be named "✕".
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(box).toHaveValue('');
    // The button is gone with the text; the focus is back in the box, not on <body>.
    await expect(box).toBeFocused();
  });

  test("a suggestion's icons are hidden from assistive technology", async ({page}) => {
    await suggest(page, '/pricing', 'taper');
    const icons = page.getByRole('listbox').locator('svg');
    expect(await icons.count()).toBeGreaterThan(0);
    const exposed = await icons.evaluateAll((svgs) =>
      svgs.filter((svg) => !svg.closest('[aria-hidden="true"]')).map((svg) => svg.outerHTML.slice(0, 60)),
    );
    expect(exposed).toEqual([]);
  });

  test('the "No results" picture is hidden from assistive technology; its words are read', async ({page}) => {
    await page.goto('/pricing');
    const form = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await waitForHydration(form);
    await form.focus();
    await page.keyboard.type('zzqxj');
    await expect(pluginBox(page)).toHaveValue('zzqxj');
    const empty = page.getByText('No results', {exact: true});
    await expect(empty).toBeVisible({timeout: 15_000});
    const pictures = empty.locator('xpath=..').locator('svg');
    expect(await pictures.count()).toBeGreaterThan(0);
    const exposed = await pictures.evaluateAll((svgs) =>
      svgs.filter((svg) => !svg.closest('[aria-hidden="true"]')).map((svg) => svg.outerHTML.slice(0, 60)),
    );
    expect(exposed).toEqual([]);
  });
});

test.describe('the header search box on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a tap opens the search box and suggestions follow typing', async ({page}) => {
    await page.goto('/');
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await waitForHydration(box);
    await box.tap();
    await page.keyboard.type('runna');
    await expect(pluginBox(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  });
});

test.describe('the header search box without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('submits the query to the search page', async ({page}) => {
    await page.goto('/about-us');
    const box = searchForm(page).getByRole('searchbox', {name: 'Search'});
    await box.fill('taper');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=taper$/);
  });

  test('Tab from the box shows the Search button, and Enter on it submits the query', async ({page}) => {
    await page.goto('/pricing');
    await searchForm(page).getByRole('searchbox', {name: 'Search'}).fill('runna');
    await page.keyboard.press('Tab');
    await expectShownWithFocus(submitButton(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=runna$/);
  });

  test('a click on the shown Search button submits the query', async ({page}) => {
    await page.goto('/vs');
    await searchForm(page).getByRole('searchbox', {name: 'Search'}).fill('taper');
    await page.keyboard.press('Tab');
    await expectShownWithFocus(submitButton(page));
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/search\?q=taper$/);
  });
});

// The plugin's own words speak of "documentation"; i18n/en/code.json words them for a site of pages.
test.describe('the search page', () => {
  test('is titled for a site, not documentation, before and after its code runs', async ({page}) => {
    const response = await page.request.get('/search');
    expect(await response.text()).toContain('<h1>Search the site</h1>');
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1, name: 'Search the site'})).toBeVisible();
    await expect(page).toHaveTitle('Search the site');
  });

  test('counts its results, one for each place a link goes to', async ({page}) => {
    await page.goto('/search?q=taper');
    const count = page.getByText(/^\d+ results?$/);
    await expect(count).toBeVisible({timeout: 15_000});
    const results = page.locator('article[class*="searchResultItem"] h2 a');
    const hrefs = await results.evaluateAll((links) =>
      links.map((a) => {
        const url = new URL((a as HTMLAnchorElement).href);
        return url.pathname + url.hash;
      }),
    );
    // A page's title and its text used to be listed as two results, the same title twice in a row.
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    expect(hrefs.filter((href) => href === '/tools/taper-planner')).toHaveLength(1);
    await expect(count).toHaveText(`${hrefs.length} results`);
    // A result headed by its page's title does not name the page again under it ("Taper planner" twice).
    const repeated = await page.locator('article[class*="searchResultItem"]').evaluateAll((articles) =>
      articles
        .map((article) => ({
          title: article.querySelector('h2')?.textContent ?? '',
          path: article.querySelector('p[class*="searchResultItemPath"]')?.textContent ?? '',
        }))
        .filter(({title, path}) => path.split(' › ').at(-1) === title),
    );
    expect(repeated).toEqual([]);
  });

  test('shows no note about JavaScript to a browser that runs it', async ({page}) => {
    await page.goto('/search?q=taper');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 15_000});
    await expect(page.getByText('Searching needs JavaScript')).toBeHidden();
  });

  test('offers training terms to try, in its server HTML, and a tap on one searches for it', async ({
    page,
  }) => {
    const html = await (await page.request.get('/search')).text();
    for (const term of SEARCH_SUGGESTIONS)
      expect(html).toContain(`href="/search?q=${encodeURIComponent(term)}"`);
    await page.goto('/search');
    const terms = page.getByRole('navigation', {name: 'Try a training term:'});
    await waitForHydration(terms.getByRole('link').first());
    await expect(terms.getByRole('link')).toHaveText([...SEARCH_SUGGESTIONS]);
    await terms.getByRole('link', {name: 'heart rate zones'}).click();
    await expect(page).toHaveURL(/\/search\?q=heart(%20|\+)rate(%20|\+)zones$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('heart rate zones');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 15_000});
  });

  for (const term of SEARCH_SUGGESTIONS) {
    test(`the suggested term "${term}" finds pages`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(term)}`);
      await expect(page.getByText(/^\d+ results?$/)).toBeVisible({timeout: 15_000});
    });
  }

  test('says what to try when nothing matches', async ({page}) => {
    await page.goto('/search?q=zzqxv');
    await expect(page.getByText(/^No pages were found\. Try a shorter word/)).toBeVisible({timeout: 15_000});
  });
});

// The header's search form posts to the search page without JavaScript too; the search runs in the browser.
test.describe('the search page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('says searching needs JavaScript and links to what reads without it, before the footer', async ({
    page,
  }) => {
    await page.goto('/search?q=taper');
    const note = page.locator('p').filter({hasText: 'Searching needs JavaScript'});
    await expect(note).toBeVisible();
    for (const [name, path] of [
      ['glossary', /\/glossary$/],
      ['running calculators', /\/tools$/],
      ['articles', /\/articles$/],
    ] as const) {
      const link = note.getByRole('link', {name, exact: true});
      await expect(link).toHaveAttribute('href', path);
      // Underlined, as links in running text are: never told apart by colour alone.
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
    }
    const beforeFooter = await note.evaluate(
      (element) =>
        (element.compareDocumentPosition(document.querySelector('footer')!) &
          Node.DOCUMENT_POSITION_FOLLOWING) !==
        0,
    );
    expect(beforeFooter).toBe(true);
  });
});
