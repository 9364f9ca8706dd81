import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR} from '../ports.mjs';
import {recordScripts, waitForSettledPage, type Scripts} from '../support/hydration';

/**
 * What every page downloads before the visitor does anything. The benchmark (`npm run bench`) measures
 * speed; these checks only keep known weight from creeping back into the shared bundle.
 */
const HOME_JS_BUDGET_KIB = 142;

/** Prism's grammar definitions (prism-react-renderer): only pages with code blocks need them. */
const PRISM_GRAMMAR = /insertBefore\("javascript"/;
/** The local-search plugin's autocomplete wiring: loaded when a visitor reaches for the search box. */
const SEARCH_AUTOCOMPLETE = /autocomplete:selected/;
/**
 * tslib, the TypeScript helpers, whole: `@docusaurus/utils-common` required it for one helper, about 4 KB
 * gzipped on every page (src/plugins/dependencyEdits.ts, SHARED_BUNDLE_EDITS).
 */
const TSLIB = /__addDisposableResource/;

/** Every script the page downloads until it has settled, each body read in full (see recordScripts). */
async function scriptsLoadedBy(page: Page, route: string): Promise<Scripts> {
  const recorder = recordScripts(page);
  await page.goto(route);
  return recorder.scripts();
}

test('the build holds the Prism grammars and the search autocomplete these checks look for', () => {
  // Otherwise the absence checks below would pass whatever the pages load.
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  const bodies = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  expect(bodies.filter((body) => PRISM_GRAMMAR.test(body)).length).toBeGreaterThan(0);
  expect(bodies.filter((body) => SEARCH_AUTOCOMPLETE.test(body)).length).toBeGreaterThan(0);
});

for (const route of ['/', '/pricing', '/features', '/articles/dangers-of-overtraining']) {
  test(`${route} loads neither Prism grammars nor the search autocomplete up front`, async ({page}) => {
    const scripts = await scriptsLoadedBy(page, route);
    expect(scripts.size).toBeGreaterThan(1);
    for (const [name, body] of scripts) {
      expect(body, `${name} carries Prism grammars`).not.toMatch(PRISM_GRAMMAR);
      expect(body, `${name} carries the search autocomplete`).not.toMatch(SEARCH_AUTOCOMPLETE);
    }
  });
}

test('no page carries the whole of tslib', async ({page}) => {
  for (const route of [
    '/',
    '/features',
    '/tools/training-load',
    '/articles/dangers-of-overtraining',
    '/search',
  ]) {
    const scripts = await scriptsLoadedBy(page, route);
    expect(scripts.size).toBeGreaterThan(1);
    for (const [name, body] of scripts) expect(body, `${route}: ${name} carries tslib`).not.toMatch(TSLIB);
  }
});

/** The body of the main bundle, the script every page loads, as the home page loads it. */
async function mainBundle(page: Page): Promise<string> {
  const scripts = await scriptsLoadedBy(page, '/');
  const main = [...scripts].find(([name]) => /\/main\.[\w]+\.js$/.test(name));
  expect(main, 'the main bundle').toBeDefined();
  return main![1];
}

test('the site config in the bundle leaves out what only the build reads', async ({page}) => {
  const body = await mainBundle(page);
  // What the browser reads is there: the navbar's title, the base URL, the site's settings.
  expect(body).toContain('navbar:{title:"Stridely"');
  expect(body).toMatch(/baseUrl:"\/"/);
  expect(body).toContain('customFields:{settings:');
  // What only the build reads is not: the plugins' options (the redirects) and the client modules' paths.
  expect(body).not.toContain('"/delete-account"');
  expect(body).not.toMatch(/clientModules:\[/);
  expect(body).not.toMatch(/presets:\[/);
});

test('the main bundle holds neither of the packages React Router imports but never uses', async ({page}) => {
  const body = await mainBundle(page);
  // hoist-non-react-statics' list of React's own statics, and react-is 16's symbols.
  expect(body).not.toContain('childContextTypes:!0');
  expect(body).not.toContain('react.async_mode');
});

test(`the home page's JavaScript stays within ${HOME_JS_BUDGET_KIB} KiB gzip`, async ({page}) => {
  const scripts = await scriptsLoadedBy(page, '/');
  const gzipped = [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body).length, 0);
  expect(gzipped / 1024).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
});

test('/features prefetches each chunk of the links in view once, and none it has already run', async ({
  page,
}) => {
  // Docusaurus' own helper requested the chunks a route shares with its parents once per link in view:
  // 231 prefetches of 30 files here. src/clientModules/prefetchOnce.ts replaces it.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/features');
  await waitForSettledPage(page);
  await page.waitForLoadState('networkidle');
  const {prefetched, ranAsScripts} = await page.evaluate(() => ({
    prefetched: Array.from(
      document.querySelectorAll('link[rel=prefetch]'),
      (link) => (link as HTMLLinkElement).href,
    ),
    ranAsScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  // Links in view are prefetched at all (the check below would pass on a page that prefetches nothing).
  expect(prefetched.length).toBeGreaterThan(0);
  expect(prefetched.filter((href, index) => prefetched.indexOf(href) !== index)).toEqual([]);
  expect(ranAsScripts.length).toBeGreaterThan(1);
  expect(prefetched.filter((href) => ranAsScripts.includes(href))).toEqual([]);
});
