import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/hydration';

test.use({viewport: {width: 1440, height: 900}});

// The local index must cover React pages, docs and articles (docs are mounted at '/').
for (const [query, path] of [
  ['runna', '/vs/runna'],
  ['taper', '/features/smart-adaptation'],
  ['overtraining', '/articles/dangers-of-overtraining'],
  ['pricing', '/pricing'],
] as const) {
  test(`the search results page finds ${path} for "${query}"`, async ({page}) => {
    await page.goto(`/search?q=${query}`);
    const results = page.locator('article[class*="searchResultItem"] h2 a');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const hrefs = await results.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toContain(path);
  });
}

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
    await page.waitForLoadState('networkidle');
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

  test('the magnifier is a submit button', async ({page}) => {
    await page.goto('/pricing');
    const form = searchForm(page);
    await form.getByRole('searchbox', {name: 'Search'}).fill('runna');
    await form.getByRole('button', {name: 'Submit search'}).click();
    await expect(page).toHaveURL(/\/search\?q=runna$/);
  });
});
