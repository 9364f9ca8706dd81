import type {APIRequestContext} from '@playwright/test';

/*
 * Crawls a served build from its start pages, following every internal link, image, script, stylesheet,
 * anchor and redirect (HTTP and meta refresh). External URLs are listed, not fetched.
 */
export interface CrawledPage {
  readonly status: number;
  readonly ids: ReadonlySet<string>;
}

export interface CrawlResult {
  readonly pages: ReadonlyMap<string, CrawledPage>;
  readonly assets: ReadonlyMap<string, number>;
  /** Internal pages and assets that answered anything but 200 (the notFound page excepted). */
  readonly broken: readonly string[];
  /** `#fragment` links whose target page has no element with that id. */
  readonly brokenAnchors: readonly string[];
  /** Same-origin URLs outside the base path: the build forgot BASE_URL there. */
  readonly outsideBase: readonly string[];
  readonly external: ReadonlySet<string>;
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

export async function crawlSite(
  request: APIRequestContext,
  {
    origin,
    basePath = '/',
    start,
    notFound,
  }: {origin: string; basePath?: string; start: readonly string[]; notFound: string},
): Promise<CrawlResult> {
  const pages = new Map<string, CrawledPage>();
  const assets = new Map<string, number>();
  const anchors: Array<{from: string; path: string; hash: string}> = [];
  const external = new Set<string>();
  const outsideBase = new Set<string>();
  const queue = [...start, notFound];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(`${origin}${path}`, {maxRedirects: 5});
    const html = await response.text();
    pages.set(path, {status: response.status(), ids: idsIn(html)});
    if (!response.ok() && path !== notFound) continue;
    for (const raw of urlsIn(html)) {
      if (/^(mailto|tel|javascript|data):/i.test(raw)) continue;
      const url = new URL(raw, `${origin}${path}`);
      if (url.origin !== origin) {
        external.add(url.href);
        continue;
      }
      if (!url.pathname.startsWith(basePath)) {
        outsideBase.add(`${path} → ${url.pathname}`);
        continue;
      }
      if (url.hash.length > 1)
        anchors.push({from: path, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1))});
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html');
      if (isPage) {
        if (!pages.has(url.pathname)) queue.push(url.pathname);
      } else if (!assets.has(url.pathname)) {
        assets.set(url.pathname, (await request.get(`${origin}${url.pathname}`)).status());
      }
    }
  }

  const broken = [
    ...[...pages]
      .filter(([path, p]) => p.status !== 200 && path !== notFound)
      .map(([path, p]) => `${path} → ${p.status}`),
    ...[...assets].filter(([, status]) => status !== 200).map(([path, status]) => `${path} → ${status}`),
  ];
  const brokenAnchors = [
    ...new Set(
      anchors
        .filter(({path, hash}) => pages.get(path)?.status === 200 && !pages.get(path)?.ids.has(hash))
        .map(({from, path, hash}) => `${from} → ${path}#${hash}`),
    ),
  ];
  return {pages, assets, broken, brokenAnchors, outsideBase: [...outsideBase], external};
}
