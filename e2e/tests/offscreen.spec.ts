import {expect, test, type Page} from '@playwright/test';
import {waitForSettledPage} from '../support/hydration';

/*
 * Until a page has hydrated, its bands after the first and its footer carry `content-visibility: auto`, so
 * the first paint lays out only what is on and near the first screen (src/components/Section/styles.module.css,
 * the footer's rule in src/css/custom.css). Once React has taken over, nothing is skipped: the property's
 * containment would clip a tooltip to its band. These checks hold both halves, that printing lays out
 * everything, and that a link into a band the first paint skipped still lands on it.
 */
const ROUTES = ['/', '/tools/pace-converter', '/vs/runna'];

/** Each band of the page (a Section) and the footer, with its computed `content-visibility`. */
const bands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section[class*="section_"], footer.footer')]
      .filter((element) => element.tagName === 'FOOTER' || element.parentElement?.closest('section') == null)
      .map((element) => ({
        band: element.id || element.getAttribute('aria-labelledby') || element.tagName.toLowerCase(),
        contentVisibility: getComputedStyle(element).contentVisibility,
      })),
  );

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  test('every band after the first and the footer are skipped until they near the screen', async ({page}) => {
    for (const route of ROUTES) {
      await page.goto(route);
      const found = await bands(page);
      expect(found.length, route).toBeGreaterThan(3);
      const [first, ...rest] = found;
      expect(first?.contentVisibility, `${route}: ${first?.band}`).toBe('visible');
      for (const band of rest) expect(band.contentVisibility, `${route}: ${band.band}`).toBe('auto');
    }
  });

  test('printing lays out every band', async ({page}) => {
    await page.emulateMedia({media: 'print'});
    await page.goto('/tools/pace-converter');
    const found = await bands(page);
    expect(found.length).toBeGreaterThan(3);
    for (const band of found) expect(band.contentVisibility, band.band).toBe('visible');
  });

  test('a link into a skipped band lands on it', async ({page}) => {
    await page.goto('/#pre-register');
    await expect(page.locator('#pre-register')).toBeInViewport();
    await expect(page.getByRole('heading', {name: 'Claim your spot before launch'})).toBeInViewport();
  });
});

test.describe('with JavaScript', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('once the page has hydrated, nothing is skipped', async ({page}) => {
    for (const route of ROUTES) {
      await page.goto(route);
      await waitForSettledPage(page);
      const found = await bands(page);
      expect(found.length, route).toBeGreaterThan(3);
      for (const band of found) expect(band.contentVisibility, `${route}: ${band.band}`).toBe('visible');
    }
  });

  test('before it hydrates, the later bands are skipped', async ({page}) => {
    // The page's scripts never arrive: it stays as the first paint left it.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.goto('/tools/pace-converter');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const [first, ...rest] = await bands(page);
    expect(first?.contentVisibility).toBe('visible');
    expect(rest.map((band) => band.contentVisibility)).toEqual(rest.map(() => 'auto'));
  });

  for (const hash of ['#pre-register', '#pre-register-title']) {
    test(`a link into a band below (${hash}) lands on it, and stays there once the page has hydrated`, async ({
      page,
    }) => {
      await page.goto(`/${hash}`);
      await waitForSettledPage(page);
      const target = page.locator(hash);
      await expect(target).toBeInViewport();
      const {top, expected} = await target.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        expected:
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
          parseFloat(getComputedStyle(element).scrollMarginTop),
      }));
      // Just under the sticky header, not somewhere down the screen: the bands above it went from their
      // guessed height to their real one in between (the band itself moved 716 px down when it was skipped).
      expect(expected).toBeGreaterThan(0);
      expect(Math.abs(top - expected)).toBeLessThan(8);
    });
  }
});
