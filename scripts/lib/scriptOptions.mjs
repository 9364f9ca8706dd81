import fs from 'node:fs';
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
