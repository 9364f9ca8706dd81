import {expect, test} from '@playwright/test';
import {ROUTES} from '../support/routes';

/*
 * Running text. Components set in it (MDX) keep a paragraph's distance from what follows them: a question
 * list and the testimonials' results note used to end with no margin, so the next paragraph or heading
 * touched them (0 px) and read as part of the last card. Its links are underlined; lists of links that are
 * navigation (link cards, the table of contents) are not.
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
      // What follows the block: its next sibling, or, where the block ends a box-less wrapper that keeps its
      // server HTML (KeptContent, in a body that hydrates), the wrapper's.
      const next = (block: Element) =>
        block.nextElementSibling ??
        (block.parentElement?.matches('[data-kept-content]') ? block.parentElement.nextElementSibling : null);
      return blocks
        .filter((block) => next(block) && block.getClientRects().length > 0)
        .map((block) => ({
          text: (block.textContent ?? '').trim().slice(0, 40),
          gap: next(block)!.getBoundingClientRect().top - block.getBoundingClientRect().bottom,
        }));
    });
    checked += gaps.length;
    for (const {text, gap} of gaps) {
      expect(gap, `${route}: the block after "${text}…" is ${gap} px below it`).toBeGreaterThanOrEqual(12);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(3);
});

test('a page that ends its text with the early-access button shows it at full size, as other pages do', async ({
  page,
}) => {
  for (const route of ['/features', '/how-it-works', '/training-plans', '/glossary']) {
    await page.goto(route);
    const button = page.getByRole('main').getByRole('link', {name: 'Get Early Access'}).last();
    const box = await button.boundingBox();
    expect(box!.height, route).toBeGreaterThanOrEqual(44);
  }
});

test.describe('link underlines at 1440 px', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('links in running text are underlined; link cards and the table of contents are not', async ({
    page,
  }) => {
    await page.goto('/features');
    const decoration = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).textDecorationLine);
    // A card of the "Go deeper" list: the whole card is one link.
    expect(await decoration('main nav li > a')).toBe('none');
    await page.goto('/glossary');
    expect(await decoration('main .table-of-contents__link')).toBe('none');
    expect(await decoration('main article p > a')).toBe('underline');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a link in an admonition is told apart from its text by colour too (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/terms-of-service');
      const link = page.locator('main .theme-admonition li > a').first();
      const [linkColour, textColour] = await link.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(element.parentElement!).color,
      ]);
      expect(linkColour).not.toBe(textColour);
    });
  }
});

test("every button is set in the page's typeface", async ({page}) => {
  // A browser draws a <button> in its own font unless told: the support page's Copy address was in Arial.
  let checked = 0;
  for (const route of ROUTES) {
    await page.goto(route);
    const odd = await page.evaluate(() => {
      const family = getComputedStyle(document.body).fontFamily;
      const buttons = [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0);
      return {
        count: buttons.length,
        odd: buttons
          .filter((b) => getComputedStyle(b).fontFamily !== family)
          .map(
            (b) =>
              `${(b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 30)}: ${getComputedStyle(b).fontFamily}`,
          ),
      };
    });
    checked += odd.count;
    expect(odd.odd, route).toEqual([]);
  }
  expect(checked).toBeGreaterThanOrEqual(ROUTES.length);
});
