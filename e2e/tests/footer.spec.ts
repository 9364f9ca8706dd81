import {expect, test, type Page} from '@playwright/test';
import {FOOTER_SCROLL_DELAY_MS} from '../../src/constants';
import {pauseClock} from '../support/hydration';

const FOOTER_TARGETS = {
  Product: [
    ['Features', '/features'],
    ['Training Plans', '/training-plans'],
    ['Pricing', '/pricing'],
    ['Compare', '/vs'],
    ['How It Works', '/how-it-works'],
    ['About Us', '/about-us'],
    ['Running Calculators', '/tools'],
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
