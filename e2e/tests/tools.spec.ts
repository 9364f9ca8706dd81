import {expect, test, type Page} from '@playwright/test';
import {byLine, fields} from '../support/fields';
import {waitForHydration} from '../support/hydration';

/** The results panel of a tool (its live region). */
const results = (page: Page) =>
  page
    .locator('[role="status"][aria-live="polite"]')
    .filter({has: page.locator('*')})
    .first();

async function open(page: Page, path: string, field: string) {
  await page.goto(path);
  const input = page.getByRole('textbox', {name: field});
  await waitForHydration(input);
  return input;
}

const TOOL_PAGES = [
  ['/tools/race-predictor', 'Finish time', /Equivalent race times for VDOT 30 to 70/],
  ['/tools/training-paces', 'Finish time', /Training paces per kilometre, VDOT 30 to 70/],
  ['/tools/pace-converter', 'Pace per kilometre', /Paces from 3:00 to 8:00 per km/],
  ['/tools/heart-rate-zones', 'Maximum heart rate', /Zones by age/],
  ['/tools/taper-planner', 'Race date', /Taper length by race distance/],
] as const;

test.describe('runner’s toolkit', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('/tools lists every tool and the header and footer lead there', async ({page}) => {
    await page.goto('/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Tools', exact: true})
      .click();
    await expect(page).toHaveURL(/\/tools$/);
    const list = page.getByRole('navigation', {name: 'Six calculators'});
    await expect(list.getByRole('link')).toHaveCount(6);
    for (const [path] of TOOL_PAGES) await expect(list.locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator('footer').getByRole('link', {name: 'Running Calculators'})).toHaveAttribute(
      'href',
      '/tools',
    );
  });

  test('the race predictor gives VDOT, Daniels–Gilbert and Riegel times from typed input', async ({page}) => {
    const time = await open(page, '/tools/race-predictor', 'Finish time');
    await page.getByLabel('Race distance').selectOption({label: '10K'});
    await time.fill('45:00');
    const panel = results(page);
    await expect(panel).toContainText('VDOT');
    const half = panel.getByRole('row', {name: /^Half marathon/});
    // Riegel: 45:00 × (21.0975 / 10)^1.06 = 1:39:17.
    await expect(half.getByRole('cell').last()).toHaveText('1:39:17');
    await expect(page).toHaveURL(/\/tools\/race-predictor\?distance=10k&time=45:00$/);

    // Daniels' table: 19:57 for 5K is VDOT 50, worth 3:10:49 for the marathon (within a few seconds).
    await page.getByLabel('Race distance').selectOption({label: '5K'});
    await time.fill('19:57');
    await expect(panel).toContainText(/VDOT\s*(49\.9|50\.0)/);
    await expect(
      panel
        .getByRole('row', {name: /^Marathon/})
        .getByRole('cell')
        .first(),
    ).toHaveText(/^3:10:\d\d$/);
  });

  test('works by keyboard alone: choose, type, Enter', async ({page}) => {
    const time = await open(page, '/tools/race-predictor', 'Finish time');
    const select = page.getByLabel('Race distance');
    await select.focus();
    await page.keyboard.press('ArrowDown'); // 5K → 10K
    await expect(select).toHaveValue('10k');
    await page.keyboard.press('Tab');
    await expect(time).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('99:99');
    await page.keyboard.press('Enter');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('42:30');
    await page.keyboard.press('Enter');
    await expect(time).not.toHaveAttribute('aria-invalid');
    await expect(results(page)).toContainText('VDOT');
    const outline = await time.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  for (const [text, message] of [
    ['99:99', /Seconds run from 00 to 59/],
    ['abc', /mm:ss or h:mm:ss/],
    ['0:00', /longer than 0:00/],
  ] as const) {
    test(`a finish time of ${text} is explained next to the field`, async ({page}) => {
      const time = await open(page, '/tools/race-predictor', 'Finish time');
      await time.fill(text);
      await time.press('Enter');
      await expect(time).toHaveAttribute('aria-invalid', 'true');
      await expect(time).toHaveAccessibleDescription(message);
      await expect(time).toBeFocused();
      const body = await page.locator('main').innerText();
      expect(body).not.toMatch(/NaN|Infinity|undefined/);
    });
  }

  test('a shared address reopens with the result, and Copy link copies it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const time = await open(page, '/tools/training-paces?distance=5k&time=19:57', 'Finish time');
    await expect(time).toHaveValue('19:57');
    const threshold = results(page).getByRole('row', {name: /^Threshold/});
    await expect(threshold.getByRole('cell').nth(0)).toHaveText('4:15');
    await expect(threshold.getByRole('cell').nth(1)).toHaveText('6:51');
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/tools\/training-paces\?distance=5k&time=19:57$/,
    );
  });

  test('Copy link with every field cleared copies an address that reopens the empty form', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const perKm = await open(page, '/tools/pace-converter', 'Pace per kilometre');
    await perKm.fill('');
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/tools\/pace-converter\?pace-km=$/);
    // Opened again, it shows the empty field the visitor left, not the 5:00 example.
    const reopened = await open(
      page,
      new URL(copied).pathname + new URL(copied).search,
      'Pace per kilometre',
    );
    await expect(reopened).toHaveValue('');
    await expect(page.getByLabel('Speed (km/h)')).not.toHaveValue('12.0');
  });

  test('a shared address with a bad value reopens with its message', async ({page}) => {
    const time = await open(page, '/tools/race-predictor?distance=mile&time=99:99', 'Finish time');
    await expect(page.getByLabel('Race distance')).toHaveValue('mile');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(/Seconds run from 00 to 59/);
  });

  test('the pace converter updates every field from the one typed in', async ({page}) => {
    const perKm = await open(page, '/tools/pace-converter', 'Pace per kilometre');
    await perKm.fill('5:00');
    await expect(page.getByRole('textbox', {name: 'Pace per mile'})).toHaveValue('8:02.8');
    await expect(page.getByRole('textbox', {name: 'Speed (km/h)'})).toHaveValue('12.0');
    await expect(results(page)).toContainText('Half marathon1:45:29');
    const mph = page.getByRole('textbox', {name: 'Speed (mph)'});
    await mph.fill('10');
    await expect(perKm).toHaveValue('3:43.7');
    await expect(page).toHaveURL(/\?mph=10$/);
    await mph.fill('fast');
    await mph.press('Enter');
    await expect(mph).toHaveAttribute('aria-invalid', 'true');
    await expect(mph).toHaveAccessibleDescription(/number in mph/);
  });

  test('heart-rate zones by Karvonen, and a resting rate at the maximum is refused', async ({page}) => {
    const max = await open(page, '/tools/heart-rate-zones?max=190&rest=50', 'Maximum heart rate');
    await expect(max).toHaveValue('190');
    // A range stays whole on a phone's line: a word joiner after its dash, a no-break space before its unit.
    await expect(results(page).getByRole('row', {name: /^3/})).toContainText(/148–\u2060162\u00a0bpm/);
    const rest = page.getByRole('textbox', {name: 'Resting heart rate'});
    await rest.fill('190');
    await rest.press('Enter');
    await expect(rest).toHaveAttribute('aria-invalid', 'true');
    await expect(rest).toHaveAccessibleDescription(/lower than your maximum/);
    await expect(results(page)).not.toContainText('bpm');
  });

  test('the taper planner counts back from the race date and refuses a past one', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-03-01T09:00:00'));
    const date = await open(page, '/tools/taper-planner', 'Race date');
    await page.getByRole('combobox', {name: 'Race distance'}).selectOption({label: 'Marathon'});
    await date.fill('2026-04-19');
    await expect(results(page)).toContainText('Sun 29 Mar 2026');
    await expect(results(page).getByRole('row')).toHaveCount(23);
    await expect(page).toHaveURL(/\?distance=marathon&date=2026-04-19$/);
    await date.fill('2026-02-01');
    await date.press('Enter');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/has passed/);
  });

  test('the training-load page has the injury-risk calculator', async ({page}) => {
    await page.goto('/tools/training-load');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Injury-risk calculator');
    await expect(page.getByRole('status').filter({hasText: 'Your result'})).toContainText('1.27');
  });

  test('the training-load weeks live in the address: shared, edited and copied', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // 300, 300, 300 then 600 minutes at effort 5: ACWR = 3000 / ((3 × 1500 + 3000) / 4) = 1.60, a spike.
    const shared =
      '?w1-min=300&w1-effort=5&w2-min=300&w2-effort=5&w3-min=300&w3-effort=5&w4-min=600&w4-effort=5';
    await page.goto(`/tools/training-load${shared}`);
    const thisWeek = page.getByRole('group', {name: 'This week'});
    const minutes = thisWeek.getByRole('textbox', {name: 'Total minutes'});
    await waitForHydration(minutes);
    await expect(minutes).toHaveValue('600');
    const status = page.getByRole('status').filter({hasText: 'Your result'});
    await expect(status).toContainText('1.60');
    await expect(status).toContainText(/danger/i);

    await minutes.fill('330');
    await minutes.press('Enter');
    // 330 minutes: 1650 / ((3 × 1500 + 1650) / 4) = 1.07.
    await expect(status).toContainText('1.07');
    await expect(page).toHaveURL(/&w4-min=330&w4-effort=5$/);
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/tools\/training-load\?w1-min=300&.*&w4-min=330&w4-effort=5$/,
    );
  });

  test('a shared training-load address with a bad week reopens with its message', async ({page}) => {
    await page.goto('/tools/training-load?w1-min=240&w1-effort=5&w2-min=abc');
    const minutes = page
      .getByRole('group', {name: '2 weeks ago'})
      .getByRole('textbox', {name: 'Total minutes'});
    await waitForHydration(minutes);
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await expect(minutes).toHaveAccessibleDescription(/as a number/);
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
  });
});

test.describe('the toolkit without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  for (const [path, , caption] of TOOL_PAGES) {
    test(`${path} shows its explanation and reference table`, async ({page}) => {
      await page.goto(path);
      // A reference grid scrolls sideways at 390 px; the taper guide, three rows, is stacked cards there (a
      // list named by the table's caption).
      const reference =
        path === '/tools/taper-planner'
          ? page.getByRole('list', {name: caption})
          : page.getByRole('table', {name: caption});
      await expect(reference).toBeVisible();
      await expect(page.getByRole('heading', {name: 'The formula'})).toBeVisible();
      await expect(page.getByText(/needs JavaScript/)).toBeVisible();
      await expect(page.getByRole('button', {name: 'Calculate'})).toBeHidden();
    });
  }

  test('/tools/training-load shows its explanation and zone tables', async ({page}) => {
    await page.goto('/tools/training-load');
    // At 390 px the zone tables are stacked cards: a list named by the table's caption.
    await expect(
      page.getByRole('list', {name: 'Acute-to-chronic workload ratio (ACWR) zones'}),
    ).toBeVisible();
    await expect(page.getByRole('heading', {name: 'The formula'})).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Calculate'})).toBeHidden();
  });
});

test.describe('the toolkit on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  const SHARED = {
    '/tools/race-predictor': '?distance=marathon&time=3:10:49',
    '/tools/training-paces': '?distance=half&time=1:31:35',
    '/tools/pace-converter': '?pace-km=5:00',
    '/tools/heart-rate-zones': '?max=190&rest=50',
    '/tools/taper-planner': '?distance=half&date=2099-01-01',
    '/tools/training-load': '',
    '/tools': '',
  } as const;

  test('a result table with a column of prose is one card per row, each value under its column', async ({
    page,
  }) => {
    await page.goto('/tools/heart-rate-zones?max=190&rest=50');
    const name = 'Your zones (heart-rate reserve 190 − 50 = 140 bpm)';
    const cards = page.getByRole('list', {name}).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole('term')).toHaveText([
      'Share of reserve',
      'Heart rate',
      'What it is for',
    ]);
    // The range stays whole (a word joiner after the dash) and on the line of its unit (a no-break space).
    await expect(cards.nth(1).getByRole('definition').nth(1)).toHaveText(/^\d+–\u2060\d+\u00a0bpm$/);
    await expect(page.getByRole('table', {name})).toBeHidden();
    await page.setViewportSize({width: 1024, height: 800});
    await expect(page.getByRole('table', {name})).toBeVisible();
    await expect(page.getByRole('list', {name})).toBeHidden();
  });

  for (const [path, search] of Object.entries(SHARED)) {
    test(`${path} does not scroll sideways at 390 px`, async ({page}) => {
      await page.goto(`${path}${search}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('a tap on Calculate right after typing a bad value', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  // Leaving the field shows its message, which pushed Calculate down before the tap ended: the tap landed
  // beside the button and did nothing. Now the message waits for the tap, which submits the form, and the
  // focus goes to the field to fix.
  for (const [path, field, text, group] of [
    ['/tools/race-predictor', 'Finish time', 'abc', null],
    ['/tools/heart-rate-zones', 'Maximum heart rate', '1900', null],
    ['/tools/training-load', 'Average effort (1–10)', '14', 'This week'],
  ] as const) {
    test(`${path}: the first tap submits and moves the focus to the field`, async ({page}) => {
      await page.goto(path);
      const scope = group === null ? page.locator('main') : page.getByRole('group', {name: group});
      const input = scope.getByRole('textbox', {name: field});
      await waitForHydration(input);
      await input.fill(text);
      await expect(input).toBeFocused();
      await page.getByRole('button', {name: 'Calculate'}).tap();
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).not.toHaveAccessibleDescription('');
    });
  }
});

test.describe('Copy link on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('does not stay filled after its tap, as if switched on', async ({page}) => {
    await page.goto('/tools/pace-converter');
    const copy = page.getByRole('button', {name: 'Copy link'});
    await waitForHydration(copy);
    const background = () => copy.evaluate((button) => getComputedStyle(button).backgroundColor);
    const before = await background();
    await copy.tap();
    // The tapped button keeps :hover on a touch screen; once the press's colour has faded, its look is the
    // untapped one.
    expect(await copy.evaluate((button) => button.matches(':hover'))).toBe(true);
    await expect.poll(background).toBe(before);
  });
});

test.describe('tool cards on phones and small tablets', () => {
  for (const width of [360, 390, 430, 700]) {
    test.describe(`${width} px`, () => {
      test.use({viewport: {width, height: 844}});

      // A card shows two values to a line only where its longest column name fits twice; one to a line,
      // each beside its name, where it does not: "Daniels– / Gilbert" and "Average volume / cut" broke at
      // 390 px, and the taper guide's third value sat alone under the other two.
      for (const [path, list, perCard, cards] of [
        ['/tools/race-predictor?distance=marathon&time=3:10:49', 'Predicted race times', 4, 6],
        ['/tools/taper-planner?distance=half&date=2099-01-01', 'Taper length by race distance', 3, 3],
      ] as const) {
        test(`${path.split('?')[0]}: no column name breaks, and values beside each other start level`, async ({
          page,
        }) => {
          await page.goto(path);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          const found = await fields(page.getByRole('list', {name: list}));
          expect(found).toHaveLength(perCard * cards);
          for (const field of found) expect(field, field.name).toMatchObject({nameLines: 1});
          for (const row of byLine(found)) {
            const tops = row.map((field) => field.valueTop);
            expect(Math.max(...tops) - Math.min(...tops), row.map((f) => f.name).join(', ')).toBeLessThan(1);
            // All of a card's values on one line, each under its name, or one to a line, beside it.
            expect([1, perCard]).toContain(row.length);
            for (const field of row) expect(field.beside, field.name).toBe(row.length === 1);
          }
        });
      }

      // "Half marathon" wraps in a half-width box at 360 px: its time still starts level with the 10K's.
      test('/tools/pace-converter: finish times beside each other start level', async ({page}) => {
        await page.goto('/tools/pace-converter?pace-km=5:00');
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const found = await fields(
          page.locator('[role="status"]').filter({hasText: 'Finish times at this pace'}),
        );
        expect(found).toHaveLength(4);
        for (const row of byLine(found)) {
          const tops = row.map((field) => field.valueTop);
          expect(Math.max(...tops) - Math.min(...tops), row.map((f) => f.name).join(', ')).toBeLessThan(1);
        }
      });

      // "8:02.8 per / mile" read as two lines at 390 px: the summary breaks only before an equals sign.
      test('/tools/pace-converter: the pace summary keeps each pace and speed on one line', async ({
        page,
      }) => {
        await page.goto('/tools/pace-converter?kmh=9.5');
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const summary = page.locator('[role="status"] p').filter({hasText: ' per km = '});
        await expect(summary).toHaveText('6:18.9 per km = 10:09.9 per mile = 9.5 km/h = 5.9 mph');
        const lines = await summary.evaluate((paragraph) => {
          // Each term's text, across however many text nodes it is written in, and the lines it lies on.
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
          const text = nodes.map((node) => node.data).join('');
          const at = (index: number): [Text, number] => {
            let rest = index;
            for (const node of nodes) {
              if (rest <= node.data.length) return [node, rest];
              rest -= node.data.length;
            }
            throw new Error(`no text at ${index}`);
          };
          return [...text.matchAll(/[^=]+/g)].map((match) => {
            const term = match[0].trim();
            const start = match.index + match[0].indexOf(term);
            const range = document.createRange();
            range.setStart(...at(start));
            range.setEnd(...at(start + term.length));
            const middles = [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top + rect.height / 2));
            return {term, lines: new Set(middles).size};
          });
        });
        expect(lines.map(({term}) => term)).toEqual([
          '6:18.9 per km',
          '10:09.9 per mile',
          '9.5 km/h',
          '5.9 mph',
        ]);
        for (const {term, lines: count} of lines) expect(count, term).toBe(1);
      });
    });
  }
});

test.describe('formulas on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 700}});

  // A formula line wraps with each operator leading its operand and a long term breaking after a product
  // dot (src/domains/tools/ToolExplainer/formulaLine.ts): it fits its box, and no line ends with an operator.
  for (const [path] of TOOL_PAGES) {
    test(`${path}: every formula line fits its box and no wrapped line ends with an operator`, async ({
      page,
    }) => {
      await page.goto(path);
      const formula = page.getByRole('region', {name: 'The formula'}).locator('code');
      await expect(formula.first()).toBeVisible();
      const lines = await formula.evaluateAll((codes) =>
        codes.map((code) => {
          const box = code.closest('div');
          if (!box) throw new Error('a formula sits in its box');
          // The text of each line box: each character's top, grouped.
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          const byTop = new Map<number, string>();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let i = 0; i < text.length; i += 1) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              const top = Math.round(rect.top);
              byTop.set(top, (byTop.get(top) ?? '') + text[i]);
            }
          }
          return {fits: box.scrollWidth <= box.clientWidth, lines: [...byTop.values()].map((l) => l.trim())};
        }),
      );
      for (const {fits, lines: shown} of lines) {
        expect(fits, shown.join(' / ')).toBe(true);
        for (const line of shown.slice(0, -1)) expect(line, shown.join(' / ')).not.toMatch(/[+−×/]$/);
      }
    });
  }
});

test.describe('typing before the page script has run', () => {
  // The form shows, and takes typing, from the first paint; the script that runs it comes a moment later
  // (0.3-0.8 s on a mid-range phone). Held here until the visitor has typed.
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\/(runtime~)?main\.[\w]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('/tools/heart-rate-zones: a maximum typed meanwhile is kept and calculated, and goes into the address', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/tools/heart-rate-zones', {waitUntil: 'domcontentloaded'});
    const max = page.getByRole('textbox', {name: /Maximum heart rate/});
    await max.fill('175');
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('table', {name: /175\s*−\s*50\s*=\s*125\s*bpm/})).toBeVisible();
    await expect(max).toHaveValue('175');
    await expect(page).toHaveURL(/\?max=175&rest=50$/);
    // The next render keeps it: no example coming back.
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(max).toHaveValue('175');
  });

  test('/injury-prevention: minutes typed meanwhile in the load calculator are calculated', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/injury-prevention', {waitUntil: 'domcontentloaded'});
    const minutes = page.locator('input[name="week4-minutes"]');
    await minutes.fill('900');
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByText(/4,500\s*AU/).first()).toBeVisible();
    await expect(minutes).toHaveValue('900');
  });
});
