import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForSettledPage} from '../support/hydration';
import {ROUTES} from '../support/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** For a contrast failure, the colours axe measured, so a report says what it saw. */
function describeColours(data: unknown): string {
  if (!data || typeof data !== 'object' || !('contrastRatio' in data)) return '';
  const {fgColor, bgColor, contrastRatio} = data as {
    fgColor?: string;
    bgColor?: string;
    contrastRatio?: number;
  };
  return ` [${fgColor} on ${bgColor}, ${contrastRatio}:1]`;
}

async function violations(page: Page) {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}${describeColours(n.any[0]?.data)}`)
        .join(' | ')}`,
  );
}

// Reduced motion keeps every section visible at once, so axe sees the whole page.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test.describe(`axe, ${colorScheme}, ${width} px`, () => {
      test.use({colorScheme, reducedMotion: 'reduce', viewport: {width, height: 900}});

      for (const route of ROUTES) {
        test(`${route} has no WCAG A/AA violations`, async ({page}) => {
          await page.goto(route, {waitUntil: 'networkidle'});
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe('axe on opened states', () => {
  test.use({reducedMotion: 'reduce'});

  test('the mobile drawer, open', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/pricing', {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the FAQ with an answer open', async ({page}) => {
    await page.goto('/pricing', {waitUntil: 'networkidle'});
    const question = page.locator('details summary').first();
    await question.click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });

  test('the features gallery dialog, open', async ({page}) => {
    await page.goto('/features', {waitUntil: 'networkidle'});
    await page
      .getByRole('button', {name: /^Enlarge: /})
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the 404 page', async ({page}) => {
    await page.goto('/missing-page', {waitUntil: 'networkidle'});
    expect(await violations(page)).toEqual([]);
  });

  test('the sign-up confirmation', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.route('**/subscribe**', (route) => route.fulfill({status: 200, body: 'ok'}));
    await page.getByLabel('Email address').fill('runner@example.org');
    await page.getByRole('button', {name: /reserve my spot/i}).click();
    await expect(page.getByRole('heading', {name: /Welcome to the .* Family!/})).toBeVisible({timeout: 5000});
    expect(await violations(page)).toEqual([]);
  });
});
