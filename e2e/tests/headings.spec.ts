import {expect, test} from '@playwright/test';
import {ROUTES} from '../support/routes';

/*
 * Centred section titles keep their direct link (#) out of their lines (src/components/SectionTitle):
 * a centred heading is centred on its words, and no heading wraps its last word for the invisible mark.
 */
for (const width of [390, 1440]) {
  test.describe(`headings at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('every centred heading with a direct link is centred on its words', async ({page}) => {
      let checked = 0;
      for (const route of ROUTES) {
        await page.goto(route);
        const offCentre = await page.evaluate(() => {
          const found: {text: string; offset: number}[] = [];
          for (const heading of document.querySelectorAll<HTMLElement>(
            'main :is(h2, h3):has(> .hash-link)',
          )) {
            if (getComputedStyle(heading).textAlign !== 'center' || heading.getClientRects().length === 0)
              continue;
            // The words: every child but the link.
            const range = document.createRange();
            range.setStartBefore(heading.firstChild!);
            range.setEndBefore(heading.querySelector('.hash-link')!);
            const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
            const box = heading.getBoundingClientRect();
            const style = getComputedStyle(heading);
            const centre =
              box.left +
              parseFloat(style.paddingLeft) +
              (box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / 2;
            // The last line of the words, where the mark sits.
            const bottom = Math.max(...lines.map((rect) => rect.bottom));
            const last = lines.filter((rect) => rect.bottom >= bottom - 1);
            const left = Math.min(...last.map((rect) => rect.left));
            const right = Math.max(...last.map((rect) => rect.right));
            found.push({
              text: heading.textContent ?? '',
              offset: Math.round(((left + right) / 2 - centre) * 10) / 10,
            });
          }
          return found;
        });
        checked += offCentre.length;
        for (const {text, offset} of offCentre) {
          expect(Math.abs(offset), `${route}: "${text}" is ${offset} px off centre`).toBeLessThanOrEqual(1.5);
        }
      }
      expect(checked).toBeGreaterThan(10);
    });
  });
}
