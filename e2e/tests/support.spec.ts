import {expect, test, type Page} from '@playwright/test';
import {
  SUPPORT_CHAT_HOURS,
  SUPPORT_CHAT_HOURS_INDIA,
  SUPPORT_EMAIL_REPLY,
  TOAST_DURATION_MS,
} from '../../src/constants';
import {E2E_BUILD_ENV, SITE_ORIGIN} from '../ports.mjs';
import {pauseClock, runQueuedTasks, waitForSettledPage} from '../support/hydration';

const EMAIL = E2E_BUILD_ENV.SUPPORT_EMAIL ?? '';
const OPTIONS = [
  ['Live chat', `${SUPPORT_CHAT_HOURS}; ${SUPPORT_CHAT_HOURS_INDIA}`, 'Get Chat Access'],
  ['Email support', SUPPORT_EMAIL_REPLY, 'Join the Waitlist'],
  ['Documentation', 'Open around the clock', 'Get the Guides First'],
] as const;

const card = (page: Page, title: string) => page.getByRole('article', {name: title});
const notifications = (page: Page) => page.getByRole('region', {name: 'Notifications (F8)'});
const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy address'});

/**
 * Opens /support with the page's clock stopped once it has settled: a toast then stays until the test
 * moves time on with page.clock.runFor, however long the steps in between take.
 */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/support');
  await pauseClock(page);
}

test.use({viewport: {width: 1440, height: 900}});

test('three option cards show their channel, hours and an early-access button', async ({page}) => {
  await page.goto('/support');
  for (const [title, availability, action] of OPTIONS) {
    const option = card(page, title);
    await expect(option.getByRole('heading', {level: 3})).toHaveText(title);
    await expect(option).toContainText(availability);
    await expect(option.getByRole('link', {name: action})).toHaveAttribute('href', '/#pre-register');
  }
});

for (const [title, , action] of OPTIONS) {
  test(`the ${title} button reaches #pre-register`, async ({page}) => {
    await page.goto('/support');
    await card(page, title).getByRole('link', {name: action}).click();
    await expect(page).toHaveURL(/\/#pre-register$/);
    await expect(page.locator('#pre-register')).toBeInViewport();
  });
}

test('the FAQ section has id support, and its questions open and close', async ({page}) => {
  await page.goto('/support#support');
  await waitForSettledPage(page);
  const faq = page.locator('section#support');
  await expect(faq.getByRole('heading', {level: 2})).toHaveText(/Answers to common questions/);
  await expect(faq.locator('details')).toHaveCount(8);
  const question = faq.getByText('Is there a student discount?');
  const answer = faq.getByText(/students get 50% off/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test.describe('copying the address', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: SITE_ORIGIN});
  });

  test('the address is a mailto link, and the copy button confirms through a notification', async ({
    page,
  }) => {
    await openWithPausedClock(page);
    await expect(page.locator('main').getByRole('link', {name: EMAIL})).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    await copyButton(page).click();
    const toast = notifications(page).getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Email address copied');
    await expect(toast).toContainText(`${EMAIL} is on your clipboard.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    // Announced to screen readers through a live region: Radix fills it on the next animation frame and
    // empties it a second later, so move the stopped clock on by a few frames, well inside that second.
    await runQueuedTasks(page);
    await page.clock.runFor(100);
    await expect(
      page.locator('[role="status"][aria-live]').filter({hasText: 'Email address copied'}),
    ).toHaveCount(1);
  });

  test('one toast at a time, gone 5 seconds after the last copy', async ({page}) => {
    await openWithPausedClock(page);
    await copyButton(page).click();
    await copyButton(page).click();
    await copyButton(page).click();
    const toasts = notifications(page).getByRole('listitem');
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(10, 450); // away from the toast: hovering it would pause its timer
    await runQueuedTasks(page); // the toast's timer starts in an effect
    await page.clock.runFor(TOAST_DURATION_MS - 1);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(toasts).toHaveCount(0);
  });

  test('F8 moves focus to the notifications', async ({page}) => {
    await openWithPausedClock(page);
    await copyButton(page).click();
    await expect(notifications(page).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect
      .poll(() => notifications(page).evaluate((region) => region.contains(document.activeElement)))
      .toBe(true);
  });

  test('a swipe right past 50 px dismisses the toast; a shorter one does not', async ({page}) => {
    // The clock stands still, so only the swipe can dismiss the toast, never its 5 s timer.
    await openWithPausedClock(page);
    await copyButton(page).click();
    const toast = notifications(page).getByRole('listitem');
    await expect(toast).toBeVisible();
    // Measure where the toast rests, not where its 180 ms slide-in happens to be: on a busy machine the
    // box taken mid-slide put the pointer beside the toast and the swipe never started.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await toast.boundingBox();
    if (!box) throw new Error('no toast box');
    const y = box.y + box.height / 2;
    const x = box.x + 40;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, {steps: 6});
    await page.mouse.up();
    // The swipe was handled (cancelled) and the toast stays open.
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(toast).toBeVisible();

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y, {steps: 12});
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the address and the FAQ answers are there, and no copy button is offered', async ({page}) => {
    await page.goto('/support');
    await expect(page.locator('main').getByRole('link', {name: EMAIL})).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    await expect(copyButton(page)).toHaveCount(0);
    const faq = page.locator('section#support');
    await faq.getByText('How do I delete my data or leave the waitlist?').click();
    await expect(faq.getByText(/Settings, Account, Delete Account/)).toBeVisible();
    await expect(card(page, 'Live chat').getByRole('link', {name: 'Get Chat Access'})).toHaveAttribute(
      'href',
      '/#pre-register',
    );
  });
});
