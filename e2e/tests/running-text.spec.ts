import {expect, test} from '@playwright/test';
import {ROUTES} from '../support/routes';

/*
 * Components set in running text (MDX) keep a paragraph's distance from what follows them: a question list
 * and the testimonials' results note used to end with no margin, so the next paragraph or heading touched
 * them (0 px) and read as part of the last card.
 */
test.use({viewport: {width: 390, height: 844}});

test('what follows a question list or a results note starts a paragraph gap below it', async ({page}) => {
  let checked = 0;
  for (const route of ROUTES) {
    await page.goto(route);
    const gaps = await page.evaluate(() => {
      const blocks = [
        ...document.querySelectorAll('main div:has(> details)'),
        ...[...document.querySelectorAll('main ul:has(blockquote) + p')],
      ];
      return blocks
        .filter((block) => block.nextElementSibling && block.getClientRects().length > 0)
        .map((block) => ({
          text: (block.textContent ?? '').trim().slice(0, 40),
          gap: block.nextElementSibling!.getBoundingClientRect().top - block.getBoundingClientRect().bottom,
        }));
    });
    checked += gaps.length;
    for (const {text, gap} of gaps) {
      expect(gap, `${route}: the block after "${text}…" is ${gap} px below it`).toBeGreaterThanOrEqual(12);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(3);
});
