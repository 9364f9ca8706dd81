/**
 * What a page's main-thread work is made of: script, or the browser rendering what the page says. For
 * each route, and for the bare Docusaurus home that `npm run bench` compares it with, it loads the page
 * in Debian's Chromium as a 412 x 823 phone, traces the main thread from the navigation until 2.5 s after
 * the load, and multiplies every time by 4 (as Lighthouse's simulated mobile run does). It prints the
 * whole main thread, its script part (see lib/traceSplit.mjs: React's scheduled work counts as script
 * here, though Lighthouse files it as "other") and the rest, the rendering; and the same page again with
 * its scripts blocked: what the page costs before any JavaScript. Each figure is the median over --runs
 * loads; the loads of the routes and the bare home alternate, so a host that drifts moves them alike.
 *
 * It measures existing builds: the site's (default bench-results/build, what `npm run bench` built) and
 * the bare site's (built by `npm run bench` in the temp folder), served gzipped with their _headers.
 *
 * Usage: node scripts/main-thread-split.mjs [--root DIR] [--bare DIR] [--runs 3] [--routes /,/pricing]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {startHeadersServer} from '../e2e/support/headersServer.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';
import {startShopStandIn} from '../e2e/support/shopStandIn.mjs';
import {median} from './lib/median.mjs';
import {
  PHONE_CONTEXT,
  bareSiteDir,
  docusaurusVersion,
  optionReader,
  sitemapRoutes,
} from './lib/scriptOptions.mjs';
import {splitMainThread} from './lib/traceSplit.mjs';

const option = optionReader(process.argv.slice(2));
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.resolve(ROOT, option('root', 'bench-results/build'));
const BARE = path.resolve(option('bare', path.join(bareSiteDir(docusaurusVersion(ROOT)), 'build')));
const RUNS = Number(option('runs', '3'));
const CPU_FACTOR = 4;
const PORT = 4906;
const BARE_PORT = 4907;

for (const [dir, what] of [
  [BUILD, 'the site'],
  [BARE, 'the bare Docusaurus site'],
]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build of ${what} in ${dir}: run npm run bench first, or pass --root / --bare.`);
    process.exit(1);
  }
}
const routes = option('routes', '') ? option('routes', '').split(',') : sitemapRoutes(BUILD);

/** One traced load of url, with its scripts blocked or not: {total, script, rendering} in ms. */
async function tracedLoad(browser, url, blockScripts) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    if (blockScripts) await page.route(/\.m?js(\?|$)/, (request) => request.abort());
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        'toplevel',
        'blink',
        'v8',
        'mojom',
      ],
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(2500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return splitMainThread(trace.traceEvents, CPU_FACTOR);
  } finally {
    await context.close();
  }
}

/** A traced load, tried again (up to twice more) when Chromium's trace misses the navigation or the paint. */
async function measureLoad(browser, url, blockScripts) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tracedLoad(browser, url, blockScripts);
    } catch (error) {
      if (attempt === 3)
        throw new Error(`${url}${blockScripts ? ' (scripts blocked)' : ''}: ${error.message}`);
      console.error(`${url}: ${error.message}; loading it again`);
    }
  }
}

const shop = await startShopStandIn();
const server = await startHeadersServer({root: BUILD, host: '127.0.0.1', port: PORT, compress: true});
const bare = await startHeadersServer({root: BARE, host: '127.0.0.1', port: BARE_PORT, compress: true});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
const ms = (value) => `${Math.round(value)}`;
const times = (value) => `${value.toFixed(2)}x`;
try {
  const targets = [
    ['bare Docusaurus home', `http://127.0.0.1:${BARE_PORT}/`],
    ...routes.map((r) => [r, `http://127.0.0.1:${PORT}${r}`]),
  ];
  const loads = new Map(targets.map(([label]) => [label, {withScripts: [], blocked: []}]));
  for (let run = 0; run < RUNS; run++) {
    for (const [label, url] of targets) {
      loads.get(label).withScripts.push(await measureLoad(browser, url, false));
      loads.get(label).blocked.push(await measureLoad(browser, url, true));
    }
  }
  const summary = (label) => {
    const {withScripts, blocked} = loads.get(label);
    return {
      total: median(withScripts.map((load) => load.total)),
      script: median(withScripts.map((load) => load.script)),
      rendering: median(withScripts.map((load) => load.rendering)),
      blocked: median(blocked.map((load) => load.total)),
    };
  };
  const anchor = summary('bare Docusaurus home');
  console.log(
    `Main thread x${CPU_FACTOR} (ms), median of ${RUNS} load(s); ratios to the bare Docusaurus home's\n`,
  );
  console.log(
    "| route | main thread | ÷ bare | script | ÷ bare | rendering | ÷ bare | scripts blocked | ÷ bare's main thread |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [label] of targets) {
    const row = summary(label);
    console.log(
      `| ${label} | ${ms(row.total)} | ${times(row.total / anchor.total)} | ${ms(row.script)} | ${times(row.script / anchor.script)} | ${ms(row.rendering)} | ${times(row.rendering / anchor.rendering)} | ${ms(row.blocked)} | ${times(row.blocked / anchor.total)} |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await bare.close();
  await shop.close();
}
