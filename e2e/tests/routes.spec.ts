import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../ports.mjs';
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

  test('robots.txt answers as text and gives crawlers the sitemap on the public origin', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/search$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toBe(`${SITE_ORIGIN}/sitemap.xml`);
    const served = await request.get(new URL(sitemap!).pathname);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('<urlset');
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
