import {expect, test, type Page} from '@playwright/test';
import {CANCELLATION_TERMS} from '../../src/constants';
import {E2E_BUILD_ENV} from '../ports.mjs';

const EMAIL = E2E_BUILD_ENV.SUPPORT_EMAIL ?? '';
const LEGAL_PAGES = [
  ['Terms of Service', '/terms-of-service'],
  ['Privacy Policy', '/privacy-policy'],
  ['Cookie Policy', '/cookie-policy'],
  ['Account Deletion', '/account-deletion'],
] as const;

const article = (page: Page) => page.locator('article');

test.use({viewport: {width: 1440, height: 900}});

for (const [title, path] of LEGAL_PAGES) {
  test(`${path} shows version 1.0, its effective date and the legal sidebar`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(article(page).getByText('Version 1.0 · Effective 15 January 2025')).toBeVisible();
    await expect(article(page).locator('time')).toHaveAttribute('datetime', '2025-01-15');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const [label, href] of LEGAL_PAGES) {
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(sidebar.getByRole('link', {name: title, exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

test('the terms state the age, account, price, renewal, refund, trial and guarantee facts', async ({
  page,
}) => {
  await page.goto('/terms-of-service');
  const terms = article(page);
  await expect(terms).toContainText('You must be at least 13 years old.');
  await expect(terms).toContainText('One account per person.');
  await expect(terms).toContainText('Pro, at $9.99 a month; and Elite, at $19.99 a month (US prices)');
  await expect(terms).toContainText(CANCELLATION_TERMS);
  await expect(terms).toContainText('Your subscription renews automatically each month');
  await expect(terms).toContainText('Subscriptions are billed monthly');
  await expect(terms).toContainText('prorated refund for the unused part of your current billing period');
  await expect(terms).toContainText('Paid plans come with a 14-day free trial.');
  await expect(terms).toContainText('within 30 days of your first paid charge');
  await expect(terms).toContainText('30-day money-back guarantee');
  await expect(page.getByRole('heading', {level: 3, name: 'Cancel any time'})).toBeVisible();
  await expect(terms).toContainText('Students can ask for a 50% discount');
});

test('the privacy policy covers the sign-up, its processor, rights, retention and contact', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const policy = article(page);
  const signup = policy.getByRole('table').first();
  await expect(signup.getByRole('row', {name: /Email address Yes/})).toBeVisible();
  await expect(signup.getByRole('row', {name: /First name No/})).toBeVisible();
  await expect(policy).toContainText('sent straight to the third-party mailing-list provider');
  await expect(policy).toContainText('the mailing-list provider that runs our waitlist');
  await expect(page.getByRole('heading', {level: 2, name: 'Your rights'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: 'How long we keep your data'})).toBeVisible();
  await expect(policy).toContainText('your data is removed within 30 days');
  await expect(policy.getByRole('link', {name: EMAIL}).first()).toHaveAttribute('href', `mailto:${EMAIL}`);
});

test('the cookie policy states lifetimes and opt-outs, and links to the privacy policy and the terms', async ({
  page,
}) => {
  await page.goto('/cookie-policy');
  const policy = article(page);
  await expect(policy).toContainText('from a single browsing session up to 2 years');
  await expect(policy).toContainText('typically last from 30 days to 2 years');
  await expect(
    page.getByRole('heading', {level: 2, name: 'Analytics and advertising identifiers'}),
  ).toBeVisible();
  await expect(policy).toContainText('reset your advertising identifier');
  await expect(page.getByRole('heading', {level: 2, name: 'How to control and clear cookies'})).toBeVisible();

  await policy.getByRole('link', {name: 'Privacy Policy'}).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Privacy Policy');
  await page.goBack();
  await article(page).getByRole('link', {name: 'Terms of Service'}).first().click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
});

test('account deletion gives the in-app steps, the 30-day removal and the support address', async ({
  page,
}) => {
  await page.goto('/account-deletion');
  const steps = article(page).getByRole('list').filter({hasText: 'Delete Account'}).first();
  await expect(steps.getByRole('listitem')).toHaveText([
    'Open the app and go to Settings.',
    'Tap Account.',
    'Tap Delete Account.',
    'Confirm that you want to delete your account.',
  ]);
  expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
  await expect(article(page)).toContainText('removed from our systems, including backups, within 30 days');
  await expect(article(page).getByRole('link', {name: EMAIL}).first()).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );
});
