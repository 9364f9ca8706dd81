import type {Locator} from '@playwright/test';

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
