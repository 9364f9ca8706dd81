import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {E2E_BUILD_ENV, HOST, MAILING_LIST_PORT, MAILING_LIST_URL} from '../ports.mjs';

/** A stand-in for the mailing list: records every form post it receives. */
interface Post {
  readonly path: string;
  readonly fields: Record<string, string>;
}

const posts: Post[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        posts.push({path: req.url ?? '', fields: Object.fromEntries(new URLSearchParams(body))});
      }
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      res.end('<!doctype html><title>Subscribed</title><h1>Almost finished</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(MAILING_LIST_PORT, HOST, resolve));
  expect((server.address() as AddressInfo).port).toBe(MAILING_LIST_PORT);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test.beforeEach(() => {
  posts.length = 0;
});

const PRODUCT = E2E_BUILD_ENV.PRODUCT_NAME;
const HONEYPOT = E2E_BUILD_ENV.SIGNUP_HONEYPOT_NAME ?? '';
const WELCOME = `Welcome to the ${PRODUCT} Family!`;

const signup = (page: Page) => page.locator('#pre-register');

/** Fills and submits the form; resolves with the new tab the post opened. */
async function submit(page: Page, context: BrowserContext, email: string, firstName = '') {
  const form = signup(page);
  await form.getByLabel('Email address').fill(email);
  if (firstName) await form.getByLabel('First name').fill(firstName);
  const newTab = context.waitForEvent('page');
  await form.getByRole('button', {name: 'Reserve My Spot'}).click();
  const tab = await newTab;
  await tab.waitForLoadState();
  return tab;
}

test.describe('home page', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('renders the sections in the spec order with their ids', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText('rewrites your plan');
    const ids = await page
      .locator('main section')
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
      'hero-title',
      'data-intelligence',
      'real-time-analytics',
      'ai-engine',
      'testimonials',
      'pre-register',
      'get-started',
    ]);
    await expect(page.locator('#testimonials li')).toHaveCount(3);
    await expect(page.locator('#testimonials').getByText('Rated 5 out of 5')).toHaveCount(3);
  });

  test('shows the headline stats and the demo dashboard with zones in words', async ({page}) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    for (const value of ['15K+', '23%', '96%'])
      await expect(hero.getByText(value, {exact: true})).toBeVisible();
    const dashboard = page.locator('#real-time-analytics figure');
    for (const title of [
      'Fitness (CTL)',
      'Fatigue (ATL)',
      'Form (TSB)',
      'ACWR',
      'Weekly volume',
      'Latest run',
    ]) {
      await expect(dashboard.getByRole('heading', {name: title, exact: true})).toBeVisible();
    }
    await expect(dashboard.getByText('Safe: sweet spot')).toBeVisible();
  });

  test('See Features goes to /features', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'See Features'}).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the Injury Risk Assessment tile goes to /injury-prevention', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'Injury Risk Assessment'}).click();
    await expect(page).toHaveURL(/\/injury-prevention$/);
  });

  test('a valid sign-up posts every field to the mailing list and confirms about 2 s later', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const form = signup(page);
    await form.getByLabel('Email address').fill('maya.runner@example.com');
    await form.getByLabel('First name').fill('Maya');
    const newTab = context.waitForEvent('page');
    const button = form.getByRole('button', {name: 'Reserve My Spot'});
    const started = Date.now();
    // A double click must still post only once.
    await button.dblclick();

    await expect(form.getByRole('button', {name: 'Joining…'})).toBeDisabled();
    const tab = await newTab;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(MAILING_LIST_URL);
    await expect(tab.getByRole('heading', {name: 'Almost finished'})).toBeVisible();
    expect(posts).toEqual([
      {
        path: new URL(MAILING_LIST_URL).pathname,
        fields: {
          EMAIL: 'maya.runner@example.com',
          FNAME: 'Maya',
          tags: E2E_BUILD_ENV.SIGNUP_TAGS,
          [HONEYPOT]: '',
        },
      },
    ]);
    await tab.close();

    const heading = page.getByRole('heading', {name: WELCOME});
    await expect(heading).toBeVisible({timeout: 6000});
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(6000);
    await expect(heading).toBeFocused();
    expect(posts).toHaveLength(1);

    const follow = form.getByRole('link', {name: /^Follow Updates/});
    await expect(follow).toHaveAttribute('href', E2E_BUILD_ENV.INSTAGRAM_URL ?? '');
    await expect(follow).toHaveAttribute('target', '_blank');

    await form.getByRole('button', {name: 'Register Another Email'}).click();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByRole('button', {name: 'Reserve My Spot'})).toBeEnabled();
    await expect(page.getByRole('heading', {name: WELCOME})).toHaveCount(0);
  });

  test('an empty or malformed email is stopped by the browser and never confirmed', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const form = signup(page);
    let opened = 0;
    context.on('page', () => (opened += 1));
    const email = form.getByLabel('Email address');
    const button = form.getByRole('button', {name: 'Reserve My Spot'});

    await button.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email.fill('maya@');
    await button.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await page.waitForTimeout(2500);
    await expect(page.getByRole('heading', {name: WELCOME})).toHaveCount(0);
    await expect(button).toBeEnabled();
    expect(opened).toBe(0);
    expect(posts).toHaveLength(0);
  });

  test('the honeypot is never reached from the keyboard', async ({page}) => {
    await page.goto('/');
    const form = signup(page);
    await form.getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('First name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', {name: 'Reserve My Spot'})).toBeFocused();
    const honeypot = form.locator(`input[name="${HONEYPOT}"]`);
    await expect(honeypot).toHaveValue('');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(form.getByRole('textbox')).toHaveCount(2);
  });
});

test('without JavaScript the form still posts to the mailing list', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  await page.goto('/');
  const tab = await submit(page, context, 'no.js@example.com', 'Noah');
  expect(tab.url()).toBe(MAILING_LIST_URL);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.fields).toEqual({
    EMAIL: 'no.js@example.com',
    FNAME: 'Noah',
    tags: E2E_BUILD_ENV.SIGNUP_TAGS,
    [HONEYPOT]: '',
  });
  await context.close();
});
