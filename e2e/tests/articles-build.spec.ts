/**
 * Build-level checks of the articles: the built HTML, feeds and covers. (The build of a copy with broken
 * posts is in e2e/builds/, which runs on its own.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sharp from 'sharp';
import {BUILD_DIR, E2E_BUILD_ENV, SITE_ORIGIN} from '../ports.mjs';

const BUILD = path.resolve(BUILD_DIR);
const SLUGS = [
  'ai-transforms-running',
  'dangers-of-overtraining',
  'unleash-your-endurance',
  'running-tips-busy-professionals',
  'mastering-data-integration',
] as const;

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
  for (const slug of SLUGS) {
    test(`/articles/${slug} has its description, keywords, image and article tags`, () => {
      const html = read(`articles/${slug}.html`);
      expect(meta(html, 'description')[0]).toMatch(/\S.{60,}/);
      expect(meta(html, 'og:description')).toEqual(meta(html, 'description'));
      expect(meta(html, 'keywords')[0]?.split(',').length).toBeGreaterThanOrEqual(3);
      expect(meta(html, 'og:type')).toEqual(['article']);
      expect(meta(html, 'og:image')).toEqual([`${SITE_ORIGIN}/img/articles/${slug}.png`]);
      expect(meta(html, 'twitter:image')).toEqual([`${SITE_ORIGIN}/img/articles/${slug}.png`]);
      expect(meta(html, 'og:image:width')).toEqual(['1200']);
      expect(meta(html, 'og:image:height')).toEqual(['630']);
      expect(meta(html, 'article:published_time')[0]).toMatch(/^2025-/);
    });

    test(`/articles/${slug} has BlogPosting structured data with headline, date, author and image`, () => {
      const posting = jsonLd(read(`articles/${slug}.html`)).find((d) => d['@type'] === 'BlogPosting');
      expect(posting).toBeDefined();
      expect(posting?.headline).toEqual(expect.any(String));
      expect(posting?.datePublished).toMatch(/^2025-\d{2}-\d{2}T/);
      expect(posting?.author).toMatchObject({
        '@type': 'Organization',
        name: 'Coaching Team',
        image: `${SITE_ORIGIN}/img/authors/coaching-team.png`,
        url: `${SITE_ORIGIN}/articles/authors/coaching-team`,
      });
      expect(posting?.image).toMatchObject({url: `${SITE_ORIGIN}/img/articles/${slug}.png`, width: '1200'});
      expect(posting?.publisher).toMatchObject({'@type': 'Organization', name: E2E_BUILD_ENV.PRODUCT_NAME});
    });

    test(`/articles/${slug} covers exist at their sizes`, async () => {
      for (const [file, width, height] of [
        [`${slug}.png`, 1200, 630],
        [`${slug}.webp`, 1200, 630],
        [`${slug}-card.webp`, 600, 315],
      ] as const) {
        const info = await sharp(path.join(BUILD, 'img/articles', file)).metadata();
        expect({file, width: info.width, height: info.height}).toEqual({file, width, height});
      }
    });
  }

  test('the RSS feed has a proper title and lists the five articles', () => {
    const rss = read('articles/rss.xml');
    expect(rss).toContain(`<title>${E2E_BUILD_ENV.PRODUCT_NAME} Articles</title>`);
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect([...links].sort()).toEqual(SLUGS.map((slug) => `${SITE_ORIGIN}/articles/${slug}`).sort());
  });

  test('the Atom feed has a proper title and lists the five articles', () => {
    const atom = read('articles/atom.xml');
    expect(atom).toContain(`<title>${E2E_BUILD_ENV.PRODUCT_NAME} Articles</title>`);
    const entries = [...atom.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map(([, link]) => link);
    expect([...entries].sort()).toEqual(SLUGS.map((slug) => `${SITE_ORIGIN}/articles/${slug}`).sort());
  });

  test('pages link their feeds', () => {
    const html = read('articles.html');
    expect(html).toMatch(/<link[^>]*type=["']?application\/rss\+xml[^>]*href=["']?\/articles\/rss\.xml/);
    expect(html).toMatch(/<link[^>]*type=["']?application\/atom\+xml[^>]*href=["']?\/articles\/atom\.xml/);
  });
});
