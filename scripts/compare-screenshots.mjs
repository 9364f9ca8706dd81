#!/usr/bin/env node
/**
 * Compares two builds of the site page by page, for refactors that must not change what visitors see:
 * every route of the sitemap (plus /search and the 404 page) at 390 and 1440 px, light and dark, full
 * page, with reduced motion (so nothing is mid-animation), pixel by pixel.
 *
 *   git stash / checkout the old tree; npm run build -- --out-dir /tmp/before
 *   back to the new tree;              npm run build -- --out-dir /tmp/after
 *   node scripts/compare-screenshots.mjs --before /tmp/before --after /tmp/after [--routes /,/pricing]
 *
 * Prints one line per differing screenshot (changed pixels and where) and writes the three images of
 * each (before, after, diff in red) to --out (default bench-results/screens). Exits 1 when any differ.
 * Both builds should be made with the same environment; the shop and pricing hosts are not contacted
 * (their requests are aborted), so both show the same fallback states.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import sharp from 'sharp';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';
import {startHeadersServer} from '../e2e/support/headersServer.mjs';

const {values} = parseArgs({
  options: {
    before: {type: 'string'},
    after: {type: 'string'},
    routes: {type: 'string'},
    out: {type: 'string', default: 'bench-results/screens'},
    port: {type: 'string', default: '4790'},
  },
});
if (!values.before || !values.after) {
  console.error('Usage: node scripts/compare-screenshots.mjs --before DIR --after DIR [--routes /,/pricing]');
  process.exit(2);
}

const HOST = '127.0.0.1';
const port = Number(values.port);
const routes = values.routes
  ? values.routes.split(',')
  : [
      ...[
        ...fs.readFileSync(path.join(values.after, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
      ].map(([, loc]) => new URL(loc).pathname),
      '/search',
      '/no-such-page',
    ];

const servers = [
  await startHeadersServer({root: path.resolve(values.before), host: HOST, port}),
  await startHeadersServer({root: path.resolve(values.after), host: HOST, port: port + 1}),
];
const origins = [`http://${HOST}:${port}`, `http://${HOST}:${port + 1}`];
fs.mkdirSync(values.out, {recursive: true});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});

async function shoot(context, origin, route) {
  const page = await context.newPage();
  // Only the build itself: third parties (pricing, shop, fonts) are cut off the same way for both.
  await page.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  await page.goto(origin + route, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => document.fonts.ready);
  // Walk down the page so lazy images and sections that reveal on scroll are shown, then back up.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every image decoded (lazy ones included), then time for scroll-driven state (the table of
  // contents' active link) to follow the last scroll.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images].map((img) => {
          img.loading = 'eager';
          return img.complete ? undefined : img.decode().catch(() => undefined);
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  await page.waitForTimeout(400);
  // One tall viewport instead of a stitched full-page capture: sticky headers and sidebars stay put.
  const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({width: page.viewportSize().width, height: Math.min(fullHeight, 16000)});
  // At the top again: a page taller than 16000 px, or one that grew once its last bands were laid out, can
  // be left scrolled by the resize, and its sticky header was then drawn over the footer in one shot of two.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const png = await page.screenshot({animations: 'disabled', caret: 'hide'});
  await page.close();
  return png;
}

let differing = 0;
let compared = 0;
for (const colorScheme of ['light', 'dark']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: {width, height: width === 390 ? 844 : 900},
      colorScheme,
      reducedMotion: 'reduce',
    });
    for (const route of routes) {
      const [a, b] = await Promise.all(origins.map((origin) => shoot(context, origin, route)));
      compared += 1;
      const [ra, rb] = await Promise.all(
        [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true})),
      );
      const name = `${route.replace(/\//g, '_') || '_'}-${width}-${colorScheme}`;
      if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) {
        differing += 1;
        console.log(
          `DIFF ${route} ${width} ${colorScheme}: size ${ra.info.width}x${ra.info.height} → ${rb.info.width}x${rb.info.height}`,
        );
        fs.writeFileSync(path.join(values.out, `${name}-before.png`), a);
        fs.writeFileSync(path.join(values.out, `${name}-after.png`), b);
        continue;
      }
      const diff = Buffer.from(ra.data);
      let changed = 0;
      let top = Infinity;
      for (let i = 0; i < ra.data.length; i += 4) {
        const same =
          Math.abs(ra.data[i] - rb.data[i]) <= 2 &&
          Math.abs(ra.data[i + 1] - rb.data[i + 1]) <= 2 &&
          Math.abs(ra.data[i + 2] - rb.data[i + 2]) <= 2;
        if (same) {
          diff[i + 3] = 40;
        } else {
          changed += 1;
          top = Math.min(top, Math.floor(i / 4 / ra.info.width));
          diff.set([255, 0, 0, 255], i);
        }
      }
      if (changed === 0) continue;
      differing += 1;
      console.log(`DIFF ${route} ${width} ${colorScheme}: ${changed} pixels, first at y=${top}`);
      fs.writeFileSync(path.join(values.out, `${name}-before.png`), a);
      fs.writeFileSync(path.join(values.out, `${name}-after.png`), b);
      await sharp(diff, {raw: ra.info})
        .png()
        .toFile(path.join(values.out, `${name}-diff.png`));
    }
    await context.close();
  }
}
await browser.close();
await Promise.all(servers.map((server) => server.close()));
console.log(
  `${compared} screenshots compared, ${differing} differ${differing ? ` (images in ${values.out})` : ''}.`,
);
process.exit(differing ? 1 : 0);
