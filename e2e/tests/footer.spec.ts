import {expect, test} from '@playwright/test';

const FOOTER_TARGETS = {
  Product: [
    ['Features', '/features'],
    ['Training Plans', '/training-plans'],
    ['Pricing', '/pricing'],
    ['Compare', '/vs'],
    ['How It Works', '/how-it-works'],
    ['About Us', '/about-us'],
    ['Early Access', '/#pre-register'],
  ],
  Support: [
    ['FAQ', '/support'],
    ['Help Center', '/support'],
    ['Testimonials', '/#testimonials'],
    ['Contact Us', '/#pre-register'],
    ['Documentation', '/features'],
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

test('an internal footer link navigates and the new page starts at the top', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 600});
  await page.goto('/privacy-policy');
  const link = page.locator('footer').getByRole('link', {name: 'Terms of Service'});
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('footer Testimonials reaches the home section', async ({page}) => {
  await page.goto('/pricing');
  await page.locator('footer').getByRole('link', {name: 'Testimonials'}).click();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();
});
