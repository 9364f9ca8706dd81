/**
 * Screenshots of served pages at 390 and 1440 px, light and dark, for looking at what we build.
 * Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /route [/route ...]
 * Options via env: FULL=1 for full-page shots, DRAWER=1 to open the mobile drawer first.
 */
import {chromium} from 'playwright-core';
import fs from 'node:fs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';

const [origin, outDir, ...routes] = process.argv.slice(2);
fs.mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
for (const colorScheme of ['light', 'dark']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: {width, height: width === 390 ? 844 : 900},
      colorScheme,
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(origin + route, {waitUntil: 'networkidle'});
      if (process.env.DRAWER === '1' && width === 390) {
        await page.getByRole('button', {name: /toggle navigation bar/i}).click();
        await page.waitForTimeout(500);
      }
      if (process.env.SCROLL) {
        await page.evaluate((y) => window.scrollTo(0, Number(y)), process.env.SCROLL);
        await page.waitForTimeout(1200);
      }
      if (process.env.FULL === '1') {
        // Walk down the page so sections that animate in on scroll are revealed, then return to the top.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 400) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(60);
        }
        // Back at the top, or the sticky header is drawn where the walk ended, over the footer.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(700);
      }
      const name = `${route.replace(/\W+/g, '_') || 'home'}-${width}-${colorScheme}.png`;
      await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL === '1'});
    }
    await context.close();
  }
}
await browser.close();
console.log('saved to', outDir);
