/**
 * Docusaurus' own scripts start after the page's first paint.
 *
 * Docusaurus writes its two bundles into every page's <head> as `<script src=… defer>`. The browser
 * fetches them as soon as it reads the <head>, and on a fast or cached load runs them, and React's
 * hydration, before it has painted anything, so the reader waits for the JavaScript to see the text the
 * HTML already carries. Lighthouse then counts both bundles as part of the largest paint (its simulated
 * LCP was 2.0-2.9 s on pages whose text painted at 0.8 s). On a slow phone the bundles also share the
 * line with the rest of the page's own HTML.
 *
 * This step moves them: each page lists the bundles in one small loader at the end of its <body>, which
 * adds them (in order, `async = false`) once the browser reports its first contentful paint, or after a
 * second when nothing is painted (a tab opened in the background). The loader's text is the same
 * on every page of a build, so the Content-Security-Policy needs one more hash, computed like the
 * others after this step. Without JavaScript nothing changes: the pages never needed their scripts.
 *
 * Measured side by side (BENCHMARKS.md, issue #17): the simulated LCP falls to the first paint, while the
 * time until the page is hydrated under applied slow-4G throttling is unchanged, because the bundles were
 * limited by the line, not by when they started.
 */
import {afterFirstPaint} from './afterFirstPaint';
import {rewritePages} from './htmlRewrites';

/** A bundle tag as Docusaurus writes it into <head>, after the HTML minifier: `<script src=… defer></script>`. */
const DEFERRED_SCRIPT = /<script src=("[^"]+"|[^\s>]+) defer><\/script>/g;

/**
 * The loader for these bundle URLs, in the order the page listed them: it adds them (`async = false`, so
 * they run in order) once the page has painted (afterFirstPaint.ts).
 */
export function loaderScript(urls: readonly string[]): string {
  return afterFirstPaint(
    `${JSON.stringify(urls)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=!1;document.head.appendChild(e)})`,
  );
}

const unquote = (value: string) =>
  value
    .replace(/^"|"$/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The page with its bundle tags taken out of <head> and one loader for them before </body>, or the page
 * unchanged when it has no bundle tags (the small redirect pages).
 */
export function deferPageScripts(html: string, file = 'page'): string {
  const urls = [...html.matchAll(DEFERRED_SCRIPT)].map(([, src = '']) => unquote(src));
  if (urls.length === 0) return html;
  if (!html.includes('</body>')) throw new Error(`defer scripts: ${file} has no </body>`);
  return html
    .replace(DEFERRED_SCRIPT, '')
    .replace('</body>', () => `<script>${loaderScript(urls)}</script></body>`);
}

/** Rewrites every built page under `outDir`; returns how many carried bundle tags. */
export function deferScripts(outDir: string): Promise<number> {
  return rewritePages(outDir, deferPageScripts);
}
