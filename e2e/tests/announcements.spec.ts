import {expect, test, type Locator, type Page} from '@playwright/test';
import {waitForHydration, waitForSettledPage} from '../support/hydration';
import {ROUTES} from '../support/routes';

/**
 * What a screen reader is told: a field's message is put into a polite live region that the accessibility
 * tree already holds (one that is display: none while empty is not in it, and what appears in it is often
 * not read out), and a section's region is named by its title alone (its heading also holds the heading's
 * "Direct link to …").
 */

/** The polite live region next to a field (the field's own box holds the input, its hint and it). */
const liveRegionOf = (input: Locator) => input.locator('xpath=..').locator('[aria-live="polite"]');

/** The node of the element in Chromium's full accessibility tree (not a snapshot, which leaves out ignored nodes). */
async function axNodeOf(page: Page, element: Locator) {
  const marker = `ax-probe-${Date.now()}`;
  await element.evaluate((el, id) => el.setAttribute('data-ax-probe', id), marker);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('Accessibility.enable');
    const {root} = await session.send('DOM.getDocument', {depth: -1});
    const {nodeId} = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${marker}"]`,
    });
    const {node} = await session.send('DOM.describeNode', {nodeId});
    const {nodes} = await session.send('Accessibility.getFullAXTree');
    return nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId);
  } finally {
    await session.detach();
    await element.evaluate((el) => el.removeAttribute('data-ax-probe'));
  }
}

test.describe('announcements', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('/tools/race-predictor: the message live region is rendered and in the accessibility tree before any message', async ({
    page,
  }) => {
    await page.goto('/tools/race-predictor');
    const time = page.getByRole('textbox', {name: 'Finish time'});
    await waitForHydration(time);
    const region = liveRegionOf(time);
    await expect(region).toHaveCount(1);
    await expect(region).toBeEmpty();
    expect(await region.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    expect(await region.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    // Empty, it takes no room, not even a gap in the field's grid: the field ends where its input (or hint) does.
    expect(await region.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    const room = await region.evaluate((el) => {
      const field = el.parentElement as HTMLElement;
      const others = [...field.children].filter((child) => child !== el);
      const contentBottom = Math.max(...others.map((child) => child.getBoundingClientRect().bottom));
      return field.getBoundingClientRect().bottom - contentBottom;
    });
    expect(room).toBeCloseTo(0, 1);

    const node = await axNodeOf(page, region);
    expect(node, 'the live region has a node in the accessibility tree').toBeDefined();
    const reasons = (node?.ignoredReasons ?? []).map((reason) => reason.name);
    expect(reasons).not.toContain('notRendered');
    expect(node?.ignored, `ignored for ${reasons.join(', ')}`).toBe(false);
    const live = node?.properties?.find((property) => property.name === 'live');
    expect(live?.value.value).toBe('polite');

    // The message then appears inside that region.
    await time.fill('abc');
    await page.keyboard.press('Tab');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(region).toContainText(/mm:ss or h:mm:ss/);
    expect(await region.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  });

  test('/tools/training-load: a message shown on leaving a field is inside a polite live region', async ({
    page,
  }) => {
    await page.goto('/tools/training-load');
    const minutes = page
      .getByRole('group', {name: 'This week'})
      .getByRole('textbox', {name: 'Total minutes'});
    await waitForHydration(minutes);
    const region = liveRegionOf(minutes);
    await expect(region).toHaveCount(1);
    await expect(region).toBeEmpty();
    expect(await region.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    const node = await axNodeOf(page, region);
    expect(node?.ignored, 'the empty live region is in the accessibility tree').toBe(false);

    await minutes.fill('abc');
    await page.keyboard.press('Tab');
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await minutes.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const message = page.locator(`[id="${describedBy}"]`);
    await expect(message).toBeVisible();
    await expect(minutes).toHaveAccessibleDescription(/as a number/);
    expect(
      await message.evaluate(
        (el) => el.closest('[aria-live]')?.getAttribute('aria-live') ?? 'no live region',
      ),
    ).toBe('polite');
    await expect(region).toContainText(/as a number/);
  });

  test('/tools: each section is a region named by its title alone', async ({page}) => {
    await page.goto('/tools');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    for (const title of ['Six calculators', 'Numbers you can check']) {
      const region = page.getByRole('region', {name: title, exact: true});
      await expect(region, title).toHaveCount(1);
      // The heading keeps its id and its direct link, still labelled with the title.
      const heading = region.getByRole('heading', {level: 2, name: new RegExp(`^${title}`)});
      await expect(heading).toHaveAttribute('id', /\S/);
      await expect(heading.getByRole('link', {name: `Direct link to ${title}`, exact: true})).toHaveAttribute(
        'href',
        `#${await heading.getAttribute('id')}`,
      );
    }
    await expect(page.getByRole('region', {name: /Direct link/})).toHaveCount(0);
    // The list of calculators under the title is a navigation named by the title alone too.
    await expect(page.getByRole('navigation', {name: 'Six calculators', exact: true})).toHaveCount(1);
    await expect(page.getByRole('navigation', {name: /Direct link/})).toHaveCount(0);
  });

  test('a tool page and a comparison page name their link lists by their titles alone', async ({page}) => {
    for (const [route, title] of [
      ['/tools/race-predictor', 'More tools for runners'],
      ['/vs/runna', 'More comparisons'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('navigation', {name: title, exact: true}), route).toHaveCount(1);
      await expect(page.getByRole('navigation', {name: /Direct link/}), route).toHaveCount(0);
    }
  });

  test('/support: a section named by a plain heading (not a section title) keeps its name', async ({
    page,
  }) => {
    await page.goto('/support');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('region', {name: 'Still stuck? Write to us', exact: true})).toHaveCount(1);
    await expect(page.getByRole('region', {name: /Direct link/})).toHaveCount(0);
  });
});

test.describe('names given by aria-labelledby, as the server sends them', () => {
  // Sections, link lists and cards name themselves by pointing at words on the page. A wrong id names
  // nothing, and a SectionTitle's heading id brings its "Direct link to …" into the name.
  test.use({javaScriptEnabled: false});

  test('on every route each one points at words that are there, and none takes in a direct link', async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      problems.push(
        ...(
          await page.locator('[aria-labelledby]').evaluateAll((elements) =>
            elements.flatMap((element) => {
              const ids = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
              const name = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
              const missing = ids.filter((id) => !document.getElementById(id));
              const where = `${element.tagName.toLowerCase()}[aria-labelledby="${ids.join(' ')}"]`;
              if (missing.length > 0) return [`${where}: no element ${missing.join(', ')}`];
              if (!name) return [`${where}: no words`];
              // The direct link's words are its aria-label, not text: look for the link itself.
              const directLink = ids.some((id) =>
                document.getElementById(id)?.querySelector('[aria-label^="Direct link"], .hash-link'),
              );
              if (directLink) return [`${where}: takes in a direct link ("${name}")`];
              return [];
            }),
          )
        ).map((problem) => `${route} ${problem}`),
      );
    }
    expect(problems).toEqual([]);
  });
});

/** Every attribute that points at other elements by id, on the page as it stands, with the ids it names that are missing. */
function brokenIdReferences(): string[] {
  const attributes = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
    'aria-details',
    'aria-errormessage',
    'for',
    'headers',
    'list',
    'form',
  ];
  return attributes.flatMap((attribute) =>
    [...document.querySelectorAll(`[${attribute}]`)].flatMap((element) => {
      // `for` is an id reference on label and output only.
      if (attribute === 'for' && !['LABEL', 'OUTPUT'].includes(element.tagName)) return [];
      const ids = (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
      const missing = ids.filter((id) => !document.getElementById(id));
      return missing.length > 0
        ? [
            `${element.tagName.toLowerCase()}[${attribute}="${ids.join(' ')}"]: no element ${missing.join(', ')}`,
          ]
        : [];
    }),
  );
}

test.describe('id references once the page runs', () => {
  test('on every route, every label, description, control and list points at an element that is there', async ({
    page,
  }) => {
    test.slow();
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      await waitForSettledPage(page);
      problems.push(...(await page.evaluate(brokenIdReferences)).map((problem) => `${route} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('id references without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('on every route, in the server HTML, every one points at an element that is there', async ({page}) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      problems.push(...(await page.evaluate(brokenIdReferences)).map((problem) => `${route} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
