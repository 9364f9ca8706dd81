import {expect, test, type Page} from '@playwright/test';
import {namesIncluding, recordScripts, waitForHydration} from '../support/hydration';

async function tabUntil(page: Page, predicate: () => boolean, max = 120) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error('focus never reached the target');
}

test.describe('injury-risk calculator', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('works by keyboard alone on the production build', async ({page}) => {
    await page.goto('/injury-prevention');
    await waitForHydration(page.locator('input[name="week1-minutes"]'));
    // Start from the section's own heading link (focused, not clicked), then move only with the keyboard.
    await page.locator('#calculator a.hash-link').focus();
    await tabUntil(
      page,
      () => (document.activeElement as HTMLInputElement | null)?.name === 'week1-minutes',
      20,
    );

    // Four weeks of 240, 240, 240 and 480 minutes at effort 5: acute 2400, chronic (2400+1200*3)/4 = 1500.
    const weeks = [
      ['240', '5'],
      ['240', '5'],
      ['240', '5'],
      ['480', '5'],
    ];
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
    for (const [index, [minutes, effort]] of weeks.entries()) {
      const week = index + 1;
      expect(await focusedName()).toBe(`week${week}-minutes`);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(minutes!);
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe(`week${week}-effort`);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(effort!);
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe(`week${week}-distanceKm`);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.keyboard.press('Tab');
    }
    await expect(page.locator(':focus')).toHaveText('Calculate');
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({hasText: 'Your result'});
    await expect(status).toContainText('2,400');
    await expect(status).toContainText('1,500');
    await expect(status).toContainText('1.60');
    await expect(status).toContainText(/danger/i);
  });

  test('explains a bad value next to its field and keeps the page working', async ({page}) => {
    await page.goto('/injury-prevention');
    await waitForHydration(page.locator('input[name="week4-effort"]'));
    const thisWeek = page.getByRole('group', {name: 'This week'});
    const effort = thisWeek.getByRole('textbox', {name: /Average effort/});
    await effort.fill('14');
    await effort.press('Enter');
    await expect(effort).toHaveAttribute('aria-invalid', 'true');
    await expect(effort).toHaveAccessibleDescription(/between 1 .* and 10/);
    await expect(page.getByRole('heading', {level: 1, name: 'Injury Prevention'})).toBeVisible();
  });

  test('its JavaScript is not loaded on pages that do not use it', async ({page, context}) => {
    // Scripts the page executes; Docusaurus also prefetches linked routes' chunks (resource type
    // "other"), which are fetched at idle priority and not run (see recordScripts).
    const CALCULATOR = 'choose Calculate to see your result';
    const home = recordScripts(page);
    await page.goto('/');
    const homeScripts = await home.scripts();
    expect(namesIncluding(homeScripts, CALCULATOR)).toEqual([]);

    const injuryPage = await context.newPage();
    const injury = recordScripts(injuryPage);
    await injuryPage.goto('/injury-prevention');
    const injuryScripts = await injury.scripts();
    expect(namesIncluding(injuryScripts, CALCULATOR)).not.toEqual([]);
  });
});

test('the smart-adaptation page shows the load chart and a computed worked example', async ({page}) => {
  await page.goto('/features/smart-adaptation');
  const chart = page
    .locator('svg')
    .filter({has: page.locator('title')})
    .first();
  await expect(chart).toBeVisible();
  await expect(page.getByText(/CTL \(fitness\) went from \d+ to a peak of \d+/)).toBeVisible();
  const raceRow = page.getByRole('row', {name: /Race morning/});
  await expect(raceRow).toContainText(/\+\d+\.\d \(Fresh\)/);
  await page.getByRole('link', {name: 'try the injury-risk calculator'}).click();
  await expect(page).toHaveURL(/\/injury-prevention#calculator$/);
});
