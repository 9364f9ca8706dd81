import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A reader of `--name value` options from a script's arguments.
 * @param {readonly string[]} args the script's arguments (process.argv.slice(2))
 * @returns {(name: string, fallback: string) => string} the value after `--name`, or the fallback
 */
export function optionReader(args) {
  return (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
}

/**
 * Every public route of a build: the paths its sitemap lists (e2e/tests/seo-nojs.spec.ts checks that it
 * lists exactly the site's routes).
 * @param {string} buildDir
 * @returns {string[]}
 */
export function sitemapRoutes(buildDir) {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/**
 * The phone the probes load pages as (Lighthouse's mobile screen, 412 x 823 at 1.75x, touch): the options
 * of a playwright-core browser context.
 */
export const PHONE_CONTEXT = Object.freeze({
  viewport: Object.freeze({width: 412, height: 823}),
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

/**
 * The Docusaurus version the site is built with, and so the bare site the benchmark builds beside it.
 * @param {string} root the repository's root
 * @returns {string}
 */
export function docusaurusVersion(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'))
    .version;
}

/**
 * Where `npm run bench` builds the bare Docusaurus site of a version, once, kept in the temp folder (its
 * build is the folder's `build`).
 * @param {string} version
 * @returns {string}
 */
export function bareSiteDir(version) {
  return path.join(os.tmpdir(), `bare-docusaurus-${version}`);
}
