import {expect, test, type Page} from '@playwright/test';
import {FOOTER_SCROLL_DELAY_MS} from '../../src/constants';
import {pauseClock, waitForSettledPage} from '../support/hydration';
import {historyLength, markWindow, sameDocument} from '../support/sameDocument';

const FOOTER_TARGETS = {
  Product: [
    ['Features', '/features'],
    ['Training Plans', '/training-plans'],
    ['Pricing', '/pricing'],
    ['Compare', '/vs'],
    ['How It Works', '/how-it-works'],
    ['About Us', '/about-us'],
    ['Running Calculators', '/tools'],
    ['Articles', '/articles'],
    ['Shop', '/shop'],
    ['Early Access', '/#pre-register'],
  ],
  Support: [
    ['FAQ', '/support'],
    ['Help Center', '/support'],
    ['Testimonials', '/#testimonials'],
    ['Contact Us', '/#pre-register'],
    ['Documentation', '/features'],
    ['Glossary', '/glossary'],
  ],
  Legal: [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
  ],
} as const;

test.use({viewport: {width: 1440, height: 900}});

test('footer columns link to the spec targets', async ({page}) => {
  await page.goto('/support');
  const footer = page.locator('footer.footer');
  for (const [column, links] of Object.entries(FOOTER_TARGETS)) {
    const col = footer.locator('.footer__col').filter({has: page.getByText(column, {exact: true})});
    for (const [label, href] of links) {
      await expect(col.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
  }
  await expect(footer.getByRole('link', {name: /Instagram/})).toHaveAttribute(
    'href',
    'https://www.instagram.com/stridely.e2e',
  );
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  await expect(footer).toContainText('© 2025 Stridely');
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('an internal footer link navigates, the new page starts at the top and is scrolled there again 100 ms later', async ({
  page,
}) => {
  await page.setViewportSize({width: 1440, height: 600});
  await page.clock.install();
  await page.goto('/privacy-policy');
  await pauseClock(page);
  const link = page.locator('footer').getByRole('link', {name: 'Terms of Service'});
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
  expect(await scrollY(page)).toBe(0);

  // The footer's own scroll to the top waits 100 ms (the page's clock has not moved since the click):
  // scrolled down before then, the page is brought back to the top at 100 ms, not before.
  await page.evaluate(() => window.scrollTo({top: 300, behavior: 'instant'}));
  expect(await scrollY(page)).toBe(300);
  await page.clock.runFor(FOOTER_SCROLL_DELAY_MS - 1);
  expect(await scrollY(page)).toBe(300);
  await page.clock.runFor(1);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('footer Testimonials reaches the home section', async ({page}) => {
  await page.goto('/pricing');
  await page.locator('footer').getByRole('link', {name: 'Testimonials'}).click();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();
});

// On a page's first load the footer keeps its server HTML (src/theme/Footer): React does not hydrate it,
// and one set of handlers on its wrapper gives the plain links the router, the section navigation and
// the code prefetching that @docusaurus/Link gives them once React renders the footer.
const hydratedLinks = (page: Page) =>
  page
    .locator('footer a')
    .evaluateAll(
      (links) => links.filter((link) => Object.keys(link).some((key) => key.startsWith('__react'))).length,
    );

test('on the first load the footer is not hydrated, and its links still go through the router', async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForSettledPage(page);
  expect(await hydratedLinks(page)).toBe(0);
  await markWindow(page);
  const footer = page.locator('footer');
  const before = await historyLength(page);
  await footer.getByRole('link', {name: 'Terms of Service'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
  expect(await sameDocument(page)).toBe(true);
  expect(await historyLength(page)).toBe(before + 1);

  // After client-side navigation React renders the footer, and its own links handle the click once.
  expect(await hydratedLinks(page)).toBeGreaterThan(0);
  await footer.getByRole('link', {name: 'Cookie Policy'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Cookie Policy');
  expect(await sameDocument(page)).toBe(true);
  expect(await historyLength(page)).toBe(before + 2);
});

test('on the first load a footer link to a home section uses the section navigation', async ({page}) => {
  await page.goto('/pricing');
  await waitForSettledPage(page);
  await markWindow(page);
  // The section navigation pushes the home page without the hash, then scrolls (which writes the hash) 500 ms
  // later. Record what is pushed rather than reading the address, which a slow run may only see after the scroll.
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as {pushedUrls: string[]}).pushedUrls = log;
    const push = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      log.push(String(url));
      push(state, unused, url);
    };
  });
  await page.locator('footer').getByRole('link', {name: 'Testimonials'}).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {pushedUrls: string[]}).pushedUrls))
    .toEqual(['/']);
  await expect(page.locator('#testimonials')).toBeInViewport();
  await expect(page).toHaveURL(/\/#testimonials$/);
  expect(await sameDocument(page)).toBe(true);
});

test("on the first load the footer fetches its routes' code when it comes into view and on hover", async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForSettledPage(page);
  const prefetched = () => page.locator('link[rel="prefetch"]').count();
  const before = await prefetched();
  const link = page.locator('footer').getByRole('link', {name: 'Account Deletion'});
  await link.scrollIntoViewIfNeeded();
  await expect.poll(prefetched).toBeGreaterThan(before);
  await link.hover();
  // Docusaurus' preload answers false for a route whose code has already been preloaded (the hovered
  // link's), and starts loading any other (a footer link the pointer never reached).
  const preloadedBefore = (route: string) =>
    page.evaluate((path) => window.docusaurus.preload(path) === false, route);
  expect(await preloadedBefore('/account-deletion')).toBe(true);
  expect(await preloadedBefore('/privacy-policy')).toBe(false);
});
