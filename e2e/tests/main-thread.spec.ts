import {expect, test, type Page} from '@playwright/test';
import {ownedByReact, waitForHydration, waitForSettledPage} from '../support/hydration';
import {ROUTES} from '../support/routes';
import {markWindow, sameDocument} from '../support/sameDocument';

/*
 * What keeps a phone's main thread light after the first paint (issue #17). Timings are measured by
 * `npm run bench`, never here; these are the properties behind them:
 * - every keyframe animation on every route moves only transform and opacity, which the compositor runs without
 *   repainting the page on each frame (a box-shadow pulse in the hero once cost ~0.7 s of main thread);
 * - sections and figures with nothing interactive keep their server HTML on the first load (StaticMarkup):
 *   React does not hydrate them, yet they are whole, and they render normally after client-side navigation;
 * - Docusaurus' bundles start only after the first contentful paint (src/plugins/deferScripts.ts), so no
 *   script runs before the reader sees the page, and every page still hydrates;
 * - the main bundle evaluates its largest modules in tasks of their own before Docusaurus' entry runs
 *   (src/clientModules/clientEntry.ts), instead of all of them in the task that runs the bundle;
 * - no page builds an `Intl` formatter while it loads (src/lib/format.ts): a phone's first date formatter
 *   loads ICU's calendar data in one task of about 100 ms at 4x throttling. /pricing alone needs `Intl`,
 *   for the visitor's own time zone and currency;
 * - no page draws an SVG file as an image: the browser builds each one as a document of its own on the page's
 *   main thread (three on every page, about 30 ms at full speed, when the header and footer logos and the
 *   favicon were files). The brand mark is drawn inline (src/components/BrandMark).
 */

/** Properties the compositor animates on its own. */
const COMPOSITED = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);

test.describe('keyframe animations are composited', () => {
  for (const route of ROUTES) {
    test(`${route} animates only transform and opacity`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      const animated = await page.evaluate(() =>
        // Keyframe animations, not transitions: a transition runs once, briefly, when something changes
        // (a hover, the table of contents marking the current heading).
        document.getAnimations().flatMap((animation) => {
          if (animation instanceof CSSTransition) return [];
          const effect = animation.effect as KeyframeEffect | null;
          const target = effect?.target;
          const name =
            target instanceof Element ? `${target.tagName.toLowerCase()}.${target.className}` : '?';
          return (effect?.getKeyframes() ?? []).flatMap((frame) =>
            Object.keys(frame)
              .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))
              .map((property) => `${name}: ${property}`),
          );
        }),
      );
      expect(animated.filter((entry) => !COMPOSITED.has(entry.split(': ').at(-1) ?? ''))).toEqual([]);
    });
  }
});

test.describe('the bundles start after the first paint', () => {
  for (const route of ROUTES) {
    test(`${route} paints before it requests its scripts, then hydrates`, async ({page}) => {
      const response = await page.goto(route);
      // The built page carries no script tag that the browser would fetch from <head>.
      expect((await response!.text()).match(/<script\b[^>]*\bsrc=/g)).toBeNull();
      await waitForSettledPage(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/js\/(runtime~)?main\.[\w]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts).toHaveLength(2);
      for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint);
      expect(await ownedByReact(page, 'nav[aria-label="Main"] a')).toBe(true);
    });
  }
});

test.describe('the main bundle does not run Docusaurus in the task that evaluates it', () => {
  for (const route of ['/', '/features/coaching-insights', '/tools/training-load', '/privacy-policy']) {
    test(`${route}: Docusaurus starts in a later task, and the page hydrates`, async ({page}) => {
      await page.addInitScript(() => {
        const seen = ((window as unknown as {__mainBundle: string[]}).__mainBundle = [] as string[]);
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLScriptElement && /\/assets\/js\/main\.\w+\.js$/.test(node.src)) {
              // A script's load event is fired in the task that ran it, right after it ran.
              node.addEventListener('load', () => {
                const w = window as unknown as {docusaurus?: unknown; docusaurusRoot?: unknown};
                seen.push(`docusaurus ${typeof w.docusaurus}, root ${typeof w.docusaurusRoot}`);
              });
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(route);
      await waitForSettledPage(page);
      expect(await page.evaluate(() => (window as unknown as {__mainBundle: string[]}).__mainBundle)).toEqual(
        ['docusaurus undefined, root undefined'],
      );
      expect(await page.evaluate(() => typeof (window as unknown as {docusaurus?: unknown}).docusaurus)).toBe(
        'object',
      );
      expect(await ownedByReact(page, 'nav[aria-label="Main"] a')).toBe(true);
    });
  }
});

/** Whether React has taken over the element (hydrated or rendered it): it then carries React's keys. */
const STATIC_PARTS = [
  // Home: the hero's stats and phone mock-up, the sample athlete's race-morning dashboard, the data sources,
  // the engine and the testimonials.
  ['/', 'section[aria-labelledby="hero-title"] figure p', /\S/],
  ['/', 'section[aria-labelledby="hero-title"] dl dd', /\S/],
  ['/', '#real-time-analytics a[href="/glossary#ctl"]', /^CTL$/],
  ['/', '#data-intelligence h2', /\S/],
  ['/', '#ai-engine h2', /\S/],
  ['/', '#testimonials blockquote', /\S/],
  // The performance-management chart and the zone tables of the feature page.
  ['/features/smart-adaptation', 'svg[role="img"] title', /^Fitness, fatigue and form across a 12-week/],
  ['/features/smart-adaptation', 'table caption', /Form \(TSB\) zones/],
  // The sample post-run analysis and coach chat, computed from the sample athlete's log at build time.
  ['/features/coaching-insights', '#sample-analysis-title', /\S/],
  ['/features/coaching-insights', 'figure[aria-labelledby] ol p', /\S/],
  // A tool's explainer and its reference tables (src/domains/tools): text and numbers from typed data.
  ['/tools/pace-converter', '#pace-converter-how-title', /\S/],
  ['/tools/pace-converter', '#reference table td', /\S/],
  ['/tools/race-predictor', '#reference table td', /\S/],
  ['/tools/training-load', '#reference table td', /\S/],
  // Bodies with nothing interactive in them (src/plugins/remarkStaticBody.ts): the policies, the articles,
  // and the docs whose components are all static (the MDX map's or imported from STATIC_MDX_MODULES).
  ['/privacy-policy', '.theme-doc-markdown h2', /\S/],
  ['/cookie-policy', '.theme-doc-markdown table th', /\S/],
  ['/articles/dangers-of-overtraining', '.markdown a[href="/glossary#hrv"]', /^HRV$/],
  ['/about-us', '.theme-doc-markdown h2', /\S/],
  ['/glossary', '.theme-doc-markdown h2', /\S/],
  ['/features/smart-adaptation', '.theme-doc-markdown h2', /\S/],
  ['/features/warmup-stretching', '.theme-doc-markdown h2', /\S/],
  ['/features/coaching-insights', '.theme-doc-markdown h2', /\S/],
  // In bodies that hydrate (a calculator, an FAQ, a gallery, a comparison with tooltips), the blocks of the
  // static modules' components, each kept on its own (KeptContent): cards, steps, the injuries, testimonials.
  ['/features', '.theme-doc-markdown li h3', /\S/],
  ['/how-it-works', '.theme-doc-markdown ol li h3', /\S/],
  ['/injury-prevention', '.theme-doc-markdown h3#injury-runners-knee', /\S/],
  ['/training-plans', '.theme-doc-markdown h3#plan-5k', /\S/],
  ['/training-plans', '.theme-doc-markdown blockquote p', /\S/],
  // Lists the browser runs by itself, inside bands and bodies that hydrate: an FAQ (native <details>, one
  // open at a time by their shared name) and link cards (plain links, given the router by useStaticLinks).
  ['/pricing', '#pricing-faq summary', /\S/],
  ['/support', '#support summary', /\S/],
  ['/tools/pace-converter', '#faq summary', /\S/],
  ['/how-it-works', '.theme-doc-markdown summary', /\S/],
  ['/injury-prevention', '.theme-doc-markdown summary', /\S/],
  ['/tools', 'nav[aria-labelledby="tools-list-title-text"] a', /\S/],
  ['/tools/pace-converter', 'nav[aria-labelledby="more-tools-title-text"] a', /\S/],
  ['/vs/runna', 'nav[aria-labelledby="more-comparisons-text"] a', /\S/],
  ['/features', 'nav[aria-label="Go deeper"] a', /\S/],
] as const;

test.describe('static parts are not hydrated on the first load', () => {
  for (const [route, selector, text] of STATIC_PARTS) {
    test(`${route}: ${selector}`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      // The page as a whole is hydrated: its header links are React's.
      expect(await ownedByReact(page, 'nav[aria-label="Main"] a')).toBe(true);
      await expect(page.locator(selector).first()).toHaveText(text);
      expect(await ownedByReact(page, selector)).toBe(false);
    });
  }

  // A calculator, and a comparison table with tooltips (imported from a module that is not listed).
  for (const route of ['/injury-prevention', '/training-plans']) {
    test(`a body with an interactive part in it hydrates as before: ${route}`, async ({page}) => {
      await page.goto(route);
      await waitForSettledPage(page);
      await expect(page.locator('.theme-doc-markdown h2').first()).toHaveText(/\S/);
      expect(await ownedByReact(page, '.theme-doc-markdown h2')).toBe(true);
    });
  }

  test('after client-side navigation they are rendered by React, whole', async ({page}) => {
    await page.goto('/pricing');
    await waitForSettledPage(page);
    const logo = page.getByRole('navigation', {name: 'Main'}).getByRole('link').first();
    await waitForHydration(logo);
    await markWindow(page);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    const ctl = page.locator('#real-time-analytics a[href="/glossary#ctl"]');
    await expect(ctl).toHaveText('CTL');
    // Same document (no full load), and React rendered the dashboard this time.
    expect(await sameDocument(page)).toBe(true);
    expect(await ownedByReact(page, '#real-time-analytics a[href="/glossary#ctl"]')).toBe(true);
  });

  test('a kept link card opens its page through the router, where React renders the cards', async ({
    page,
  }) => {
    await page.goto('/tools/pace-converter');
    await waitForSettledPage(page);
    const cards = page.getByRole('navigation', {name: 'More tools for runners'});
    await markWindow(page);
    await cards.getByRole('link', {name: /^Race time predictor/}).click();
    await expect(page).toHaveURL(/\/tools\/race-predictor$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/race/i);
    expect(await sameDocument(page)).toBe(true);
    expect(await ownedByReact(page, 'nav[aria-labelledby="more-tools-title-text"] a')).toBe(true);
  });

  test("a kept FAQ opens one answer at a time, and an answer's link goes through the router", async ({
    page,
  }) => {
    await page.goto('/tools/training-load');
    await waitForSettledPage(page);
    const faq = page.locator('#faq');
    const questions = faq.locator('summary');
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    // Its answer, and so its link, is hidden until it opens.
    const item = faq.locator('details').filter({hasText: 'Is this the same calculator'});
    await item.locator('summary').click();
    await markWindow(page);
    await item.getByRole('link', {name: 'Read about injury prevention'}).click();
    await expect(page).toHaveURL(/\/injury-prevention$/);
    expect(await sameDocument(page)).toBe(true);
    expect(await ownedByReact(page, '.theme-doc-markdown summary')).toBe(true);
  });

  test('the sample analysis and chat, computed on the phone after client-side navigation, are whole', async ({
    page,
  }) => {
    await page.goto('/features');
    await waitForSettledPage(page);
    const link = page.locator('main a[href="/features/coaching-insights"]').first();
    await waitForHydration(link);
    await markWindow(page);
    await link.click();
    await expect(page).toHaveURL(/\/features\/coaching-insights$/);
    await expect(page.locator('#sample-analysis-title')).toHaveText('Tempo run');
    await expect(page.locator('figure[aria-labelledby] ol > li')).toHaveCount(5);
    expect(await sameDocument(page)).toBe(true);
    expect(await ownedByReact(page, '#sample-analysis-title')).toBe(true);
  });
});

/**
 * Pages that may use Intl while they load: the price card reads the visitor's time zone (and formats a
 * currency other than whole US dollars with Intl.NumberFormat; whole dollars are written without it).
 */
const NEEDS_INTL = new Set(['/pricing']);

/**
 * Opens the route with every `Intl` formatter and `toLocale*String` method recorded, and returns the calls
 * made while it loaded and hydrated.
 */
async function intlCallsWhileLoading(page: Page, route: string): Promise<string[]> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {intlCalls: string[]}).intlCalls = calls;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Collator',
    ]) {
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args) {
          calls.push(`new Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.apply(target as (...a: unknown[]) => object, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, method] of methods) {
      const original = (prototype as Record<string, (...a: unknown[]) => string>)[method]!;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(`${method}(${JSON.stringify(args)})`);
        return original.apply(this, args);
      };
    }
  });
  await page.goto(route);
  await waitForSettledPage(page);
  expect(await ownedByReact(page, 'nav[aria-label="Main"] a')).toBe(true);
  return page.evaluate(() => (window as unknown as {intlCalls: string[]}).intlCalls);
}

test.describe("a comparison's table, which a phone never shows, is not hydrated on a phone", () => {
  // The list replaces the table in a narrow column (src/domains/comparisons/ComparisonTable): on a screen too
  // narrow for the table, React leaves the table as the server drew it and hydrates the list.
  test.use({viewport: {width: 390, height: 844}});

  for (const route of ['/vs', '/vs/trenara', '/features']) {
    test(`${route}: the list's notes are React's, the hidden table's and the plain ratings are not`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForSettledPage(page);
      const scroller = page.locator('[role="region"][tabindex="0"]').filter({has: page.locator('table')});
      await expect(scroller.locator('table')).toBeHidden();
      await expect(scroller.locator('table th').first()).toHaveText(/\S/);
      expect(await ownedByReact(page, `main [role="region"][tabindex="0"] table th`)).toBe(false);
      const listNote = scroller.getByRole('button', {name: /^Note on /}).first();
      await expect(listNote).toBeVisible();
      await waitForHydration(listNote);
      // In the list, a rating without a note has nothing to open: it too keeps the server's HTML.
      const plainRating = 'main [role="region"][tabindex="0"] dl > div:not(:has(button)) dd';
      await expect(page.locator(plainRating).first()).toHaveText(/\S/);
      expect(await ownedByReact(page, plainRating)).toBe(false);
    });
  }

  test('turned to a wide screen, the table is rendered and its notes open', async ({page}) => {
    await page.goto('/vs');
    await waitForSettledPage(page);
    await page.setViewportSize({width: 1440, height: 900});
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    const note = table.getByRole('button', {name: /^Note on /}).first();
    await waitForHydration(note);
    await note.focus();
    await expect(page.locator(`[id="${await note.getAttribute('aria-describedby')}"]`)).toHaveAttribute(
      'data-state',
      'open',
    );
  });

  test('on a wide screen the table is hydrated from the start', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/vs/trenara');
    await waitForSettledPage(page);
    expect(await ownedByReact(page, 'main table th')).toBe(true);
  });
});

test.describe('no Intl formatter while a page loads', () => {
  // A phone's width: the docs pages render their mobile sidebar menu then, and Docusaurus' sorted the
  // menu's props with `localeCompare` (src/clientModules/reactUtils.ts).
  test.use({viewport: {width: 390, height: 844}});
  for (const route of [...ROUTES.filter((r) => !NEEDS_INTL.has(r)), '/articles/archive']) {
    test(`${route} formats its numbers and dates without Intl`, async ({page}) => {
      expect(await intlCallsWhileLoading(page, route)).toEqual([]);
    });
  }

  test('/pricing still uses it (the check sees Intl)', async ({page}) => {
    const calls = await intlCallsWhileLoading(page, '/pricing');
    // The fallback price card picks its region from the browser's time zone.
    expect(calls.some((call) => /^(new )?Intl\.DateTimeFormat\(/.test(call))).toBe(true);
  });
});

test.describe('no transition while a page loads', () => {
  // A phone's width. On a wide screen a documentation page's table of contents marks its first heading
  // as the page loads (a colour transition on one link), which is the theme's doing and wanted.
  test.use({viewport: {width: 390, height: 844}});
  for (const route of ROUTES) {
    test(`${route} starts no CSS transition as it loads and hydrates`, async ({page}) => {
      await page.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as {transitions: string[]}).transitions = started;
        addEventListener(
          'transitionrun',
          (event) => {
            const target = event.target as Element;
            started.push(`${target.tagName.toLowerCase()}.${target.className}: ${event.propertyName}`);
          },
          true,
        );
      });
      await page.goto(route);
      await waitForSettledPage(page);
      // Past the hydration effects, for a transition that would start a frame or two later.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as {transitions: string[]}).transitions)).toEqual(
        [],
      );
    });
  }

  test('a section below the fold still fades in when it is reached (the check sees transitions)', async ({
    page,
  }) => {
    await page.goto('/tools/pace-converter');
    await waitForSettledPage(page);
    const waiting = page.locator('[class*="reveal_"][class*="waiting_"]').first();
    await expect(waiting).toHaveCSS('opacity', '0');
    // The first transition of a revealed section (others, such as a header's colour, may run on scroll).
    const ran = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const listener = (event: TransitionEvent) => {
            if (!String((event.target as Element).className).includes('reveal_')) return;
            removeEventListener('transitionrun', listener, true);
            resolve(event.propertyName);
          };
          addEventListener('transitionrun', listener, true);
        }),
    );
    await waiting.scrollIntoViewIfNeeded();
    expect(['opacity', 'transform']).toContain(await ran);
    await expect(page.locator('[class*="reveal_"][class*="shown_"]').first()).toHaveCSS('opacity', '1');
  });
});

/** Every image the page uses, as the browser resolved it: `<img>`, icons, and CSS images of every element. */
async function imagesInUse(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = [
      ...[...document.images].map((img) => img.currentSrc || img.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href),
    ];
    const cssImage = /url\("?([^")]+)"?\)/g;
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after', '::marker']) {
        const style = getComputedStyle(element, pseudo);
        for (const value of [style.backgroundImage, style.maskImage, style.listStyleImage, style.content]) {
          for (const [, url] of value.matchAll(cssImage)) urls.push(url!);
        }
      }
    }
    return urls;
  });
}

const isSvg = (url: string) => /^data:image\/svg\+xml|\.svg(?:[?#]|$)/.test(url);

test.describe('no SVG drawn as an image', () => {
  for (const route of ROUTES) {
    test(`${route} draws no SVG file or data URL as an image`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (isSvg(request.url())) requested.push(request.url());
      });
      await page.goto(route);
      await waitForSettledPage(page);
      const images = await imagesInUse(page);
      // The check sees the page's images (every page has its favicon at least).
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter(isSvg)).toEqual([]);
      expect(requested).toEqual([]);
    });
  }
});
