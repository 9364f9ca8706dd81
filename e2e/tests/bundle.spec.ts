import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';

/**
 * What every page downloads before the visitor does anything. The benchmark (`npm run bench`) measures
 * speed; these checks only keep known weight from creeping back into the shared bundle.
 */
const HOME_JS_BUDGET_KIB = 145;

/** Prism's grammar definitions (prism-react-renderer): only pages with code blocks need them. */
const PRISM_GRAMMAR = /insertBefore\("javascript"/;
/** The local-search plugin's autocomplete wiring: loaded when a visitor reaches for the search box. */
const SEARCH_AUTOCOMPLETE = /autocomplete:selected/;

async function scriptsLoadedBy(page: Page, route: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then((body) => {
        scripts.set(new URL(response.url()).pathname, body);
      }),
    );
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  return scripts;
}

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

test(`the home page's JavaScript stays within ${HOME_JS_BUDGET_KIB} KiB gzip`, async ({page}) => {
  const scripts = await scriptsLoadedBy(page, '/');
  const gzipped = [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body).length, 0);
  expect(gzipped / 1024).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
});
