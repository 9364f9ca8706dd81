import {expect, type Locator, type Page, type Response} from '@playwright/test';
import {PRICING_TIMEOUT_MS} from '../../src/constants';

/**
 * Waits until React has hydrated the element (it then carries React's internal props key), so keyboard
 * input is not sent to server-rendered markup that hydration is about to take over.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  // React sets its props key while it hydrates, before it commits and runs the effects that attach
  // listeners (Ctrl+K, the copy buttons); Docusaurus marks <html> in an effect once all of them have run.
  await locator.page().locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
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
 * effect after hydration), its fonts are ready and two frames have been painted since.
 *
 * `networkidle` is not enough on a busy machine: the scripts can finish downloading well before React
 * finishes hydrating. A check that reads computed styles while hydration is still mutating the page can
 * then see an inconsistent mid-hydration style (in CI, axe once read the light theme's text colour on
 * the dark theme's background), which is not what a visitor sees once the page has settled.
 *
 * Uses the page's requestAnimationFrame, so with `page.clock` installed, call it while the clock runs
 * (before `pauseClock`, or after `page.clock.resume()`).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/**
 * Waits until nothing on the page says it is still loading (`aria-busy="true"`: the pricing card until its
 * price or the fallback shows, the shop widget), so a check reads the state a visitor is left with. The
 * pricing card gives up on its request after PRICING_TIMEOUT_MS, so the wait allows that and more.
 */
export async function waitForNothingLoading(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, {timeout: PRICING_TIMEOUT_MS + 5000});
}

/**
 * How far ahead of the page's current (fake) time `pauseClock` stops the clock. The clock keeps running
 * while the pause is sent, so the target must not be passed by then; timers due before it fire once.
 */
const PAUSE_AHEAD_MS = 1000;

/**
 * For a test of a timed behaviour: with `page.clock.install()` called before `page.goto`, waits for the
 * settled page, then stops the page's clock. From here on, time in the page (setTimeout, Date,
 * requestAnimationFrame) moves only with `page.clock.runFor(ms)`, so "not yet at delay - 1 ms, done at
 * the delay" can be asserted exactly, however slow the machine is.
 */
export async function pauseClock(page: Page): Promise<void> {
  await waitForSettledPage(page);
  const now = await page.evaluate(() => new Date().getTime());
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS);
}

/**
 * Waits until the page has run the tasks already queued for it, such as the React effects of the last
 * render (React schedules them through a MessageChannel, which `page.clock` does not fake). Call it after
 * a change that starts a timer in an effect and before `page.clock.runFor`, so the timer exists by then.
 */
export async function runQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/** What a page downloaded as scripts: path -> body. */
export type Scripts = Map<string, string>;

/**
 * Records the body of every script the page downloads (resource type "script": what the page runs;
 * Docusaurus' idle-time prefetches of linked routes are type "other" and are not run). Start it before
 * `page.goto`, then call `scripts()`: it waits for the settled page, awaits every body (including those of
 * scripts requested while earlier bodies were read) and checks that every script the browser reports
 * having fetched was read, so an absence asserted on the result is not merely a body that had not
 * arrived yet.
 */
export function recordScripts(page: Page): {scripts(): Promise<Scripts>} {
  const bodies: Scripts = new Map();
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    pending.push(
      response.text().then(
        (body) => {
          bodies.set(name, body);
        },
        // A body that cannot be read (the page navigated on, the test ended) is left out of `bodies`, and
        // the completeness check below names it; it must not end the run as an unhandled rejection.
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);

  const readAll = async () => {
    for (let awaited = 0; awaited < pending.length;) {
      const batch = pending.slice(awaited);
      awaited = pending.length;
      await Promise.all(batch);
    }
  };

  return {
    async scripts() {
      await waitForSettledPage(page);
      // Let anything the page starts when idle begin too.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 1000})),
      );
      await expect
        .poll(
          async () => {
            await readAll();
            const fetched = await page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
                .map((entry) => new URL(entry.name).pathname),
            );
            return fetched.filter((name) => !bodies.has(name));
          },
          {message: 'every script the page fetched has been read'},
        )
        .toEqual([]);
      await readAll();
      // Stop recording: a later navigation of the same page belongs to the next recorder.
      page.off('response', onResponse);
      expect(bodies.size, 'scripts the page downloaded').toBeGreaterThan(0);
      return bodies;
    },
  };
}

/** Paths of the recorded scripts whose body contains `text`. */
export function namesIncluding(scripts: Scripts, text: string): string[] {
  return [...scripts].filter(([, body]) => body.includes(text)).map(([name]) => name);
}

/** Whether React owns the first element `selector` matches: it rendered or hydrated it. */
export async function ownedByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
}
