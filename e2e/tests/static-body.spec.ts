import {expect, test, type Page} from '@playwright/test';
import {ownedByReact, waitForSettledPage} from '../support/hydration';
import {historyLength, markWindow, sameDocument} from '../support/sameDocument';

/*
 * A doc or article body with nothing interactive in it keeps its server HTML on the first load
 * (src/plugins/remarkStaticBody.ts, src/components/StaticBody); main-thread.spec.ts checks that it is not
 * hydrated. Here: its plain links still do what @docusaurus/Link does once React renders the body.
 */

const body = (page: Page) => page.locator('.theme-doc-markdown, article .markdown').first();

test('a link in a kept body goes through the router, once', async ({page}) => {
  await page.goto('/privacy-policy');
  await waitForSettledPage(page);
  expect(await ownedByReact(page, '.theme-doc-markdown a[href="/terms-of-service"]')).toBe(false);
  // The wrapper takes no box, so the body lays out as the theme's alone.
  expect(await body(page).evaluate((element) => getComputedStyle(element.parentElement!).display)).toBe(
    'contents',
  );
  await markWindow(page);
  const before = await historyLength(page);
  await body(page).getByRole('link', {name: 'Terms of Service'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
  expect(await sameDocument(page)).toBe(true);
  expect(await historyLength(page)).toBe(before + 1);

  // React renders the next body; its own links handle the click, and the wrapper does not push again.
  expect(await ownedByReact(page, '.theme-doc-markdown a[href="/privacy-policy"]')).toBe(true);
  await body(page).locator('a[href="/privacy-policy"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Privacy Policy');
  expect(await sameDocument(page)).toBe(true);
  expect(await historyLength(page)).toBe(before + 2);
});

test("an article's glossary term opens the glossary at the term, in the same document", async ({page}) => {
  await page.goto('/articles/dangers-of-overtraining');
  await waitForSettledPage(page);
  await markWindow(page);
  await body(page).locator('a[href="/glossary#hrv"]').first().click();
  await expect(page).toHaveURL(/\/glossary#hrv$/);
  await expect(page.locator('#hrv')).toBeInViewport();
  expect(await sameDocument(page)).toBe(true);
});

test("a heading's own anchor is left to the browser", async ({page}) => {
  await page.goto('/cookie-policy');
  await waitForSettledPage(page);
  await markWindow(page);
  const before = await historyLength(page);
  const anchor = body(page).locator('a.hash-link[href="#how-long-cookies-last"]');
  await anchor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cookie-policy#how-long-cookies-last$/);
  await expect(page.locator('#how-long-cookies-last')).toBeInViewport();
  expect(await sameDocument(page)).toBe(true);
  expect(await historyLength(page)).toBe(before + 1);
});

test("a kept body fetches its links' code when they come into view and on hover", async ({page}) => {
  // On this article no link to the glossary is on the first screen (header and footer have none in view).
  await page.goto('/articles/dangers-of-overtraining');
  await waitForSettledPage(page);
  const preloadedBefore = (route: string) =>
    page.evaluate((path) => window.docusaurus.preload(path) === false, route);
  const prefetched = () => page.locator('link[rel="prefetch"]').count();
  const before = await prefetched();
  // A table's links are there twice, in the table and in its phone cards: take the one on screen.
  const term = body(page).locator('a[href="/glossary#hrv"]:visible').first();
  await term.scrollIntoViewIfNeeded();
  await expect.poll(prefetched).toBeGreaterThan(before);
  await term.hover();
  // Docusaurus' preload answers false for a route whose code it has already preloaded (the hovered link's)
  // and starts loading any other (a route no link on the page leads to).
  expect(await preloadedBefore('/glossary')).toBe(true);
  expect(await preloadedBefore('/vs/runna')).toBe(false);
});
