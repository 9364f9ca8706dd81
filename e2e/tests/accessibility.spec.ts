import AxeBuilder from '@axe-core/playwright';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {SIGNUP_CONFIRMATION_DELAY_MS} from '../../src/constants';
import {MAILING_LIST_URL, PRICING_ORIGIN, SHOP_ORIGIN} from '../ports.mjs';
import {pauseClock, waitForNothingLoading, waitForSettledPage} from '../support/hydration';
import {ROUTES} from '../support/routes';

/**
 * WCAG 2.2 A and AA, and axe's best practices: landmarks (all content in one, a complementary landmark at the
 * top level, unique names), heading order, one h1. The best practices found an article's table of contents
 * in no landmark and two asides inside a section's region.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

/**
 * The pricing lookup and the shop widget go to stand-ins that other specs start and stop on fixed ports,
 * so whether they answer here would depend on what runs in parallel. Refusing them makes every run show
 * the same, site-owned states: the fallback price table and the shop's fallback message.
 */
async function refuseThirdParties(context: BrowserContext) {
  await context.route(`${PRICING_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await context.route(`${SHOP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
}

test.beforeEach(async ({context}) => {
  await refuseThirdParties(context);
});

async function violations(page: Page) {
  await waitForSettledPage(page);
  // Nothing still loading (the live price, the shop widget): axe sees the state a visitor is left with.
  await waitForNothingLoading(page);
  const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}${describeColours(n.any[0]?.data)}`)
        .join(' | ')}`,
  );
}

/**
 * WCAG 1.4.11 (non-text contrast) for the page's own form fields, which axe does not check: each text
 * field and select inside `main` is told apart from what surrounds it by a border, or by its own fill, of at
 * least 3:1 against the background behind it. Runs in the page; colours are read through a canvas, which
 * turns any CSS colour (color-mix included) into sRGB.
 */
function weakFieldBoundaries(): string[] {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', {willReadFrequently: true});
  if (!context) return ['no canvas to read colours with'];
  const rgba = (colour: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  /** The opaque colour behind an element: its ancestors' backgrounds laid over each other. */
  const behind = (element: Element): number[] => {
    const layers: number[][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let base = rgba(getComputedStyle(document.documentElement).backgroundColor);
    if (base[3] < 1) base = [255, 255, 255, 1];
    return layers.reverse().reduce<number[]>((under, layer) => over(layer, under), base.slice(0, 3));
  };
  const problems: string[] = [];
  const fields = document.querySelectorAll<HTMLElement>(
    'main input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="submit"], [type="button"]), main select, main textarea',
  );
  for (const field of fields) {
    // The sign-up form's honeypot: hidden from everyone, meant to stay empty.
    if (field.closest('[aria-hidden="true"]')) continue;
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(field).visibility === 'hidden') continue;
    const style = getComputedStyle(field);
    const background = behind(field);
    const fill = over(rgba(style.backgroundColor), background);
    const border =
      parseFloat(style.borderBottomWidth) >= 1 && style.borderBottomStyle !== 'none'
        ? contrast(over(rgba(style.borderBottomColor), fill), background)
        : 0;
    const best = Math.max(border, contrast(fill, background));
    if (best < 3) {
      const name = field.getAttribute('name') ?? field.id ?? field.tagName.toLowerCase();
      problems.push(
        `${name}: border ${style.borderBottomColor}, fill ${style.backgroundColor}: ${best.toFixed(2)}:1`,
      );
    }
  }
  return problems;
}

// Reduced motion keeps every section visible at once, so axe sees the whole page. 1024 px is the narrower
// desktop: the header's More menu, documentation pages' stacked tables beside the sidebar.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1024, 1440]) {
    test.describe(`axe, ${colorScheme}, ${width} px`, () => {
      test.use({colorScheme, reducedMotion: 'reduce', viewport: {width, height: 900}});

      for (const route of ROUTES) {
        test(`${route} has no WCAG A/AA or best-practice violations`, async ({page}) => {
          await page.goto(route);
          expect(await violations(page)).toEqual([]);
          // On the page axe has just read: WCAG 1.4.11 for its form fields, which axe does not check.
          expect(await page.evaluate(weakFieldBoundaries)).toEqual([]);
        });
      }
    });
  }
}

test.describe('axe on opened states', () => {
  test.use({reducedMotion: 'reduce'});

  test('the mobile drawer, open', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/pricing');
    await waitForSettledPage(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the FAQ with an answer open', async ({page}) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    const question = page.locator('details summary').first();
    await question.click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });

  test('the features gallery dialog, open', async ({page}) => {
    await page.goto('/features');
    await waitForSettledPage(page);
    await page
      .getByRole('button', {name: /^Enlarge: /})
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the search page with results', async ({page}) => {
    await page.goto('/search?q=taper');
    await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible({timeout: 15_000});
    expect(await violations(page)).toEqual([]);
  });

  test('the 404 page', async ({page}) => {
    const response = await page.goto('/missing-page');
    expect(response?.status()).toBe(404);
    expect(await violations(page)).toEqual([]);
  });

  test('the sign-up confirmation', async ({page, context}) => {
    // The post opens a new tab: answer it here, never on the mailing-list port other specs listen on.
    const posted: string[] = [];
    await context.route(MAILING_LIST_URL, (route) => {
      posted.push(route.request().method());
      return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>ok</title>'});
    });
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const newTab = context.waitForEvent('page');
    await page.getByLabel('Email address').fill('runner@example.org');
    await page.getByRole('button', {name: /reserve my spot/i}).click();
    await (await newTab).waitForLoadState();
    expect(posted).toEqual(['POST']);
    await page.clock.runFor(SIGNUP_CONFIRMATION_DELAY_MS);
    await expect(page.getByRole('heading', {name: /Welcome to the .* Family!/})).toBeVisible();
    await page.clock.resume();
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * Screen-reader users jump to the `main` landmark and the theme's skip link moves the focus to it, so every
 * page has exactly one, around its heading: the site's pages, the 404 page and the search page, which the
 * search plugin renders without one (the layout adds it: src/components/MainLandmark).
 */
test.describe('one main landmark', () => {
  for (const route of [...ROUTES, '/search?q=taper', '/missing-page']) {
    test(`on ${route}`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      await expect(main.getByRole('heading', {level: 1})).toHaveCount(1);
    });
  }

  // A page of each kind: the site's own, a doc, an article, the search page.
  for (const route of [
    '/pricing',
    '/features/smart-adaptation',
    '/articles/dangers-of-overtraining',
    '/search?q=taper',
  ]) {
    test(`the skip link moves the focus into it on ${route}`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      const skip = page.getByRole('link', {name: 'Skip to main content'});
      await skip.focus();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      // The focus is on the main landmark (a screen reader announces it; the theme took its temporary
      // tabindex away at once, which dropped the focus to <body>), with no ring round the page, and the
      // next Tab lands on the first control inside the main content, not in the header.
      await expect(page.locator('main').first()).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
      ).toBe(true);
    });
  }
});

// The search page is not in ROUTES: its box (the search plugin's) gets the same form-field check.
test.describe('form fields stand out from their background (WCAG 1.4.11)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(colorScheme, () => {
      test.use({colorScheme, reducedMotion: 'reduce', viewport: {width: 390, height: 900}});
      test('on /search', async ({page}) => {
        await page.goto('/search');
        await waitForSettledPage(page);
        expect(await page.evaluate(weakFieldBoundaries)).toEqual([]);
      });
    });
  }
});
