import {expect, test, type Page} from '@playwright/test';
import {CANCELLATION_TERMS} from '../../src/constants';
import {E2E_BUILD_ENV} from '../ports.mjs';

const EMAIL = E2E_BUILD_ENV.SUPPORT_EMAIL ?? '';
/** A value the e2e build is configured with (e2e/ports.mjs). */
function configured(name: string): string {
  const value = E2E_BUILD_ENV[name];
  if (!value) throw new Error(`E2E_BUILD_ENV has no ${name}`);
  return value;
}
const PRODUCT_NAME = configured('PRODUCT_NAME');
const LEGAL_ENTITY = configured('LEGAL_ENTITY');
const LEGAL_ADDRESS = configured('LEGAL_ADDRESS');
const LEGAL_GOVERNING_LAW = configured('LEGAL_GOVERNING_LAW');
const LEGAL_VENUE = configured('LEGAL_VENUE');
const PRIVACY_EMAIL = configured('PRIVACY_EMAIL');
const GRIEVANCE_OFFICER_NAME = configured('GRIEVANCE_OFFICER_NAME');
const GRIEVANCE_OFFICER_EMAIL = configured('GRIEVANCE_OFFICER_EMAIL');
const LEGAL_EFFECTIVE_DATE = configured('LEGAL_EFFECTIVE_DATE');
/** The effective date the e2e build is configured with, as the pages state it. */
const EFFECTIVE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`));
const LEGAL_PAGES = [
  ['Terms of Service', '/terms-of-service'],
  ['Privacy Policy', '/privacy-policy'],
  ['Cookie Policy', '/cookie-policy'],
  ['Account Deletion', '/account-deletion'],
] as const;

const article = (page: Page) => page.locator('article');

test.use({viewport: {width: 1440, height: 900}});

for (const [title, path] of LEGAL_PAGES) {
  test(`${path} shows version 1.0, the configured effective date and the legal sidebar`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    expect(EFFECTIVE).toBe('1 December 2026');
    await expect(article(page).getByText(`Version 1.0 · Effective ${EFFECTIVE}`)).toBeVisible();
    await expect(article(page).locator('time')).toHaveAttribute('datetime', LEGAL_EFFECTIVE_DATE);
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
  await expect(terms).toContainText('Pro costs $9.99 and Elite $19.99 a month');
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
  await expect(policy.getByRole('link', {name: PRIVACY_EMAIL}).first()).toHaveAttribute(
    'href',
    `mailto:${PRIVACY_EMAIL}`,
  );
  await expect(policy.getByRole('link', {name: EMAIL}).first()).toHaveAttribute('href', `mailto:${EMAIL}`);
});

/** The India grievance paragraph: the configured officer, their address and the operator's times. */
async function expectGrievanceOfficer(page: Page) {
  const grievance = article(page).locator('p').filter({hasText: 'Grievance Officer'});
  await expect(grievance).toContainText(
    `If you are in India, you can raise a grievance about the service or about how we handle your personal data with our Grievance Officer, ${GRIEVANCE_OFFICER_NAME}, at ${GRIEVANCE_OFFICER_EMAIL}.`,
  );
  await expect(grievance).toContainText(
    'We acknowledge every grievance within 24 hours and give you our answer within 15 days of receiving it.',
  );
  await expect(grievance.getByRole('link', {name: GRIEVANCE_OFFICER_EMAIL})).toHaveAttribute(
    'href',
    `mailto:${GRIEVANCE_OFFICER_EMAIL}`,
  );
}

const IDENTITY = `${PRODUCT_NAME} is run by ${LEGAL_ENTITY} ("we", "us" or "our"), whose postal address is ${LEGAL_ADDRESS}.`;
const PRIVACY_CONTACT = `For any privacy question or request, email ${PRIVACY_EMAIL}, or write to ${LEGAL_ENTITY} at ${LEGAL_ADDRESS}.`;

test('the terms name the operator, the law and venue, the privacy contact and the Grievance Officer', async ({
  page,
}) => {
  await page.goto('/terms-of-service');
  const terms = article(page);
  await expect(page.getByRole('heading', {level: 2, name: 'Who we are'})).toBeVisible();
  await expect(terms).toContainText(IDENTITY);
  await expect(page.getByRole('heading', {level: 2, name: 'Law and disputes'})).toBeVisible();
  await expect(terms).toContainText(
    `These terms are governed by ${LEGAL_GOVERNING_LAW}, and disputes about them may be brought before ${LEGAL_VENUE}.`,
  );
  await expect(terms).toContainText('this does not take away the protection of the consumer laws');
  await expect(terms).toContainText(PRIVACY_CONTACT);
  await expect(terms.getByRole('link', {name: PRIVACY_EMAIL})).toHaveAttribute(
    'href',
    `mailto:${PRIVACY_EMAIL}`,
  );
  await expectGrievanceOfficer(page);
});

test('the terms cover app-store billing and cap liability in a way that means something on the free plan', async ({
  page,
}) => {
  await page.goto('/terms-of-service');
  const terms = article(page);
  const store = page.getByRole('heading', {level: 3, name: 'Subscriptions bought through an app store'});
  await expect(store).toBeVisible();
  await expect(terms).toContainText(
    "the store's own terms decide how the subscription is billed, renewed, cancelled and refunded",
  );
  await expect(terms).toContainText('use the subscription settings of your Apple or Google account');
  await expect(terms.getByRole('link', {name: 'Account Deletion'}).first()).toHaveAttribute(
    'href',
    '/account-deletion',
  );
  await expect(terms).toContainText(
    'limited to whichever is more: the amount you paid for the service in the 12 months before the claim arose, or US$100',
  );
  await expect(terms).toContainText('death or personal injury caused by our negligence');
});

test('the privacy policy names the operator, the privacy contact and the Grievance Officer for India', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const policy = article(page);
  await expect(policy).toContainText(IDENTITY);
  await expect(policy).toContainText(PRIVACY_CONTACT);
  await expect(policy).toContainText(`by emailing ${PRIVACY_EMAIL}`);
  await expectGrievanceOfficer(page);
  await expect(policy).toContainText('you can take it to the Data Protection Board of India');
  // The contact section: privacy requests, then everything else, as one paragraph of running text (its
  // links underlined like any other), the two sentences a space apart.
  const contact = policy.locator('h2#contact + p');
  await expect(contact).toHaveText(
    `${PRIVACY_CONTACT} For anything else, email ${EMAIL} or visit our Support page.`,
  );
  await expect(contact.getByRole('link', {name: 'Support', exact: true})).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
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
