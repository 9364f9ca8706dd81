import {expect, test} from '@playwright/test';

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
  const suggestion = page.getByRole('option').first().or(page.locator('.aa-suggestion').first());
  await expect(suggestion).toBeVisible({timeout: 15_000});
});
