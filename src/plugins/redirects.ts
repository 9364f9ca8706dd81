import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface Redirect {
  readonly from: string;
  /** A route of the site, optionally with a #hash. */
  readonly to: string;
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

/**
 * Writes a redirect page for each old or short path (replacing @docusaurus/plugin-client-redirects, whose
 * pages lack <body> and lang). A target that is not a route of the site fails the build.
 */
export default function redirectsPlugin(
  context: LoadContext,
  options: {redirects: readonly Redirect[]},
): Plugin {
  return {
    name: 'site-redirects',
    async postBuild({outDir, routesPaths}) {
      const {baseUrl, siteConfig} = context;
      const routes = new Set(routesPaths);
      for (const {from, to} of options.redirects) {
        const [toPath = '/', hash] = to.split('#');
        const target = `${baseUrl}${toPath.replace(/^\//, '')}`;
        if (!routes.has(target))
          throw new Error(`Redirect ${from} → ${to}: ${target} is not a route of the site.`);
        const href = hash ? `${target}#${hash}` : target;
        const file = path.join(outDir, from.replace(/^\//, ''), 'index.html');
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, redirectPage(href, `${siteConfig.url}${target}`));
      }
    },
  };
}
