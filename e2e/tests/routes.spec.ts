import {expect, test} from '@playwright/test';
import {REDIRECTS, ROUTES} from '../support/routes';

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with one h1 and its own title`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S.* \| Stridely$|^Stridely$|\| Stridely/);
    });
  }

  test('an unknown path answers 404 with the spec strings, noindex and ways back', async ({page}) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: '404 Page Not Found'})).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', {name: 'Search the site'}).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  for (const {from, to} of REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({page}) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname + url.hash === to || url.pathname === to);
      const url = new URL(page.url());
      expect(url.pathname + (to.includes('#') ? url.hash : '')).toBe(to);
    });
  }
});
