import {expect, test, type Locator, type Page} from '@playwright/test';
import {namesIncluding, recordScripts, waitForHydration, waitForSettledPage} from '../support/hydration';
import {FEATURE_PAGES} from '../support/routes';
import {faqPageData} from '../support/structuredData';
import {plainText} from '../../test/plainText';

test.use({viewport: {width: 1440, height: 900}});

const main = (page: Page) => page.locator('main');
const h2s = (page: Page) => main(page).getByRole('heading', {level: 2});

/**
 * Each body row's header and range, as a reader sees them (test/plainText.ts): a zone's badge with the range
 * under it, or a header cell and the next cell.
 */
async function firstCells(table: Locator): Promise<string[][]> {
  const cells = await table.locator('tbody th').evaluateAll((headers) =>
    headers.map((header) => {
      const parts = header.children.length > 1 ? [...header.children] : [header, header.nextElementSibling];
      return parts.slice(0, 2).map((part) => part?.textContent ?? '');
    }),
  );
  return cells.map((row) => row.map(plainText));
}

async function tabUntil(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('focus never reached the target');
}

test.describe('page content', () => {
  test('/features: overview, gallery, seven-feature grid, comparison and cards to the feature pages', async ({
    page,
  }) => {
    await page.goto('/features');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Every feature, built around your next run',
    );
    await expect(h2s(page)).toHaveText([
      'See it in the app',
      'The coaching ecosystem',
      'How it compares',
      'Go deeper',
    ]);

    const gallery = page.getByRole('list', {name: 'App screens'});
    await expect(gallery.getByRole('listitem')).toHaveCount(4);
    for (const title of [
      'Your week, rewritten',
      'Post-run analysis',
      'Coach chat',
      'Training-load dashboard',
    ]) {
      await expect(gallery.getByText(title, {exact: true})).toBeVisible();
    }
    await expect(gallery.locator('img')).toHaveCount(4);
    for (const img of await gallery.locator('img').all()) {
      await expect(img).toHaveAttribute('width', '300');
      await expect(img).toHaveAttribute('height', '600');
      await expect(img).toHaveAttribute('loading', 'lazy');
    }

    const ecosystem = main(page)
      .locator('ul')
      .filter({has: page.getByRole('heading', {name: 'Adaptive training plans'})});
    await expect(ecosystem.getByRole('heading', {level: 3})).toHaveCount(7);
    await expect(ecosystem).toContainText('within 24 hours');

    const table = page.getByRole('table', {
      name: /Other running apps, our AI coach and traditional coaching/,
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      /Other running apps/,
      'Stridely',
      /Traditional coaching/,
    ]);
    await expect(table.getByRole('row', {name: /Injury-risk monitoring/})).toContainText(
      'at 1.5 or more the load is reduced automatically',
    );

    const deeper = page.getByRole('navigation', {name: 'Go deeper', exact: true});
    await expect(deeper.getByRole('link')).toHaveCount(4);
    for (const href of [
      '/features/smart-adaptation',
      '/features/coaching-insights',
      '/injury-prevention',
      '/features/warmup-stretching',
    ]) {
      await expect(deeper.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await deeper.getByRole('link', {name: /Coaching Insights/}).click();
    await expect(page).toHaveURL(/\/features\/coaching-insights$/);
  });

  test('/features/smart-adaptation: CTL, ATL and TSB, the form zones and taper guidance by distance', async ({
    page,
  }) => {
    await page.goto('/features/smart-adaptation');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Smart Session Adaptation');
    await expect(h2s(page)).toContainText([
      'Fitness, fatigue and form',
      'The form zones',
      'How the plan uses them',
      'Taper guidance by distance',
      'A worked example',
    ]);
    await expect(main(page)).toContainText('is a 42-day exponentially weighted average');
    await expect(main(page)).toContainText('is the same average over 7 days');

    const zones = page.getByRole('table', {name: 'Form (TSB) zones'});
    expect(await firstCells(zones)).toEqual([
      ['Peak: race-ready', '+15 to +25'],
      ['Fresh', '+5 to +15'],
      ['Optimal training', '\u221210 to +5'],
      ['Overreaching', '\u221230 to \u221210'],
      ['Danger: deep fatigue', 'Below \u221230'],
    ]);
    await expect(zones.getByRole('row', {name: /Danger/})).toContainText('recovery mode');

    const taper = page.getByRole('table', {name: 'Taper length by race distance'});
    expect(await firstCells(taper)).toEqual([
      ['5K/10K', '5–7 days'],
      ['Half marathon', '7–10 days'],
      ['Marathon', '14–21 days'],
      ['Ultra', '14–28 days'],
    ]);
    await expect(taper.getByRole('row', {name: /Half marathon/})).toContainText('Cut by about 40%');
    await expect(main(page).getByRole('link', {name: 'Injury Prevention'})).toHaveAttribute(
      'href',
      '/injury-prevention',
    );
  });

  test('/features/coaching-insights: feedback categories, a sample analysis and chat, three offerings', async ({
    page,
  }) => {
    await page.goto('/features/coaching-insights');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Coaching Insights');
    await expect(h2s(page)).toHaveText([
      'What the coach comments on',
      'A sample post-run analysis',
      'A sample coach chat',
      'Three ways the coach keeps you informed',
      'Ask anything, any time',
    ]);
    for (const category of [
      'Pacing',
      'Effort against the plan',
      'Heart-rate drift',
      'Niggles and pain reports',
    ]) {
      await expect(main(page).getByRole('heading', {level: 3, name: category})).toBeVisible();
    }
    const analysis = page.getByRole('article', {name: 'Tempo run'});
    await expect(analysis).toContainText('9.0 km');
    await expect(analysis).toContainText('46:30');
    await expect(analysis).toContainText(/\d+ rTSS/);
    const chat = page.getByRole('figure', {name: 'Sample coach chat'});
    await expect(chat.getByRole('listitem')).toHaveCount(5);
    await expect(chat).toContainText(/Your form this morning is [−+]?\d+\.\d/);
    for (const offering of ['Immediate post-run analysis', 'Weekly progress reports', 'Pre-run briefings']) {
      await expect(main(page).getByRole('heading', {level: 3, name: offering})).toBeVisible();
    }
  });

  test('/features/warmup-stretching: easy run, interval session and long run routines with their lengths', async ({
    page,
  }) => {
    await page.goto('/features/warmup-stretching');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Warm-ups & Stretching');
    const cards = page.locator('.theme-doc-markdown article');
    await expect(cards).toHaveCount(3);
    for (const [session, minutes] of [
      ['Easy run', '5–8 min warm-up'],
      ['Interval session', '10–15 min warm-up'],
      ['Long run', '8–12 min warm-up'],
    ] as const) {
      const card = page.getByRole('article', {name: session});
      expect(plainText(await card.textContent())).toContain(minutes);
      await expect(card.getByRole('group', {name: 'The routine'}).getByRole('listitem')).not.toHaveCount(0);
      await expect(card.getByRole('group', {name: 'Cool-down'})).toContainText(/stretch/i);
    }
  });

  test('/injury-prevention: ACWR zones, load rules, six injuries, a case story, the calculator and an FAQ', async ({
    page,
  }) => {
    await page.goto('/injury-prevention');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Injury Prevention');
    await expect(h2s(page)).toHaveText([
      'The acute-to-chronic workload ratio',
      'Rules the coach follows',
      'Common running injuries',
      'A case story',
      'Check your own load',
      'Questions about injury prevention',
    ]);
    const acwr = page.getByRole('table', {name: /ACWR\) zones/});
    expect(await firstCells(acwr)).toEqual([
      ['Underloaded', 'Below 0.8'],
      ['Safe: sweet spot', '0.8 to 1.3'],
      ['Caution: load rising fast', '1.3 to 1.5'],
      ['Danger: load spike', '1.5 and above'],
    ]);
    await expect(acwr.getByRole('row', {name: /Danger/})).toContainText('reduces your load automatically');
    await expect(page.getByRole('table', {name: /Weekly change in running volume/})).toContainText(
      '+30% and above',
    );
    const ramp = page.getByRole('table', {name: /CTL\) ramp/});
    await expect(ramp).toContainText('Building gently');
    await expect(ramp).toContainText('5 to 7 points');

    for (const injury of [
      'Shin splints',
      'Runner’s knee',
      'IT band syndrome',
      'Achilles tendinopathy',
      'Plantar fasciitis',
      'Bone stress injuries',
    ]) {
      const card = page.getByRole('article', {name: injury});
      await expect(card.getByRole('group', {name: 'What the coach watches for'})).toBeVisible();
      await expect(card.getByRole('group', {name: 'How it helps prevent it'})).toBeVisible();
    }
    const story = page.getByRole('article', {name: 'Sam’s week 4'});
    await expect(story).toContainText(/fictional example/i);
    await expect(story).toContainText('1.58');
    await expect(story).toContainText('Danger: load spike');
    await expect(page.locator('h2#calculator')).toHaveText('Check your own load');
  });

  test('/training-plans: four plan cards with every field, why AI, traditional vs AI and testimonials', async ({
    page,
  }) => {
    await page.goto('/training-plans');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Training plans for every distance');
    await expect(h2s(page)).toHaveText([
      'Four plans, one coach',
      'Why an AI coach',
      'Traditional plan or AI coach?',
      'Runners on their plans',
    ]);
    const plans = [
      ['5K', '8 weeks', '3–4 runs a week', 'Beginner', '25–35 min'],
      ['10K', '10 weeks', '4–5 runs a week', 'Intermediate', '45–65 min'],
      ['Half marathon', '12 weeks', '4–6 runs a week', 'Intermediate–Advanced', '1:30–2:30 h'],
      ['Marathon', '16 weeks', '5–6 runs a week', 'Advanced', '3:00–5:00 h'],
    ];
    for (const [title, duration, frequency, difficulty, target] of plans) {
      const card = page.getByRole('article', {name: title, exact: true});
      expect((await card.locator('dd').allTextContents()).map(plainText)).toEqual([
        duration,
        frequency,
        difficulty,
        target,
      ]);
      await expect(card.getByRole('heading', {level: 4})).toHaveText([
        'What the plan includes',
        'What the AI coach adds',
      ]);
    }
    const table = page.getByRole('table', {name: /traditional training plan compared/i});
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', /Traditional plan/, 'Stridely']);
    await expect(table.getByRole('row', {name: /Starting point/})).toContainText('5\u2011minute assessment');
    await expect(main(page).locator('blockquote')).toHaveCount(4);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('/how-it-works: four steps from the 5-minute assessment, the AI, privacy and seven questions', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('How it works');
    await expect(h2s(page)).toHaveText([
      'Four steps from sign-up to a plan that adapts',
      'The AI behind the coach',
      'What the AI does',
      'Your data, your call',
      'Frequently asked questions',
    ]);
    const steps = main(page).locator('ol').first().getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText('Take the assessment');
    await expect(steps.first()).toContainText('5 minutes');
    await expect(steps.last()).toContainText('Within 24 hours');
    await expect(main(page)).toContainText('Never sold');
    await expect(main(page).getByRole('link', {name: 'privacy policy'})).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(main(page).locator('details')).toHaveCount(7);
  });

  test('/about-us: the founders’ story and a button to the sign-up', async ({page}) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About us');
    await expect(h2s(page)).toHaveText([
      'Why we started',
      'What we believe',
      'Who we are',
      'Where we are now',
    ]);
    await expect(main(page)).toContainText('a small team of runners and engineers');
    const join = main(page).getByRole('link', {name: 'Join Early Access'});
    await expect(join).toHaveAttribute('href', '/#pre-register');
    await join.click();
    await expect(page).toHaveURL(/\/#pre-register$/);
  });
});

test.describe('app-screen gallery', () => {
  const thumb = (page: Page, title: string) => page.getByRole('button', {name: `Enlarge: ${title}`});

  test('a click opens the enlarged image in a modal dialog; the close button and the backdrop close it', async ({
    page,
  }) => {
    await page.goto('/features');
    const button = thumb(page, 'Post-run analysis');
    await waitForHydration(button);
    await button.click();

    const dialog = page.getByRole('dialog', {name: 'Post-run analysis'});
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', {name: /Tempo run/});
    await expect(image).toHaveAttribute('src', '/img/features/post-run-analysis.webp');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    // Modal: the page behind is inert.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);

    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(20, 450); // the backdrop, left of the dialog
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('works by keyboard: Enter and Space open it, Tab stays inside, arrows step, Escape closes', async ({
    page,
  }) => {
    await page.goto('/features');
    const first = thumb(page, 'Your week, rewritten');
    await waitForHydration(first);
    await tabUntil(page, first);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Your week, rewritten');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();

    // The page behind the modal is inert: Tab reaches the dialog's buttons and never the page (after the
    // last button the browser may take focus to its own UI, which headless Chromium reports as <body>).
    const reached = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog')
          ? `dialog:${active.textContent?.trim() || active.getAttribute('aria-label')}`
          : 'page';
      });
      expect(where).not.toBe('page');
      reached.add(where);
    }
    expect([...reached].filter((w) => w.startsWith('dialog:')).sort()).toEqual([
      'dialog:Close',
      'dialog:Next →',
      'dialog:← Previous',
    ]);
    await dialog.getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Post-run analysis');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the thumbnail of the image last shown.
    await expect(thumb(page, 'Post-run analysis')).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Post-run analysis');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('its code loads only on /features', async ({page, context}) => {
    const elsewhere = recordScripts(page);
    await page.goto('/features/coaching-insights');
    const withoutGallery = await elsewhere.scripts();
    expect(namesIncluding(withoutGallery, 'Enlarge: ')).toEqual([]);

    const featuresPage = await context.newPage();
    const onFeatures = recordScripts(featuresPage);
    await featuresPage.goto('/features');
    const withGallery = await onFeatures.scripts();
    expect(namesIncluding(withGallery, 'Enlarge: ')).not.toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('gallery thumbnails are links to the full-size images', async ({page, request}) => {
    await page.goto('/features');
    const links = page.getByRole('list', {name: 'App screens'}).getByRole('link');
    await expect(links).toHaveCount(4);
    const href = await links.first().getAttribute('href');
    expect(href).toBe('/img/features/plan-view.webp');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/webp');
  });

  test('FAQ answers are in the page and open natively', async ({page}) => {
    await page.goto('/how-it-works');
    const item = page.locator('details').filter({hasText: 'Do I need a GPS watch'});
    await expect(item.locator('p')).toContainText('A phone that records your runs is enough');
    await item.locator('summary').click();
    await expect(item.locator('p')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('on /how-it-works one question is open at a time, and clicking the open one closes it', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const items = main(page).locator('details');
    await expect(items).toHaveCount(7);
    const summary = (n: number) => items.nth(n).locator('summary');
    // The FAQ keeps its server HTML (src/components/Faq): the browser opens and closes it, by the shared name.
    await waitForSettledPage(page);

    await summary(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await summary(3).click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(main(page).locator('details[open]')).toHaveCount(1);
    await summary(3).click();
    await expect(main(page).locator('details[open]')).toHaveCount(0);

    await summary(1).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(main(page).locator('details[open]')).toHaveCount(0);
  });

  for (const [path, count] of [
    ['/injury-prevention', 6],
    ['/how-it-works', 7],
  ] as const) {
    test(`${path} has FAQPage structured data in its head that matches its ${count} questions`, async ({
      page,
      request,
    }) => {
      // In the server-rendered HTML, not only after hydration.
      const html = await (await request.get(path)).text();
      const head = html.split('</head>')[0] ?? '';
      expect(head).toContain('"@type":"FAQPage"');

      await page.goto(path);
      const entities = await faqPageData(page);
      const questions = await main(page).locator('details summary').allTextContents();
      expect(questions).toHaveLength(count);
      expect(entities.map((e) => e.name)).toEqual(questions);
      for (const entity of entities) {
        expect(entity['@type']).toBe('Question');
        expect(entity.acceptedAnswer.text.length).toBeGreaterThan(80);
      }
    });
  }
});

test.describe('features sidebar', () => {
  for (const [current, path] of [FEATURE_PAGES[2], FEATURE_PAGES[4]]) {
    test(`${path} shows the five feature pages with ${current} as the current one`, async ({page}) => {
      await page.goto(path);
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      const links = sidebar.getByRole('link');
      await expect(links).toHaveText(FEATURE_PAGES.map(([label]) => label));
      for (const [label, href] of FEATURE_PAGES) {
        await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
      }
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(current);
    });
  }

  for (const path of ['/training-plans', '/how-it-works', '/about-us']) {
    test(`${path} is full width, without a sidebar`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
    });
  }
});
