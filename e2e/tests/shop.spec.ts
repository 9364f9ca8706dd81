/**
 * /shop against a local stand-in for the shop provider (SHOP_PREFIX = SHOP_ORIGIN in the e2e build).
 * Each test starts its own stand-in and stops it afterwards (e2e/support/shopStandIn.mjs).
 */
import {expect, test, type Page} from '@playwright/test';
import {E2E_BUILD_ENV, SHOP_ORIGIN} from '../ports.mjs';
import {settleTasks} from '../support/settle';
import {
  SHOP_SCRIPT_PATH,
  SHOP_THEME_PATH,
  STAND_IN_MARKER,
  STAND_IN_PRODUCTS,
  STAND_IN_RAN_MESSAGE,
  startShopStandIn,
  type ShopStandIn,
} from '../support/shopStandIn.mjs';

const BASE_ID = E2E_BUILD_ENV.SHOP_BASE_ID ?? '';
const SCRIPT_URL = `${SHOP_ORIGIN}${SHOP_SCRIPT_PATH}`;
const FALLBACK = 'The shop didn’t load here.';
/** Spec: the widget has 10 s to render before the fallback shows. Pinned here, not imported. */
const SHOP_TIMEOUT_MS = 10_000;

const shopConfig = (page: Page) =>
  page.evaluate(() => (window as unknown as {spread_shop_config?: unknown}).spread_shop_config);
const hasShopConfig = (page: Page) => page.evaluate(() => 'spread_shop_config' in window);
const injectedScripts = (page: Page) => page.locator(`script[src="${SCRIPT_URL}"]`);
const widgetHeadNodes = (page: Page) => page.locator(`head [${STAND_IN_MARKER}]`);
const fallbackLink = (page: Page) => page.getByRole('link', {name: /visit the shop/i});
const loadingStatus = (page: Page) => page.getByRole('status').filter({hasText: 'Loading the shop…'});
const scriptRequests = (standIn: ShopStandIn) =>
  standIn.state.requests.filter((path) => path === SHOP_SCRIPT_PATH).length;

/** Leaves /shop with the client-side router, as a visitor does, and waits for the support page. */
async function leaveForSupport(page: Page) {
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Support', exact: true})
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How can we help?');
}

test.use({viewport: {width: 1440, height: 900}});

let shop: ShopStandIn | undefined;

/** The stand-in of the running test. */
function standIn(): ShopStandIn {
  if (!shop) throw new Error('the shop stand-in is not running');
  return shop;
}

test.beforeEach(async () => {
  shop = await startShopStandIn();
});

test.afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

test('the widget mounts with the configured shop, and leaving the page removes its script, config and nodes', async ({
  page,
}) => {
  await page.goto('/shop');
  const container = page.locator(`#${BASE_ID}`);
  expect(STAND_IN_PRODUCTS.length).toBeGreaterThan(0);
  for (const product of STAND_IN_PRODUCTS) {
    await expect(container.getByRole('heading', {name: product})).toBeVisible();
  }
  await expect(page.getByText('Loading the shop…')).toHaveCount(0);
  expect(standIn().state.requests).toContain(SHOP_SCRIPT_PATH);
  expect(standIn().state.requests).toContain(SHOP_THEME_PATH);
  expect(await shopConfig(page)).toEqual({
    shopName: E2E_BUILD_ENV.SHOP_NAME,
    locale: 'us_AU',
    prefix: SHOP_ORIGIN,
    baseId: BASE_ID,
  });
  await expect(container.locator('[data-shop-name]')).toHaveAttribute('data-locale', 'us_AU');
  await expect(injectedScripts(page)).toHaveCount(1);
  await expect(widgetHeadNodes(page)).toHaveCount(2);

  await leaveForSupport(page);
  await expect(injectedScripts(page)).toHaveCount(0);
  await expect(widgetHeadNodes(page)).toHaveCount(0);
  expect(await shopConfig(page)).toBeUndefined();
  expect(await hasShopConfig(page)).toBe(false);
  // The site's own styles are still there: the support cards are laid out as a grid.
  const firstCardList = page.getByRole('list').filter({has: page.getByRole('heading', {name: 'Live chat'})});
  await expect(firstCardList).toHaveCSS('display', 'grid');

  // Coming back mounts the widget again, once.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(container.getByRole('heading', {name: STAND_IN_PRODUCTS[0]})).toBeVisible();
  await expect(injectedScripts(page)).toHaveCount(1);
  await expect(widgetHeadNodes(page)).toHaveCount(2);
  expect(await shopConfig(page)).toMatchObject({baseId: BASE_ID});
});

test('styles someone else adds to <head> during the visit survive leaving the page', async ({page}) => {
  await page.goto('/shop');
  await expect(page.locator(`#${BASE_ID}`).getByRole('heading', {name: STAND_IN_PRODUCTS[0]})).toBeVisible();
  await expect(widgetHeadNodes(page)).toHaveCount(2);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'someone-else-style';
    style.textContent = '.someone-else{outline:1px solid}';
    const link = document.createElement('link');
    link.id = 'someone-else-link';
    link.rel = 'stylesheet';
    link.href = 'data:text/css,.someone-else-link{outline:1px solid}';
    document.head.append(style, link);
  });

  await leaveForSupport(page);
  // The widget's cleanup has run...
  await expect(injectedScripts(page)).toHaveCount(0);
  await expect(widgetHeadNodes(page)).toHaveCount(0);
  // ...and left the other styles alone.
  await expect(page.locator('head > style#someone-else-style')).toHaveCount(1);
  await expect(page.locator('head > link#someone-else-link')).toHaveCount(1);
});

test('leaving while the shop script is still loading: nothing of the widget shows up on the next page, even after the script arrives', async ({
  page,
}) => {
  standIn().state.mode = 'slow';
  await page.goto('/shop');
  await expect(loadingStatus(page)).toBeVisible();
  await expect.poll(() => standIn().heldScripts()).toBe(1);

  await leaveForSupport(page);
  await expect(injectedScripts(page)).toHaveCount(0);
  expect(await hasShopConfig(page)).toBe(false);

  // Now the script arrives and runs.
  const response = page.waitForResponse(SCRIPT_URL);
  const ran = page.waitForEvent('console', (message) => message.text().startsWith(STAND_IN_RAN_MESSAGE));
  standIn().releaseScript();
  await (await response).finished();
  // The script ran, found no configuration and nothing to render into...
  expect((await ran).text()).toBe(`${STAND_IN_RAN_MESSAGE} nothing to render into`);
  // ...and what it added to <head> as it ran is already gone.
  await expect(widgetHeadNodes(page)).toHaveCount(0);
  expect(await hasShopConfig(page)).toBe(false);
  expect(STAND_IN_PRODUCTS.length).toBeGreaterThan(0);
  for (const product of STAND_IN_PRODUCTS) {
    await expect(page.getByRole('heading', {name: product})).toHaveCount(0);
  }
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How can we help?');
  expect(scriptRequests(standIn())).toBe(1);
});

test('a widget that renders nothing gives way to the fallback message and link at exactly 10 s', async ({
  page,
}) => {
  standIn().state.mode = 'silent';
  // Paused fake time: the 10 s timer only moves when the test moves the clock.
  await page.clock.install({time: new Date('2025-03-01T09:00:00Z')});
  await page.clock.pauseAt(new Date('2025-03-01T09:01:00Z'));
  const response = page.waitForResponse(SCRIPT_URL);
  await page.goto('/shop');
  await (await response).finished();
  await expect(loadingStatus(page)).toBeVisible();

  await page.clock.runFor(SHOP_TIMEOUT_MS - 1);
  await settleTasks(page);
  await expect(loadingStatus(page)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  await page.clock.runFor(1);
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(fallbackLink(page)).toHaveAttribute('href', SHOP_ORIGIN);
  await expect(page.getByText('Loading the shop…')).toHaveCount(0);
  await expect(page.locator(`#${BASE_ID}`)).toBeEmpty();
});

test('with the shop server down, the fallback message and a link to the shop appear', async ({page}) => {
  await standIn().close();
  shop = undefined;
  await page.goto('/shop');
  const status = page.getByRole('status').filter({hasText: FALLBACK});
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', {name: /visit the shop/i})).toHaveAttribute('href', SHOP_ORIGIN);
  await expect(page.locator(`#${BASE_ID}`)).toBeEmpty();
});

test('on a 360 px phone the fallback link is one line, a button like the others on the page', async ({
  page,
}) => {
  await standIn().close();
  shop = undefined;
  await page.setViewportSize({width: 360, height: 780});
  await page.goto('/shop');
  const link = page
    .getByRole('status')
    .filter({hasText: FALLBACK})
    .getByRole('link', {name: /visit the shop/i});
  await expect(link).toBeVisible();
  const {height, lineHeight} = await link.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  // One line of text plus the button's own padding; a wrapped label would add a second line.
  expect(height).toBeLessThan(lineHeight * 2);
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
    expect(scriptRequests(standIn())).toBe(0);
    await expect(page.getByRole('link', {name: 'Get Early Access'}).first()).toHaveAttribute(
      'href',
      '/#pre-register',
    );
  });
});
