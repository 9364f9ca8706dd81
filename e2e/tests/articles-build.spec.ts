/**
 * Build-level checks of the articles: the built HTML, feeds and covers, and a build of a temporary copy
 * of the site with broken posts, which must fail naming each file and field.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

test.describe('front matter is checked at build time', () => {
  test.setTimeout(180_000);

  const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
  let copy = '';

  test.beforeAll(() => {
    const site = process.cwd();
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-broken-'));
    fs.cpSync(site, copy, {
      recursive: true,
      filter: (source) => !SKIP.has(path.basename(source)) || path.dirname(source) !== site,
    });
    fs.symlinkSync(fs.realpathSync(path.join(site, 'node_modules')), path.join(copy, 'node_modules'));
  });

  test.afterAll(() => {
    if (copy) fs.rmSync(copy, {recursive: true, force: true});
  });

  /** Edits one post of the copy. */
  function breakPost(file: string, edit: (text: string) => string) {
    const full = path.join(copy, 'blog', file);
    const before = fs.readFileSync(full, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(full, after);
  }

  test('a copy of the site with broken posts fails to build, naming each file and field', () => {
    breakPost('2025-03-10-ai-transforms-running.mdx', (t) => t.replace(/^description:.*\n/m, ''));
    breakPost('2025-04-22-dangers-of-overtraining.mdx', (t) => t.replace(/^image:.*\n/m, ''));
    breakPost('2025-06-05-unleash-your-endurance.mdx', (t) => t.replace(/^authors:.*\n/m, ''));
    breakPost('2025-08-19-running-tips-busy-professionals.mdx', (t) =>
      t.replace(/^read_time: \d+$/m, 'read_time: 45'),
    );
    breakPost('2025-10-07-mastering-data-integration.mdx', (t) =>
      t.replace(/^image: .*$/m, 'image: /img/articles/no-such-cover.png'),
    );

    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', path.join(copy, 'build')], {
      cwd: copy,
      env: {...process.env, ...E2E_BUILD_ENV},
      encoding: 'utf8',
      timeout: 150_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    for (const expected of [
      'blog/2025-03-10-ai-transforms-running.mdx: front matter "description" is missing',
      'blog/2025-04-22-dangers-of-overtraining.mdx: front matter "image" is missing',
      'blog/2025-06-05-unleash-your-endurance.mdx: front matter "authors" is missing',
      'blog/2025-08-19-running-tips-busy-professionals.mdx: front matter "read_time" must be a whole number of minutes from 1 to 30 (got 45)',
      'blog/2025-10-07-mastering-data-integration.mdx: front matter "image" points to static/img/articles/no-such-cover.png, which does not exist',
    ]) {
      expect(output).toContain(expected);
    }
    expect(fs.existsSync(path.join(copy, 'build', 'index.html'))).toBe(false);
  });
});
