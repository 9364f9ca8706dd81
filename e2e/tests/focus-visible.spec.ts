/**
 * Focus that can be seen and is not lost (WCAG 2.4.7, 1.4.11, 2.4.3, 1.4.13):
 * - the ring of a control on the brand gradient contrasts with the gradient;
 * - a heading link reached by Tab inside a fade-in block (Reveal) not yet shown is shown at once;
 * - Copy address on /support keeps the focus while it copies;
 * - a navbar menu opened by hovering closes on Escape.
 */
import {expect, test, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {PRICING_ORIGIN, SHOP_ORIGIN, SITE_ORIGIN} from '../ports.mjs';
import {ARTICLE_ROUTES} from '../support/articles';
import {waitForSettledPage} from '../support/hydration';
import {featuresMenu} from '../support/header';

type Rgb = readonly [number, number, number];

/** The colours of a computed CSS value, e.g. every stop of `linear-gradient(135deg, rgb(...) 0%, ...)`. */
function coloursIn(value: string): Rgb[] {
  return [...value.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/g)].map(
    ([, r, g, b]) => [Number(r), Number(g), Number(b)] as const,
  );
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

async function refuseThirdParties(context: BrowserContext) {
  await context.route(`${PRICING_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await context.route(`${SHOP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
}

test.beforeEach(async ({context}) => {
  await refuseThirdParties(context);
});

/** Marks the links and buttons in main whose nearest painted background is a linear gradient; counts them. */
async function markControlsOnGradients(page: Page): Promise<number> {
  return page.evaluate(() => {
    const painted = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.backgroundImage !== 'none' || !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor)
      );
    };
    let count = 0;
    for (const control of document.querySelectorAll('main a[href], main button')) {
      let behind = control.parentElement;
      while (behind && !painted(behind)) behind = behind.parentElement;
      // The brand gradient, not the heroes' faint radial washes over a plain colour.
      if (behind && getComputedStyle(behind).backgroundImage.startsWith('linear-gradient(')) {
        control.setAttribute('data-on-gradient', String(count));
        count += 1;
      }
    }
    return count;
  });
}

/** The focused control's ring colour and the gradient behind it (the nearest painted ancestor). */
async function ringAndGradient(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    let behind = element.parentElement;
    while (behind && getComputedStyle(behind).backgroundImage === 'none') behind = behind.parentElement;
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      gradient: behind ? getComputedStyle(behind).backgroundImage : 'none',
      label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    };
  });
}

test.describe('the focus ring on the brand gradient, light theme', () => {
  test.use({colorScheme: 'light', viewport: {width: 1440, height: 900}});

  for (const route of ['/', '/pricing', '/support', '/vs/runna', ARTICLE_ROUTES[0] ?? '/articles']) {
    test(`${route}: every control on the gradient has a ring at 3:1 or more against each stop`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForSettledPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const count = await markControlsOnGradients(page);
      expect(count, 'controls on the brand gradient').toBeGreaterThan(0);
      // A key press first: from then on a scripted focus shows the ring as a Tab would (:focus-visible).
      await page.keyboard.press('Tab');
      for (let i = 0; i < count; i += 1) {
        const control = page.locator(`[data-on-gradient="${i}"]`);
        await control.focus();
        const ring = await ringAndGradient(control);
        expect(ring.focusVisible, ring.label).toBe(true);
        expect(ring.outlineStyle, ring.label).not.toBe('none');
        expect(ring.outlineWidth, ring.label).toBeGreaterThanOrEqual(2);
        const [outline] = coloursIn(ring.outlineColor);
        const stops = coloursIn(ring.gradient);
        expect(outline, ring.outlineColor).toBeDefined();
        expect(stops.length, ring.gradient).toBeGreaterThanOrEqual(2);
        for (const stop of stops) {
          const ratio = contrast(outline as Rgb, stop);
          expect(
            ratio,
            `${ring.label}: ${ring.outlineColor} on ${stop.join(',')} is ${ratio.toFixed(2)}:1`,
          ).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
});

test.describe('a heading link reached by Tab in a fade-in block', () => {
  test.use({viewport: {width: 1440, height: 900}, reducedMotion: 'no-preference'});

  for (const [route, name] of [
    ['/pricing', 'Direct link to Lock in your launch price'],
    ['/vs/runna', 'Direct link to More comparisons'],
  ] as const) {
    test(`${route}: "${name}" is opaque and in view when focused`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      const target = page.getByRole('link', {name, exact: true});
      await expect(target).toHaveCount(1);
      // Tab down the page as a visitor would: the browser scrolls each focused link only just into view.
      let reached = false;
      for (let presses = 0; presses < 300 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await target.evaluate((element) => element === document.activeElement);
      }
      expect(reached, `Tab reaches ${name}`).toBe(true);
      await expect(target).toBeInViewport();
      const opacity = (which: 'element' | 'reveal') =>
        target.evaluate((element, which) => {
          const node = which === 'element' ? element : element.closest('[class*="reveal"]');
          return node ? getComputedStyle(node).opacity : 'no Reveal ancestor';
        }, which);
      // The block at once, not after its 600 ms fade: read straight after the key press (getComputedStyle
      // brings the style up to date), so a fade the observer started just then does not pass for the fix.
      expect(await opacity('reveal')).toBe('1');
      // The link itself: Docusaurus fades a heading's direct link in on focus, in a fraction of a second.
      await expect.poll(() => opacity('element'), {timeout: 1000}).toBe('1');
      await expect(target).toBeFocused();
    });
  }
});

test.describe('Copy address on /support', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: SITE_ORIGIN});
  });

  test('keeps the focus after Enter, and the confirmation is still announced', async ({page}) => {
    await page.goto('/support');
    await waitForSettledPage(page);
    const button = page.getByRole('button', {name: 'Copy address'});
    await button.focus();
    await page.keyboard.press('Enter');
    const toast = page.getByRole('region', {name: 'Notifications (F8)'}).getByRole('listitem');
    await expect(toast).toContainText('Email address copied');
    await expect(
      page.locator('[role="status"][aria-live]').filter({hasText: 'Email address copied'}),
    ).toHaveCount(1);
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    // Enter again works from where the focus is.
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(1);
    await expect(button).toBeFocused();
  });
});

test.describe('a navbar menu opened by hovering', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('closes on Escape while the pointer stays on it, and opens on hover again after the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledPage(page);
    const trigger = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: 'Features', exact: true});
    const menu = featuresMenu(page);
    await trigger.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).toBeFocused();

    await page.mouse.move(700, 600);
    await trigger.hover();
    await expect(menu).toBeVisible();
  });
});
