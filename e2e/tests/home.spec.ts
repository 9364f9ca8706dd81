import http from 'node:http';
import {expect, test as base, type Page} from '@playwright/test';
import {SIGNUP_CONFIRMATION_DELAY_MS} from '../../src/constants';
import {E2E_BUILD_ENV, MAILING_LIST_PORT, MAILING_LIST_URL} from '../ports.mjs';
import {pauseClock} from '../support/hydration';
import {closeServer, listenOn} from '../support/listen.mjs';

/** What the mailing-list stand-in received: every form post. */
interface Post {
  readonly path: string;
  readonly fields: Record<string, string>;
}

/**
 * `mailingList`: a stand-in for the mailing list on MAILING_LIST_PORT, started for each test that asks
 * for it (and stopped after it); it records every form post. Fails clearly when the port is busy.
 */
const test = base.extend<{mailingList: Post[]}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies this way.
  mailingList: async ({}, runTest) => {
    const posts: Post[] = [];
    const server = http.createServer((req, res) => {
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
    await listenOn(server, MAILING_LIST_PORT, 'mailing-list');
    await runTest(posts);
    await closeServer(server);
  },
});

const PRODUCT = E2E_BUILD_ENV.PRODUCT_NAME;
const HONEYPOT = E2E_BUILD_ENV.SIGNUP_HONEYPOT_NAME ?? '';
const WELCOME = `Welcome to the ${PRODUCT} Family!`;

const signup = (page: Page) => page.locator('#pre-register');

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
    await expect(dashboard.getByText('Low: taper', {exact: true})).toBeVisible();
    await expect(dashboard.getByRole('link', {name: 'ACWR'})).toHaveAttribute('href', '/glossary#acwr');
  });

  test('the dashboard tiles keep each zone on one line on a 360 px phone', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await page.goto('/');
    const badges = page.locator('#real-time-analytics figure').getByText(/^(Low: taper|Fresh|No jump)$/);
    await expect(badges).toHaveCount(3);
    for (const badge of await badges.all()) {
      const {lines, text} = await badge.evaluate((el) => {
        const style = getComputedStyle(el);
        const content =
          el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return {lines: Math.round(content / parseFloat(style.lineHeight)), text: el.textContent};
      });
      expect(lines, `"${text}" wraps`).toBe(1);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`See Features sits back beside Get Early Access: its fill is nearer the page's (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      const luminance = (locator: ReturnType<typeof page.locator>) =>
        locator.evaluate((el) => {
          const [r = 0, g = 0, b = 0] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(
            Number,
          );
          const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        });
      const pageFill = await luminance(page.locator('html'));
      const primary = await luminance(hero.getByRole('link', {name: 'Get Early Access'}));
      const secondary = await luminance(hero.getByRole('link', {name: 'See Features'}));
      expect(Math.abs(secondary - pageFill)).toBeLessThan(Math.abs(primary - pageFill));
    });
  }

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

  test('a valid sign-up posts every field to the mailing list once and confirms exactly 2 s later', async ({
    page,
    context,
    mailingList: posts,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const form = signup(page);
    await form.getByLabel('Email address').fill('maya.runner@example.com');
    await form.getByLabel('First name').fill('Maya');
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    const newTab = context.waitForEvent('page');
    // A double click must still post only once.
    await form.getByRole('button', {name: 'Reserve My Spot'}).dblclick();

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

    // The page's clock has not moved since the submit: the confirmation comes at 2000 ms, not before.
    const heading = page.getByRole('heading', {name: WELCOME});
    await page.clock.runFor(SIGNUP_CONFIRMATION_DELAY_MS - 1);
    await expect(heading).toHaveCount(0);
    await expect(form.getByRole('button', {name: 'Joining…'})).toBeDisabled();
    await page.clock.runFor(1);
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(posts).toHaveLength(1);
    expect(tabs).toHaveLength(1);

    const follow = form.getByRole('link', {name: /^Follow Updates/});
    await expect(follow).toHaveAttribute('href', E2E_BUILD_ENV.INSTAGRAM_URL ?? '');
    await expect(follow).toHaveAttribute('target', '_blank');

    // Register Another Email reloads the page: let time run normally again.
    await page.clock.resume();
    await form.getByRole('button', {name: 'Register Another Email'}).click();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByRole('button', {name: 'Reserve My Spot'})).toBeEnabled();
    await expect(page.getByRole('heading', {name: WELCOME})).toHaveCount(0);
  });

  test('an empty or malformed email is stopped by the browser and never confirmed', async ({
    page,
    context,
    mailingList: posts,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
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
    // A domain without its dot passes the browser's own email check; the form's pattern stops it.
    await email.fill('maya@gmail');
    await button.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);

    // Well past the confirmation delay: nothing was submitted, so nothing confirms.
    await page.clock.runFor(2 * SIGNUP_CONFIRMATION_DELAY_MS);
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

test('without JavaScript the form still posts to the mailing list', async ({browser, mailingList: posts}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  await page.goto('/');
  const form = signup(page);
  await form.getByLabel('Email address').fill('no.js@example.com');
  await form.getByLabel('First name').fill('Noah');
  const newTab = context.waitForEvent('page');
  await form.getByRole('button', {name: 'Reserve My Spot'}).click();
  const tab = await newTab;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(MAILING_LIST_URL);
  await expect(tab.getByRole('heading', {name: 'Almost finished'})).toBeVisible();
  expect(posts).toEqual([
    {
      path: new URL(MAILING_LIST_URL).pathname,
      fields: {
        EMAIL: 'no.js@example.com',
        FNAME: 'Noah',
        tags: E2E_BUILD_ENV.SIGNUP_TAGS,
        [HONEYPOT]: '',
      },
    },
  ]);
  await context.close();
});
