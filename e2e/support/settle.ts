import type {Page} from '@playwright/test';

/**
 * Resolves once the page has run every task queued before this call, React's pending renders
 * included: React schedules its work with MessageChannel messages, which Playwright's clock does not
 * fake, and messages are delivered in order. Use it after `page.clock.runFor(...)` before asserting
 * that something has NOT happened yet, so the assertion cannot pass merely because a render that the
 * timer triggered had not reached the DOM. Two rounds cover a render that schedules one more pass.
 */
export async function settleTasks(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
