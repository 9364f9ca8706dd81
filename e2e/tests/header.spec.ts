import {expect, test, type Locator, type Page} from '@playwright/test';
import {NAV_SCROLL_THRESHOLD_PX, PRE_REGISTER_SCROLL_DELAY_MS} from '../../src/constants';
import {pauseClock, waitForSettledPage} from '../support/hydration';
import {FEATURE_PAGES} from '../support/routes';
import {featuresMenu} from '../support/header';

const TOP_LINKS = [
  ['Training Plans', '/training-plans'],
  ['How It Works', '/how-it-works'],
  ['Compare', '/vs'],
  ['Pricing', '/pricing'],
  ['Articles', '/articles'],
  ['Tools', '/tools'],
  ['Shop', '/shop'],
  ['Support', '/support'],
  ['About Us', '/about-us'],
] as const;

const header = (page: Page) => page.getByRole('navigation', {name: 'Main'});

/**
 * Scrolls the window to `top` at once (not smoothly) and resolves once the scroll event has been handled:
 * the header's own scroll listener was added first, so it has run by then.
 */
async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === y) {
          resolve();
          return;
        }
        window.addEventListener('scroll', () => resolve(), {once: true});
        window.scrollTo({top: y, behavior: 'instant'});
      }),
    top,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
}

/** Waits for the CSS transitions and animations running in the element (and inside it) to finish. */
async function animationsFinished(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({subtree: true}).map((animation) => animation.finished)),
  );
}

test.describe('desktop header', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('has the spec links, search, colour toggle and Get Early Access', async ({page}) => {
    await page.goto('/pricing');
    const nav = header(page);
    for (const [label, href] of TOP_LINKS) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', {name: 'Features'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Get Early Access'})).toHaveAttribute('href', '/#pre-register');
    await expect(
      nav
        .getByRole('searchbox')
        .or(nav.getByPlaceholder(/search/i))
        .first(),
    ).toBeVisible();
    await expect(nav.getByRole('button', {name: /dark mode|light mode|system mode/i})).toBeVisible();
  });

  test('the Features dropdown lists exactly its five items and closes on mouse leave and outside click', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledPage(page);
    const trigger = header(page).getByRole('button', {name: 'Features'});
    const menu = featuresMenu(page);
    await trigger.hover();
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveText(FEATURE_PAGES.map(([label]) => label));
    for (const [label, href] of FEATURE_PAGES) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await page.mouse.move(700, 600);
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a dropdown item navigates', async ({page}) => {
    await page.goto('/');
    await header(page).getByRole('button', {name: 'Features'}).hover();
    await page.locator('.navbar .dropdown__menu').getByRole('link', {name: 'Coaching Insights'}).click();
    await expect(page).toHaveURL(/\/features\/coaching-insights$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Coaching Insights');
  });

  test('switches to the scrolled style past 50 px', async ({page}) => {
    await page.goto('/how-it-works');
    await waitForSettledPage(page);
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-navbar-scrolled');
    await scrollWindowTo(page, 40);
    await expect(html).not.toHaveAttribute('data-navbar-scrolled');
    await scrollWindowTo(page, NAV_SCROLL_THRESHOLD_PX);
    await expect(html).not.toHaveAttribute('data-navbar-scrolled');
    await scrollWindowTo(page, NAV_SCROLL_THRESHOLD_PX + 1);
    await expect(html).toHaveAttribute('data-navbar-scrolled', '');
    await scrollWindowTo(page, 200);
    await expect(html).toHaveAttribute('data-navbar-scrolled', '');
    await scrollWindowTo(page, 0);
    await expect(html).not.toHaveAttribute('data-navbar-scrolled');
  });

  test('Get Early Access from /pricing goes home, then scrolls to the sign-up 500 ms later', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/pricing');
    await pauseClock(page);
    await header(page).getByRole('link', {name: 'Get Early Access'}).click();
    const section = page.locator('#pre-register');
    // The home page comes at once, at its top and without the hash ...
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    await expect(section).toBeAttached();
    await page.clock.runFor(PRE_REGISTER_SCROLL_DELAY_MS - 1);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(section).not.toBeInViewport();
    // ... and the scroll to the sign-up starts 500 ms after the click.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/#pre-register$/);
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    // Once the smooth scroll settles, the section's top sits just under the header (or the page is at its end).
    await expect
      .poll(() =>
        section.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          const atBottom =
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 5;
          return top >= 0 && (top < 120 || atBottom);
        }),
      )
      .toBe(true);
  });

  // Every width from the drawer's breakpoint to a wide desktop, in both colour modes' metrics (the same):
  // each header control sits apart from the next, fully inside the viewport, and is the element found at
  // its own centre, so no link is hidden under the search box or the button.
  test('no header control overlaps another at any desktop width', async ({page}) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const problems: string[] = [];
    for (let width = 997; width <= 1920; width += width < 1700 ? 17 : 61) {
      await page.setViewportSize({width, height: 800});
      problems.push(
        ...(await page.evaluate((viewport) => {
          const controls = [
            ...document.querySelectorAll<HTMLElement>(
              '.navbar__inner .navbar__brand, .navbar__inner .navbar__item, .navbar__inner .navbar__items--right > *',
            ),
          ].filter((el) => el.getClientRects().length > 0 && !el.closest('.dropdown__menu'));
          const found: string[] = [];
          const boxes = controls.map((el) => ({el, box: el.getBoundingClientRect()}));
          for (const [i, {el, box}] of boxes.entries()) {
            const name = (el.textContent ?? '').trim() || el.className;
            if (box.left < 0 || box.right > viewport) found.push(`${viewport} px: ${name} leaves the screen`);
            const next = boxes[i + 1];
            if (next && next.box.left < box.right - 0.5 && next.el.parentElement !== el)
              found.push(
                `${viewport} px: ${name} overlaps ${(next.el.textContent ?? '').trim() || next.el.className}`,
              );
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (hit && !el.contains(hit) && !hit.contains(el))
              found.push(`${viewport} px: ${name} is covered`);
          }
          return found;
        }, width)),
      );
    }
    expect(problems).toEqual([]);
  });

  for (const width of [1024, 1280, 1440]) {
    test(`stays on one line at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/');
      const height = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(72);
      // Below 1280 px the last three links live in a More menu; from 1280 px they are in the header itself.
      const more = header(page).getByRole('button', {name: 'More', exact: true});
      const aboutUs = header(page).getByRole('link', {name: 'About Us', exact: true});
      if (width < 1280) {
        await expect(more).toBeVisible();
        await expect(aboutUs).toBeHidden();
      } else {
        await expect(more).toBeHidden();
        await expect(aboutUs).toBeVisible();
      }
      await expect(header(page).getByRole('link', {name: 'Get Early Access'})).toBeVisible();
    });
  }

  test('the More menu holds Shop, Support and About Us on a narrower desktop, by keyboard too', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1100, height: 800});
    await page.goto('/');
    await waitForSettledPage(page);
    const more = header(page).getByRole('button', {name: 'More', exact: true});
    const menu = page
      .locator('.navbar .dropdown')
      .filter({has: page.getByRole('button', {name: 'More', exact: true})})
      .locator('.dropdown__menu');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Shop', 'Support', 'About Us']);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'Shop'})).toBeFocused();
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await menu.getByRole('link', {name: 'About Us'}).click();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('mobile header', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the drawer opens from the right with the same links and the button', async ({page}) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await animationsFinished(drawer);
    const box = await drawer.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
    expect(box?.x ?? 0).toBeGreaterThan(0);
    for (const [label] of TOP_LINKS) {
      await expect(drawer.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    // The desktop's More menu only repeats three of those links, so the drawer leaves it out.
    await expect(drawer.getByText('More', {exact: true})).toHaveCount(0);
    await expect(
      drawer
        .getByRole('button', {name: 'Features', exact: true})
        .or(drawer.getByRole('link', {name: 'Features', exact: true})),
    ).toBeVisible();
    const cta = drawer.getByRole('link', {name: 'Get Early Access'});
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page).toHaveURL(/\/#pre-register$/);
    await expect(page.locator('#pre-register')).toBeInViewport();
  });

  test('the drawer opens whole after the page has been scrolled', async ({page}) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    // Scrolled, the header blurs what passes under it (a backdrop-filter), which made it the containing
    // block of the fixed drawer inside it: the drawer shrank to the header's height, with no links.
    await scrollWindowTo(page, 800);
    await expect(page.locator('html')).toHaveAttribute('data-navbar-scrolled');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await animationsFinished(drawer);
    const box = await drawer.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(844);
    for (const [label] of TOP_LINKS) {
      await expect(drawer.getByRole('link', {name: label, exact: true})).toBeInViewport();
    }
    // The backdrop covers the page beside it.
    const backdrop = await page.locator('.navbar-sidebar__backdrop').boundingBox();
    expect(Math.round(backdrop?.height ?? 0)).toBe(844);
  });

  test('nothing of the header shows through the open drawer, after the search box has been used', async ({
    page,
  }) => {
    await page.goto('/shop');
    await waitForSettledPage(page);
    const search = page.getByRole('searchbox', {name: 'Search'});
    await search.click();
    await expect(page.locator('.navbar__search:not(form) input.navbar__search-input')).toBeFocused();
    await page.getByRole('heading', {level: 1}).click();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await animationsFinished(drawer);
    // Every point of the header's parts that lie under the drawer hits the drawer, not the part (hit-testing
    // follows the painting order once every part takes pointer events: the search icon is set not to).
    await page.addStyleTag({content: '.navbar__inner * { pointer-events: auto !important; }'});
    const showing = await page.evaluate(() => {
      const panel = document.querySelector('.navbar-sidebar')!;
      const area = panel.getBoundingClientRect();
      return [...document.querySelectorAll('.navbar__inner *')]
        .map((element) => ({element, box: element.getBoundingClientRect()}))
        .filter(
          ({box}) =>
            box.width > 0 && box.left >= area.left && box.right <= area.right && box.top < area.bottom,
        )
        .filter(({box}) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && !panel.contains(hit);
        })
        .map(({element}) => element.outerHTML.slice(0, 60));
    });
    expect(showing).toEqual([]);
  });

  test('the drawer holds the focus while open: Escape, the close button and the backdrop give it back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettledPage(page);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    const drawer = page.locator('.navbar-sidebar');
    const close = page.getByRole('button', {name: /close navigation bar/i});
    const focusInDrawer = () =>
      page.evaluate(
        () => document.querySelector('.navbar-sidebar')?.contains(document.activeElement) ?? false,
      );

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toBeFocused();
    // A screen reader is told it is in a modal dialog, and what it is.
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Pricing');
    // Forward and back through more stops than the drawer has: the focus never reaches the page under it.
    const stops = (await drawer.locator('a[href], button').count()) + 3;
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops; i += 1) {
        await page.keyboard.press(key);
        const outside = await page.evaluate(() => {
          const focused = document.activeElement;
          return (
            focused !== null &&
            focused !== document.body &&
            !document.querySelector('.navbar-sidebar')?.contains(focused)
          );
        });
        expect(outside, `${key} ${i + 1}`).toBe(false);
      }
    }
    const mainIsInert = () => page.evaluate(() => document.querySelector('main')?.closest('[inert]') != null);
    expect(await mainIsInert()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await mainIsInert()).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await toggle.click();
    await expect(close).toBeFocused();
    expect(await focusInDrawer()).toBe(true);
    await close.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await animationsFinished(drawer);
    // The strip of backdrop left of the drawer closes it, as before.
    await page.mouse.click(8, 600);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('the hidden desktop links keep their server HTML on a phone and come alive once the window widens', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    // The Features menu, the nine page links and the More menu, hidden below 997 px (the drawer has its own
    // copies of the links).
    const desktopItems = page.locator('.navbar__items:not(.navbar__items--right) .navbar__item');
    await expect(desktopItems).toHaveCount(TOP_LINKS.length + 2);
    const hydrated = () =>
      desktopItems.evaluateAll(
        (items) => items.filter((item) => Object.keys(item).some((key) => key.startsWith('__react'))).length,
      );
    expect(await hydrated()).toBe(0);

    await page.setViewportSize({width: 1440, height: 900});
    await expect.poll(hydrated).toBe(TOP_LINKS.length + 2);
    const trigger = header(page).getByRole('button', {name: 'Features'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    const link = header(page).getByRole('link', {name: 'Training Plans', exact: true});
    await link.click();
    await expect(page).toHaveURL(/\/training-plans$/);
    await expect(link).toHaveClass(/navbar__link--active/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  for (const route of ['/', '/features/smart-adaptation']) {
    test(`${route}: the drawer is built when first opened, slides in, and stays for the next opening`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForSettledPage(page);
      // Not rendered on load: a phone spends nothing on a menu it may never open.
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      await page.evaluate(() => {
        const runs: string[] = [];
        (window as unknown as {drawerTransitions: string[]}).drawerTransitions = runs;
        document.addEventListener('transitionrun', (event) => {
          if (event.target instanceof Element && event.target.classList.contains('navbar-sidebar')) {
            runs.push(event.propertyName);
          }
        });
      });
      const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
      await toggle.click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeInViewport({ratio: 0.9});
      // The first opening slides in (@starting-style), as the theme's pre-rendered drawer did.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as {drawerTransitions: string[]}).drawerTransitions),
        )
        .toContain('transform');
      await animationsFinished(drawer);
      await expect(drawer.getByRole('link', {name: 'Pricing', exact: true})).toBeVisible();
      await page.getByRole('button', {name: /close navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      await animationsFinished(drawer);
      await expect(drawer).toHaveCount(1);
      await expect(drawer).not.toBeInViewport();
      await toggle.click();
      await expect(drawer).toBeInViewport({ratio: 0.9});
    });
  }
});
