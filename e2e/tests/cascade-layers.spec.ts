import {expect, test, type Page} from '@playwright/test';
import {waitForSettledPage} from '../support/hydration';
import {ROUTES} from '../support/routes';

/*
 * Docusaurus puts the CSS of Infima, its theme and its core in cascade layers, and means them to rank in
 * the order of its layers declaration: Infima lowest, so that the theme's own rules win over Infima's. A
 * browser ranks layers in the order their names first appear in the page's sheets, so the declaration, or
 * Infima's block, has to come first. src/clientModules/clientEntry.ts imports the theme's layout before
 * Docusaurus' client modules; without its first import the stylesheet opened with the theme's layer,
 * Infima ranked above the theme, and Infima's `.clean-btn {padding: 0}` flattened the phone's "On this page"
 * button to 20 px, among other rules of the theme it undid.
 */
const DOCUSAURUS_ORDER = [
  'docusaurus.infima',
  'docusaurus.theme-common',
  'docusaurus.theme-classic',
  'docusaurus.core',
];

/** The page's layer names in the order the browser ranks them: first appearance over every applied sheet. */
const layerOrder = (page: Page) =>
  page.evaluate(() => {
    const names: string[] = [];
    const add = (name: string) => {
      if (!names.includes(name)) names.push(name);
    };
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSLayerStatementRule) rule.nameList.forEach(add);
        else if (rule instanceof CSSLayerBlockRule) add(rule.name);
        else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      if (sheet.disabled || !(sheet.media.mediaText === '' || sheet.media.mediaText === 'all')) continue;
      walk(sheet.cssRules);
    }
    return names;
  });

const rank = (names: string[]) => DOCUSAURUS_ORDER.map((name) => names.indexOf(name));

test.describe('cascade layers', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('every route ranks Infima below the theme, in its inline CSS and once the rest has loaded', async ({
    page,
  }) => {
    for (const route of ROUTES) {
      await page.goto(route);
      // The inline critical CSS is the first sheet, so it alone fixes the order.
      const inline = await page.evaluate(() => document.styleSheets[0]?.href === null);
      expect(inline, `${route}: the first sheet is the inline critical CSS`).toBe(true);
      await waitForSettledPage(page);
      const names = await layerOrder(page);
      const ranks = rank(names);
      expect(
        ranks.every((index) => index >= 0),
        `${route}: ${names.join(', ')}`,
      ).toBe(true);
      expect(
        ranks.every((index, i) => i === 0 || index > (ranks[i - 1] ?? Infinity)),
        `${route}: layers rank ${names.join(' < ')}`,
      ).toBe(true);
    }
  });

  test("the theme's rules win over Infima's: the phone's On this page button keeps its padding", async ({
    page,
  }) => {
    await page.goto('/glossary');
    await waitForSettledPage(page);
    const button = page.getByRole('button', {name: 'On this page'});
    await expect(button).toBeVisible();
    const {paddingLeft, height} = await button.evaluate((element) => ({
      paddingLeft: parseFloat(getComputedStyle(element).paddingLeft),
      height: element.getBoundingClientRect().height,
    }));
    expect(paddingLeft).toBeGreaterThan(8);
    expect(height).toBeGreaterThanOrEqual(24);
  });
});
