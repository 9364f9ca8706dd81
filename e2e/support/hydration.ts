import type {Locator, Page} from '@playwright/test';

/**
 * Waits until React has hydrated the element (it then carries React's internal props key), so keyboard
 * input is not sent to server-rendered markup that hydration is about to take over.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 25));
        check();
      }),
  );
}

/**
 * Waits until Docusaurus has hydrated the whole page (it sets data-has-hydrated="true" on <html> in an
 * effect after hydration) and two frames have been painted since.
 *
 * `networkidle` is not enough on a busy machine: the scripts can finish downloading well before React
 * finishes hydrating. A check that reads computed styles while hydration is still mutating the page can
 * then see an inconsistent mid-hydration style (in CI, axe once read the light theme's text colour on
 * the dark theme's background), which is not what a visitor sees once the page has settled.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
