/**
 * Build-level checks of the articles: the built HTML, feeds and covers. (The build of a copy with broken
 * posts is in e2e/builds/, which runs on its own.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sharp from 'sharp';
import {BUILD_DIR, E2E_BUILD_ENV, SITE_ORIGIN} from '../ports.mjs';
import {ARTICLES} from '../support/articles';

const BUILD = path.resolve(BUILD_DIR);

const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

/** content of <meta name|property=key>, from the minified HTML (attribute values may be unquoted). */
function meta(html: string, key: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attr = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`))
        ?.slice(1)
        .find((v) => v !== undefined);
    if (attr('name') === key || attr('property') === key) values.push(attr('content') ?? '');
  }
  return values;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}

test.describe('built articles', () => {
  for (const {route, date, cover, authors} of ARTICLES) {
    const page = `${route.slice(1)}.html`;
    const image = `${SITE_ORIGIN}${cover?.social}`;

    test(`${route} has its description, keywords, image and article tags`, () => {
      const html = read(page);
      expect(meta(html, 'description')[0]).toMatch(/\S.{60,}/);
      expect(meta(html, 'og:description')).toEqual(meta(html, 'description'));
      expect(meta(html, 'keywords')[0]?.split(',').length).toBeGreaterThanOrEqual(3);
      expect(meta(html, 'og:type')).toEqual(['article']);
      expect(meta(html, 'og:image')).toEqual([image]);
      expect(meta(html, 'twitter:image')).toEqual([image]);
      expect(meta(html, 'og:image:width')).toEqual(['1200']);
      expect(meta(html, 'og:image:height')).toEqual(['630']);
      expect(meta(html, 'article:published_time')[0]).toMatch(new RegExp(`^${date}`));
    });

    test(`${route} has BlogPosting structured data with headline, date, author and image`, () => {
      const posting = jsonLd(read(page)).find((d) => d['@type'] === 'BlogPosting');
      expect(posting).toBeDefined();
      expect(posting?.headline).toEqual(expect.any(String));
      expect(posting?.datePublished).toMatch(new RegExp(`^${date}T`));
      // One author is an object, several an array, in the post's order.
      const authorNodes = [posting?.author].flat() as Array<Record<string, unknown> | undefined>;
      expect(authorNodes.map((node) => node?.name)).toEqual(authors.map(({name}) => name));
      if (authors.some(({key}) => key === 'coaching-team')) {
        expect(authorNodes.find((node) => node?.name === 'Coaching Team')).toMatchObject({
          '@type': 'Organization',
          image: `${SITE_ORIGIN}/img/authors/coaching-team.png`,
          url: `${SITE_ORIGIN}/articles/authors/coaching-team`,
        });
      }
      expect(posting?.image).toMatchObject({url: image, width: '1200'});
      expect(posting?.publisher).toMatchObject({'@type': 'Organization', name: E2E_BUILD_ENV.PRODUCT_NAME});
    });

    test(`${route} covers exist at their sizes`, async () => {
      expect(cover, 'front matter image, a PNG or JPG').not.toBeNull();
      for (const [file, width, height] of [
        [cover!.social, 1200, 630],
        [cover!.page, 1200, 630],
        [cover!.card, 600, 315],
      ] as const) {
        const info = await sharp(path.join(BUILD, file)).metadata();
        expect({file, width: info.width, height: info.height}).toEqual({file, width, height});
      }
    });
  }

  test('the RSS feed has a proper title and lists every article', () => {
    const rss = read('articles/rss.xml');
    expect(rss).toContain(`<title>${E2E_BUILD_ENV.PRODUCT_NAME} Articles</title>`);
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect([...links].sort()).toEqual(ARTICLES.map(({route}) => `${SITE_ORIGIN}${route}`).sort());
  });

  test('the Atom feed has a proper title and lists every article', () => {
    const atom = read('articles/atom.xml');
    expect(atom).toContain(`<title>${E2E_BUILD_ENV.PRODUCT_NAME} Articles</title>`);
    const entries = [...atom.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map(([, link]) => link);
    expect([...entries].sort()).toEqual(ARTICLES.map(({route}) => `${SITE_ORIGIN}${route}`).sort());
  });

  test('pages link their feeds', () => {
    const html = read('articles.html');
    expect(html).toMatch(/<link[^>]*type=["']?application\/rss\+xml[^>]*href=["']?\/articles\/rss\.xml/);
    expect(html).toMatch(/<link[^>]*type=["']?application\/atom\+xml[^>]*href=["']?\/articles\/atom\.xml/);
  });
});
