import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../ports.mjs';
import {REDIRECTS} from '../support/routes';

const NOT_FOUND = '/this-page-does-not-exist';

/*
 * Crawls the served production build from '/', following every internal link, image, script, stylesheet,
 * anchor and redirect. External URLs are listed, not fetched.
 */
interface Page {
  readonly status: number;
  readonly ids: ReadonlySet<string>;
}

const ATTRIBUTE_URLS = /<(a|link|script|img|source)\b[^>]*?\s(href|src|srcset)=("[^"]*"|'[^']*'|[^\s>]+)/gi;

function urlsIn(html: string): string[] {
  const found: string[] = [];
  for (const [, , attribute, raw = ''] of html.matchAll(ATTRIBUTE_URLS)) {
    const value = raw.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
    if (attribute?.toLowerCase() === 'srcset') {
      for (const candidate of value.split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
    } else {
      found.push(value);
    }
  }
  const refresh = /<meta[^>]+http-equiv=["']?refresh["']?[^>]+content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(
    html,
  );
  if (refresh?.[1]) found.push(refresh[1]);
  return found.filter(Boolean);
}

function idsIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sid=("[^"]*"|'[^']*'|[^\s>]+)/g)].map((m) =>
      (m[1] ?? '').replace(/^["']|["']$/g, ''),
    ),
  );
}

test('no internal link, asset, anchor or redirect in the build is broken', async ({request}) => {
  test.setTimeout(180_000);
  const pages = new Map<string, Page>();
  const assets = new Map<string, number>();
  const anchors: Array<{from: string; path: string; hash: string}> = [];
  const external = new Set<string>();
  // From the home page, plus the pages nothing links to: redirects, the search page and the 404 page.
  const queue = ['/', '/search', NOT_FOUND, ...REDIRECTS.map(([from]) => from)];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, {maxRedirects: 5});
    const html = await response.text();
    pages.set(path, {status: response.status(), ids: idsIn(html)});
    if (!response.ok() && path !== NOT_FOUND) continue;
    for (const raw of urlsIn(html)) {
      if (/^(mailto|tel|javascript|data):/i.test(raw)) continue;
      const url = new URL(raw, `${SITE_ORIGIN}${path}`);
      if (url.origin !== SITE_ORIGIN) {
        external.add(url.href);
        continue;
      }
      if (url.hash.length > 1)
        anchors.push({from: path, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1))});
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html');
      if (isPage) {
        if (!pages.has(url.pathname)) queue.push(url.pathname);
      } else if (!assets.has(url.pathname)) {
        assets.set(url.pathname, (await request.get(url.pathname)).status());
      }
    }
  }

  expect(pages.get(NOT_FOUND)?.status).toBe(404);
  pages.delete(NOT_FOUND);
  const brokenPages = [...pages]
    .filter(([, p]) => p.status !== 200)
    .map(([path, p]) => `${path} → ${p.status}`);
  const brokenAssets = [...assets]
    .filter(([, status]) => status !== 200)
    .map(([path, status]) => `${path} → ${status}`);
  const brokenAnchors = anchors
    .filter(({path, hash}) => pages.get(path)?.status === 200 && !pages.get(path)?.ids.has(hash))
    .map(({from, path, hash}) => `${from} → ${path}#${hash}`);

  console.log(
    `Crawled ${pages.size} pages and ${assets.size} assets. External links (not fetched):\n  ${[...external].sort().join('\n  ')}`,
  );
  expect(pages.size).toBeGreaterThanOrEqual(30);
  expect(brokenPages).toEqual([]);
  expect(brokenAssets).toEqual([]);
  expect([...new Set(brokenAnchors)]).toEqual([]);
});
