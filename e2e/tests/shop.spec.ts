import {expect, test, type Page} from '@playwright/test';
import {E2E_BUILD_ENV, SHOP_ORIGIN} from '../ports.mjs';
import {
  SHOP_SCRIPT_PATH,
  SHOP_THEME_PATH,
  STAND_IN_MARKER,
  STAND_IN_PRODUCTS,
  startShopStandIn,
  type ShopStandIn,
} from '../support/shopStandIn.mjs';

const BASE_ID = E2E_BUILD_ENV.SHOP_BASE_ID ?? '';
const SCRIPT_URL = `${SHOP_ORIGIN}${SHOP_SCRIPT_PATH}`;
const FALLBACK = 'The shop didn’t load here.';

const shopConfig = (page: Page) =>
  page.evaluate(() => (window as unknown as {spread_shop_config?: unknown}).spread_shop_config);
const injectedScripts = (page: Page) => page.locator(`script[src="${SCRIPT_URL}"]`);
const widgetHeadNodes = (page: Page) => page.locator(`head [${STAND_IN_MARKER}]`);
const fallbackLink = (page: Page) => page.getByRole('link', {name: /visit the shop/i});

test.use({viewport: {width: 1440, height: 900}});
// The tests share the stand-in server, and the last ones stop it.
test.describe.configure({mode: 'serial'});

let shop: ShopStandIn | undefined;

test.beforeAll(async () => {
  shop = await startShopStandIn();
});

test.afterAll(async () => {
  await shop?.close();
  shop = undefined;
});

test('the widget mounts with the configured shop, and leaving the page removes its script, config and styles', async ({
  page,
}) => {
  await page.goto('/shop');
  const container = page.locator(`#${BASE_ID}`);
  for (const product of STAND_IN_PRODUCTS) {
    await expect(container.getByRole('heading', {name: product})).toBeVisible();
  }
  await expect(page.getByText('Loading the shop…')).toHaveCount(0);
  expect(shop?.state.requests).toContain(SHOP_SCRIPT_PATH);
  expect(shop?.state.requests).toContain(SHOP_THEME_PATH);
  expect(await shopConfig(page)).toEqual({
    shopName: E2E_BUILD_ENV.SHOP_NAME,
    locale: 'us_AU',
    prefix: SHOP_ORIGIN,
    baseId: BASE_ID,
  });
  await expect(container.locator('[data-shop-name]')).toHaveAttribute('data-locale', 'us_AU');
  await expect(injectedScripts(page)).toHaveCount(1);
  await expect(widgetHeadNodes(page)).toHaveCount(2);

  // Leave with the client-side router, as a visitor does.
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Support', exact: true})
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How can we help?');
  await expect(injectedScripts(page)).toHaveCount(0);
  await expect(widgetHeadNodes(page)).toHaveCount(0);
  await expect(page.locator('head style')).toHaveCount(0);
  expect(await shopConfig(page)).toBeUndefined();
  expect(await page.evaluate(() => 'spread_shop_config' in window)).toBe(false);
  // The site's own styles are still there: the support cards are laid out as a grid.
  const firstCardList = page.getByRole('list').filter({has: page.getByRole('heading', {name: 'Live chat'})});
  await expect(firstCardList).toHaveCSS('display', 'grid');

  // Coming back mounts the widget again, once.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(container.getByRole('heading', {name: STAND_IN_PRODUCTS[0]})).toBeVisible();
  await expect(injectedScripts(page)).toHaveCount(1);
  expect(await shopConfig(page)).toMatchObject({baseId: BASE_ID});
});

test('a widget that renders nothing within 10 s gives way to the fallback message and link', async ({
  page,
}) => {
  test.setTimeout(40_000);
  if (shop) shop.state.mode = 'silent';
  await page.goto('/shop');
  await expect(page.getByRole('status').filter({hasText: 'Loading the shop…'})).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await expect(page.getByText(FALLBACK)).toBeVisible({timeout: 15_000});
  await expect(fallbackLink(page)).toHaveAttribute('href', SHOP_ORIGIN);
  await expect(page.getByText('Loading the shop…')).toHaveCount(0);
});

test('with the shop server down, the fallback message and a link to the shop appear', async ({page}) => {
  await shop?.close();
  shop = undefined;
  await page.goto('/shop');
  const status = page.getByRole('status').filter({hasText: FALLBACK});
  await expect(status).toBeVisible({timeout: 5_000});
  await expect(status.getByRole('link', {name: /visit the shop/i})).toHaveAttribute('href', SHOP_ORIGIN);
  await expect(page.locator(`#${BASE_ID}`)).toBeEmpty();
});

test('the early-access button reaches the sign-up', async ({page}) => {
  await page.goto('/shop');
  await page.locator('main header').getByRole('link', {name: 'Get Early Access'}).click();
  await expect(page).toHaveURL(/\/#pre-register$/);
  await expect(page.locator('#pre-register')).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page offers a plain link to the shop and loads no script', async ({page}) => {
    await page.goto('/shop');
    // Playwright's text and role queries skip <noscript>, which the browser does render here.
    const noscript = page.locator('noscript');
    await expect(noscript.locator('p')).toHaveText('The shop needs JavaScript to show on this page.');
    await expect(noscript.locator('p')).toBeVisible();
    await expect(noscript.locator('a')).toBeVisible();
    await expect(noscript.locator('a')).toHaveAttribute('href', SHOP_ORIGIN);
    await expect(page.getByText('Loading the shop…')).toHaveCount(0);
    await expect(injectedScripts(page)).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Get Early Access'}).first()).toHaveAttribute(
      'href',
      '/#pre-register',
    );
  });
});
