/**
 * How long a phone waits for a page to answer a tap or a keystroke, route by route. Lighthouse's
 * navigation runs (npm run bench) measure loading; this measures use. Each route is opened in Debian's
 * Chromium as a 412 x 823 touch phone with the CPU slowed (Lighthouse's mobile default is 4 x), left
 * alone for two seconds, then used: up to four text fields in <main> (tap, delete the last character,
 * type a digit), up to two selects (choose the last option), up to four buttons or <summary> toggles
 * (tap), and last the header's menu button. An interaction's time is the longest of its events as the
 * browser's Event Timing API reports them (input delay, handlers and the next frame: what Interaction
 * to Next Paint counts); under 200 ms is what web.dev calls good. Per route it prints the slowest
 * interaction and the median one, each the median over --runs loads.
 *
 * It measures an existing build (default bench-results/build, what `npm run bench` built; the shop's
 * script comes from the local stand-in, as in the bench), served gzipped with the _headers file's headers.
 *
 * Usage: node scripts/interaction-latency.mjs [--root DIR] [--cpu 4] [--runs 3] [--routes /,/pricing]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {startHeadersServer} from '../e2e/support/headersServer.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';
import {startShopStandIn} from '../e2e/support/shopStandIn.mjs';
import {median} from './lib/median.mjs';
import {PHONE_CONTEXT, optionReader, sitemapRoutes} from './lib/scriptOptions.mjs';

const option = optionReader(process.argv.slice(2));
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.resolve(ROOT, option('root', 'bench-results/build'));
const CPU = Number(option('cpu', '4'));
const RUNS = Number(option('runs', '3'));
const PORT = 4905;
const ORIGIN = `http://127.0.0.1:${PORT}`;

if (!fs.existsSync(path.join(BUILD, 'sitemap.xml'))) {
  console.error(`No build in ${BUILD}: run npm run bench (or a build) first, or pass --root.`);
  process.exit(1);
}
const routes = option('routes', '') ? option('routes', '').split(',') : sitemapRoutes(BUILD);

/** Event Timing entries of interactions, kept from the page's start (buffered). */
function observeInteractions() {
  window.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactionEvents.push(entry.duration);
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
}

/** One load of the route and its interactions: [[ms, label], …]. */
async function measureRoute(browser, route) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU});
  await page.addInitScript(observeInteractions);
  const url = ORIGIN + route;
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(2000);

  const results = [];
  const measure = async (label, act) => {
    const before = await page.evaluate(() => window.__interactionEvents.length);
    try {
      await act();
    } catch {
      return; // not reachable as a phone user would reach it (covered, or gone): not an interaction
    }
    await page.waitForTimeout(500);
    if (new URL(page.url()).pathname !== route) {
      // A control that navigates measured its tap; come back for the rest.
      await page.goto(url, {waitUntil: 'networkidle'});
      return;
    }
    const durations = await page.evaluate((from) => window.__interactionEvents.slice(from), before);
    results.push([Math.max(0, ...durations), label]);
  };

  const main = page.locator('main');
  const fields = main.locator(
    'input:visible:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([tabindex="-1"])',
  );
  for (const field of (await fields.all()).slice(0, 4)) {
    const name = (await field.getAttribute('name')) ?? (await field.getAttribute('aria-label')) ?? 'a field';
    await measure(`type in ${name}`, async () => {
      await field.tap({timeout: 3000});
      await field.press('End');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(200);
      await page.keyboard.type('5');
    });
  }
  for (const select of (await main.locator('select:visible').all()).slice(0, 2)) {
    const values = await select.locator('option').evaluateAll((options) => options.map((o) => o.value));
    const name = (await select.getAttribute('name')) ?? 'a select';
    await measure(`choose in ${name}`, () => select.selectOption(values.at(-1), {timeout: 3000}));
  }
  for (const control of (await main.locator('button:visible, summary:visible').all()).slice(0, 4)) {
    const text = ((await control.getAttribute('aria-label')) || (await control.textContent()) || '')
      .trim()
      .slice(0, 32);
    await measure(`tap "${text}"`, () => control.tap({timeout: 3000}));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await measure('open the menu', () =>
    page.getByRole('button', {name: /toggle navigation bar/i}).tap({timeout: 3000}),
  );
  await context.close();
  return results;
}

const shop = await startShopStandIn();
const server = await startHeadersServer({root: BUILD, host: '127.0.0.1', port: PORT, compress: true});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
const ms = (value) => `${Math.round(value)} ms`;
console.log(`CPU slowed ${CPU} x, median of ${RUNS} load(s) per route\n`);
console.log('| route | interactions | slowest | which | median interaction |');
console.log('|---|---|---|---|---|');
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureRoute(browser, route));
    const slowest = runs.map((results) => results.reduce((a, b) => (b[0] > a[0] ? b : a), [0, '–']));
    const worst = median(slowest.map(([value]) => value));
    const which = slowest.reduce((a, b) => (Math.abs(b[0] - worst) < Math.abs(a[0] - worst) ? b : a))[1];
    const middle = median(runs.map((results) => median(results.map(([value]) => value))));
    console.log(`| ${route} | ${runs[0].length} | ${ms(worst)} | ${which} | ${ms(middle)} |`);
  }
} finally {
  await browser.close();
  await server.close();
  await shop.close();
}
