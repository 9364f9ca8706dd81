import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface Redirect {
  /** A path of the site (without BASE_URL) that is not a page. */
  readonly from: string;
  /** A route of the site (without BASE_URL), optionally with a #hash. */
  readonly to: string;
}

export interface RedirectsOptions {
  readonly redirects: readonly Redirect[];
  /**
   * Write the 301s as `301!` (Netlify's "force"): Netlify skips a rule when a file exists at its path,
   * and the HTML redirect page is such a file. Cloudflare Pages always applies its rules and rejects
   * the `!`, so this is only set for Netlify builds.
   */
  readonly force?: boolean;
}

/** One redirect resolved against the built site: every path includes BASE_URL. */
export interface PlannedRedirect {
  readonly from: string;
  /** Path of the target route. */
  readonly target: string;
  /** Where the visitor lands: the target with its #hash. */
  readonly href: string;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small, valid HTML page that sends the visitor on (a meta refresh: no script, so no CSP hash needed). */
export function redirectPage(target: string, canonical: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escapeHtml(canonical)}">
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

const withoutTrailingSlash = (sitePath: string) => sitePath.replace(/(.)\/$/, '$1');
const withBase = (baseUrl: string, sitePath: string) => `${baseUrl}${sitePath.replace(/^\//, '')}`;

/**
 * Resolves the redirects against the built routes. Refuses, naming the redirect: a target that is not a
 * route, a source that is a page of the site (the redirect would hide it), and a source listed twice.
 */
export function planRedirects(
  redirects: readonly Redirect[],
  {baseUrl, routesPaths}: {baseUrl: string; routesPaths: readonly string[]},
): PlannedRedirect[] {
  const routes = new Set(routesPaths.map(withoutTrailingSlash));
  const seen = new Set<string>();
  return redirects.map(({from, to}) => {
    const [toPath = '/', hash] = to.split('#');
    const target = withBase(baseUrl, toPath);
    const source = withoutTrailingSlash(withBase(baseUrl, from));
    if (!routes.has(withoutTrailingSlash(target)))
      throw new Error(`Redirect ${from} → ${to}: ${target} is not a route of the site.`);
    if (routes.has(source))
      throw new Error(`Redirect ${from} → ${to}: ${source} is a page of the site; a redirect would hide it.`);
    if (seen.has(source)) throw new Error(`Redirect ${from} → ${to}: ${source} is redirected twice.`);
    seen.add(source);
    return {from: source, target, href: hash ? `${target}#${hash}` : target};
  });
}

/**
 * build/_redirects (Netlify and Cloudflare Pages): a permanent redirect for each source, with and
 * without a trailing slash. Both hosts pass the query string on to the target.
 */
export function redirectsFile(planned: readonly PlannedRedirect[], {force = false} = {}): string {
  const status = force ? '301!' : '301';
  const lines = ['# Written by src/plugins/redirects.ts from src/config/redirects.ts: edit those, not this.'];
  for (const {from, href} of planned) {
    lines.push(`${from} ${href} ${status}`, `${from}/ ${href} ${status}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes a redirect page for each old or short path (replacing @docusaurus/plugin-client-redirects, whose
 * pages lack <body> and lang) and build/_redirects with the same redirects as real 301s.
 */
export default function redirectsPlugin(context: LoadContext, options: RedirectsOptions): Plugin {
  return {
    name: 'site-redirects',
    async postBuild({outDir, routesPaths}) {
      const {baseUrl, siteConfig} = context;
      const planned = planRedirects(options.redirects, {baseUrl, routesPaths});
      for (const {from, target, href} of planned) {
        const file = path.join(outDir, from.slice(baseUrl.length), 'index.html');
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, redirectPage(href, `${siteConfig.url}${target}`));
      }
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(planned, options));
    },
  };
}
