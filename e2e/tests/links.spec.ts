import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../ports.mjs';
import {crawlSite} from '../support/crawl';
import {REDIRECTS} from '../support/routes';

const NOT_FOUND = '/this-page-does-not-exist';

test('no internal link, asset, anchor or redirect in the build is broken', async ({request}) => {
  test.setTimeout(180_000);
  // From the home page, plus the pages nothing links to: redirects, the search page and the 404 page.
  const crawl = await crawlSite(request, {
    origin: SITE_ORIGIN,
    start: ['/', '/search', ...REDIRECTS.map(({from}) => from)],
    notFound: NOT_FOUND,
  });

  console.log(
    `Crawled ${crawl.pages.size} pages and ${crawl.assets.size} assets. External links (not fetched):\n  ${[...crawl.external].sort().join('\n  ')}`,
  );
  expect(crawl.pages.get(NOT_FOUND)?.status).toBe(404);
  expect(crawl.pages.size).toBeGreaterThanOrEqual(30);
  expect(crawl.assets.size).toBeGreaterThanOrEqual(20);
  expect(crawl.broken).toEqual([]);
  expect(crawl.brokenAnchors).toEqual([]);
});
