/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {assertValidArticles, findArticleProblems, type ArticleFolder} from './validateArticles';

const SITE = path.resolve(__dirname, '../..');
/** The spec's five launch articles (site-spec section 2), each a 4 to 7 minute read. */
const ARTICLE_COUNT = 5;
const ARTICLE_READ_MINUTES = [4, 7] as const;
const REAL: ArticleFolder = {
  siteDir: SITE,
  blogPath: 'blog',
  authorsMapPath: 'authors.yml',
  staticDirectories: ['static'],
};

const SPEC_SLUGS = [
  'ai-transforms-running',
  'dangers-of-overtraining',
  'unleash-your-endurance',
  'running-tips-busy-professionals',
  'mastering-data-integration',
];

const GOOD_POST = `---
slug: good
title: 'A good post'
description: 'A summary for the card.'
date: 2025-11-01
read_time: 5
image: /img/articles/good.png
authors: [coaching-team]
tags: [endurance]
---

Body.
`;

const AUTHORS = `coaching-team:
  name: Coaching Team
  image_url: /img/authors/coaching-team.png
`;

/** An image of that size, in the format its name says. */
async function image(name: string, width: number, height: number): Promise<Buffer> {
  const blank = sharp({create: {width, height, channels: 3, background: '#1d4ed8'}});
  return name.endsWith('.webp') ? blank.webp().toBuffer() : blank.png().toBuffer();
}

/** Covers at their announced sizes: 1200x630, and 600x315 for the `-card.webp`. */
const coverSize = (name: string): [number, number] =>
  name.endsWith('-card.webp') ? [600, 315] : [1200, 630];

/**
 * A throwaway site folder: blog/ with authors.yml and posts, static/ with covers (real images, of the
 * size `sizes` gives, else the announced one) and the author's avatar.
 */
async function makeSite(
  posts: Record<string, string>,
  covers = ['good.png', 'good.webp', 'good-card.webp'],
  {sizes = {}, authors = AUTHORS}: {sizes?: Record<string, [number, number]>; authors?: string} = {},
) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-check-'));
  fs.mkdirSync(path.join(siteDir, 'blog'));
  fs.mkdirSync(path.join(siteDir, 'static/img/articles'), {recursive: true});
  fs.mkdirSync(path.join(siteDir, 'static/img/authors'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'blog/authors.yml'), authors);
  fs.writeFileSync(
    path.join(siteDir, 'static/img/authors/coaching-team.png'),
    await image('a.png', 256, 256),
  );
  for (const [name, text] of Object.entries(posts)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'blog', name)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'blog', name), text);
  }
  for (const cover of covers) {
    const [width, height] = sizes[cover] ?? coverSize(cover);
    fs.writeFileSync(path.join(siteDir, 'static/img/articles', cover), await image(cover, width, height));
  }
  return {...REAL, siteDir};
}

const sites: string[] = [];
async function site(...args: Parameters<typeof makeSite>) {
  const folder = await makeSite(...args);
  sites.push(folder.siteDir);
  return folder;
}
afterAll(() => {
  for (const dir of sites) fs.rmSync(dir, {recursive: true, force: true});
});

describe('validate-articles plugin: reading a blog folder', () => {
  it('passes a folder of good posts', async () => {
    await expect(
      assertValidArticles(await site({'2025-11-01-good.mdx': GOOD_POST})),
    ).resolves.toBeUndefined();
  });

  it('fails on a post without a summary, naming the file and the field', async () => {
    const broken = GOOD_POST.replace(/^description:.*\n/m, '')
      .replace('slug: good', 'slug: broken')
      .replace('date: 2025-11-01', 'date: 2025-11-02');
    const folder = await site({'2025-11-01-good.mdx': GOOD_POST, '2025-11-02-broken.mdx': broken});
    await expect(assertValidArticles(folder)).rejects.toThrow(
      'blog/2025-11-02-broken.mdx: front matter "description" is missing',
    );
  });

  it('finds posts in sub-folders and reports each broken field', async () => {
    const broken = GOOD_POST.replace('read_time: 5', 'read_time: 45')
      .replace('authors: [coaching-team]', 'authors: [ghost-writer]')
      .replace('/img/articles/good.png', '/img/articles/missing.png');
    const problems = await findArticleProblems(await site({'series/part-1/index.mdx': broken}));
    expect(problems.map(({file, field}) => `${file} ${field}`)).toEqual([
      'blog/series/part-1/index.mdx image',
      'blog/series/part-1/index.mdx authors',
      'blog/series/part-1/index.mdx read_time',
    ]);
  });

  it('looks for covers in the static directories', async () => {
    const problems = await findArticleProblems(await site({'a.md': GOOD_POST}, ['good.png']));
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('static/img/articles/good.webp'),
      expect.stringContaining('static/img/articles/good-card.webp'),
    ]);
  });

  it('skips partials and files Docusaurus ignores', async () => {
    const folder = await site({
      '2025-11-01-good.mdx': GOOD_POST,
      '_partial.mdx': 'No front matter at all.',
      '_drafts/idea.mdx': 'Neither here.',
    });
    await expect(findArticleProblems(folder)).resolves.toEqual([]);
  });
});

describe('validate-articles plugin: dates, covers, slugs and avatars', () => {
  const lines = async (folder: Promise<ArticleFolder>, now?: Date) =>
    (await findArticleProblems(await folder, now)).map(({file, key, field}) =>
      [file, key, field].filter(Boolean).join(' '),
    );
  const thrown = async (folder: Promise<ArticleFolder>, now?: Date) => {
    const error = await assertValidArticles(await folder, now).then(
      () => new Error('passed'),
      (reason: Error) => reason,
    );
    return error.message;
  };

  it('reads the date as written in the file, before YAML rolls 2025-13-45 over', async () => {
    const post = GOOD_POST.replace('date: 2025-11-01', 'date: 2025-13-45');
    expect(await thrown(site({'good.mdx': post}))).toContain(
      'blog/good.mdx: front matter "date" "2025-13-45" is not a real day (the site would show 2026-02-14)',
    );
    const american = GOOD_POST.replace('date: 2025-11-01', 'date: 01/11/2025');
    expect(await thrown(site({'good.mdx': american}))).toContain(
      'blog/good.mdx: front matter "date" must be a day written yyyy-mm-dd, e.g. date: 2025-11-01 (got "01/11/2025")',
    );
  });

  it('refuses a post dated after the day of the build', async () => {
    const post = GOOD_POST.replace('date: 2025-11-01', 'date: 2030-01-01');
    const folder = site({'good.mdx': post});
    expect(await thrown(folder, new Date('2025-11-20T12:00:00Z'))).toContain(
      'blog/good.mdx: front matter "date" "2030-01-01" is after the day of the build (2025-11-20)',
    );
  });

  it('refuses a date the file name contradicts', async () => {
    expect(await lines(site({'2025-10-31-good.mdx': GOOD_POST}))).toEqual(['blog/2025-10-31-good.mdx date']);
  });

  it('measures the covers: an 800x800 cover fails with its size', async () => {
    const folder = site({'2025-11-01-good.mdx': GOOD_POST}, undefined, {sizes: {'good.png': [800, 800]}});
    expect(await thrown(folder)).toContain(
      'blog/2025-11-01-good.mdx: front matter "image" needs static/img/articles/good.png at 1200x630, the size the pages announce for the cover (og:image), but it is 800x800',
    );
  });

  it('measures the card image', async () => {
    const folder = site({'2025-11-01-good.mdx': GOOD_POST}, undefined, {
      sizes: {'good-card.webp': [1200, 630]},
    });
    expect(await thrown(folder)).toContain(
      'front matter "image" needs static/img/articles/good-card.webp at 600x315, the size the pages announce for the cover on the article cards, but it is 1200x630',
    );
  });

  it('refuses a cover file that is not an image', async () => {
    const folder = await site({'2025-11-01-good.mdx': GOOD_POST});
    fs.writeFileSync(path.join(folder.siteDir, 'static/img/articles/good.webp'), 'not an image');
    expect(await thrown(Promise.resolve(folder))).toContain(
      'front matter "image" needs static/img/articles/good.webp to be a 1200x630 image, but it cannot be read as one',
    );
  });

  it('refuses two posts with one slug, naming both files', async () => {
    const second = GOOD_POST.replace('date: 2025-11-01', 'date: 2025-11-02');
    const folder = site({'2025-11-01-good.mdx': GOOD_POST, '2025-11-02-again.mdx': second});
    expect(await thrown(folder)).toContain(
      'blog/2025-11-02-again.mdx: front matter "slug" "good" is also the slug of blog/2025-11-01-good.mdx',
    );
  });

  it('refuses a slug the blog list pages use', async () => {
    const post = GOOD_POST.replace('slug: good', 'slug: archive');
    expect(await lines(site({'2025-11-01-good.mdx': post}))).toEqual(['blog/2025-11-01-good.mdx slug']);
  });

  it('refuses an author whose avatar is missing from static/, naming authors.yml, the author and the field', async () => {
    const authors = `${AUTHORS}priya-sharma:\n  name: Priya Sharma\n  image_url: /img/authors/priya-sharma.png\n`;
    const folder = site({'2025-11-01-good.mdx': GOOD_POST}, undefined, {authors});
    expect(await thrown(folder)).toContain(
      'blog/authors.yml: author "priya-sharma" field "image_url" points to static/img/authors/priya-sharma.png, which does not exist',
    );
  });

  it('refuses a description longer than 160 characters', async () => {
    const post = GOOD_POST.replace("'A summary for the card.'", `'${'Long. '.repeat(97)}'`);
    expect(await thrown(site({'2025-11-01-good.mdx': post}))).toContain(
      'blog/2025-11-01-good.mdx: front matter "description" is 581 characters long; keep it to 160 or fewer',
    );
  });
});

describe('the published articles', () => {
  const files = fs.readdirSync(path.join(SITE, 'blog')).filter((name) => /\.mdx?$/.test(name));
  const posts = Promise.all(
    files.map(async (name) => {
      const filePath = path.join(SITE, 'blog', name);
      return {
        name,
        ...(await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: fs.readFileSync(filePath, 'utf8')})),
      };
    }),
  );

  it('pass the build-time check', async () => {
    await expect(findArticleProblems(REAL)).resolves.toEqual([]);
  });

  it('are the five articles of the spec', async () => {
    const slugs = (await posts).map((post) => post.frontMatter.slug);
    expect(files).toHaveLength(ARTICLE_COUNT);
    expect([...slugs].sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('state a read time of 4 to 7 minutes that matches their length', async () => {
    const [min, max] = ARTICLE_READ_MINUTES;
    for (const {name, frontMatter, content} of await posts) {
      const readTime = frontMatter.read_time as number;
      expect({name, readTime}).toEqual({name, readTime: expect.any(Number)});
      expect(readTime).toBeGreaterThanOrEqual(min);
      expect(readTime).toBeLessThanOrEqual(max);
      // Between 180 and 300 words a minute: a stated time far from the text's length is a mistake.
      const words = content.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;
      expect(words / readTime).toBeGreaterThan(180);
      expect(words / readTime).toBeLessThan(300);
    }
  });

  it('have keywords, tags and at least four section headings', async () => {
    for (const {name, frontMatter, content} of await posts) {
      expect({name, keywords: (frontMatter.keywords as string[]).length > 2}).toEqual({name, keywords: true});
      expect({name, tags: (frontMatter.tags as string[]).length > 0}).toEqual({name, tags: true});
      expect({name, headings: (content.match(/^## /gm) ?? []).length >= 4}).toEqual({name, headings: true});
    }
  });
});
