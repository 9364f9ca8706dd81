import {expect, test, type Page} from '@playwright/test';
import {FEATURE_PAGES} from '../support/routes';

const TOP_LINKS = [
  ['Training Plans', '/training-plans'],
  ['How It Works', '/how-it-works'],
  ['Compare', '/vs'],
  ['Pricing', '/pricing'],
  ['Articles', '/articles'],
  ['Shop', '/shop'],
  ['Support', '/support'],
  ['About Us', '/about-us'],
] as const;

const header = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('desktop header', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('has the spec links, search, colour toggle and Get Early Access', async ({page}) => {
    await page.goto('/pricing');
    const nav = header(page);
    for (const [label, href] of TOP_LINKS) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', {name: 'Features'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Get Early Access'})).toHaveAttribute('href', '/#pre-register');
    await expect(
      nav
        .getByRole('searchbox')
        .or(nav.getByPlaceholder(/search/i))
        .first(),
    ).toBeVisible();
    await expect(nav.getByRole('button', {name: /dark mode|light mode|system mode/i})).toBeVisible();
  });

  test('the Features dropdown lists exactly its five items and closes on mouse leave and outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = header(page).getByRole('button', {name: 'Features'});
    const menu = page.locator('.navbar .dropdown__menu');
    await trigger.hover();
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveText(FEATURE_PAGES.map(([label]) => label));
    for (const [label, href] of FEATURE_PAGES) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await page.mouse.move(700, 600);
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a dropdown item navigates', async ({page}) => {
    await page.goto('/');
    await header(page).getByRole('button', {name: 'Features'}).hover();
    await page.locator('.navbar .dropdown__menu').getByRole('link', {name: 'Coaching Insights'}).click();
    await expect(page).toHaveURL(/\/features\/coaching-insights$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Coaching Insights');
  });

  test('switches to the scrolled style after 50 px', async ({page}) => {
    await page.goto('/how-it-works');
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-navbar-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(html).not.toHaveAttribute('data-navbar-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(html).toHaveAttribute('data-navbar-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(html).not.toHaveAttribute('data-navbar-scrolled', '');
  });

  test('Get Early Access from /pricing lands on the sign-up after the delay', async ({page}) => {
    await page.goto('/pricing');
    await header(page).getByRole('link', {name: 'Get Early Access'}).click();
    await expect(page).toHaveURL(/\/#pre-register$/);
    const section = page.locator('#pre-register');
    await expect(section).toBeInViewport();
    // Once the smooth scroll settles, the section's top sits just under the header (or the page is at its end).
    await expect
      .poll(() =>
        section.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          const atBottom =
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 5;
          return top >= 0 && (top < 120 || atBottom);
        }),
      )
      .toBe(true);
  });

  for (const width of [1024, 1280, 1440]) {
    test(`stays on one line at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/');
      const height = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(72);
      await expect(header(page).getByRole('link', {name: 'About Us', exact: true})).toBeVisible();
      await expect(header(page).getByRole('link', {name: 'Get Early Access'})).toBeVisible();
    });
  }
});

test.describe('mobile header', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the drawer opens from the right with the same links and the button', async ({page}) => {
    await page.goto('/pricing');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(400);
    const box = await drawer.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
    expect(box?.x ?? 0).toBeGreaterThan(0);
    for (const [label] of TOP_LINKS) {
      await expect(drawer.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await drawer
      .getByRole('button', {name: 'Features'})
      .or(drawer.getByRole('link', {name: 'Features'}))
      .first()
      .isVisible();
    const cta = drawer.getByRole('link', {name: 'Get Early Access'});
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page).toHaveURL(/\/#pre-register$/);
    await expect(page.locator('#pre-register')).toBeInViewport();
  });
});
