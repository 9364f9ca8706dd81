/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** A throwaway site folder: blog/ with authors.yml and posts, static/ with covers. */
function makeSite(posts: Record<string, string>, covers = ['good.png', 'good.webp', 'good-card.webp']) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-check-'));
  fs.mkdirSync(path.join(siteDir, 'blog'));
  fs.mkdirSync(path.join(siteDir, 'static/img/articles'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'blog/authors.yml'), 'coaching-team:\n  name: Coaching Team\n');
  for (const [name, text] of Object.entries(posts)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'blog', name)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'blog', name), text);
  }
  for (const cover of covers) fs.writeFileSync(path.join(siteDir, 'static/img/articles', cover), '');
  return {...REAL, siteDir};
}

const sites: string[] = [];
function site(...args: Parameters<typeof makeSite>) {
  const folder = makeSite(...args);
  sites.push(folder.siteDir);
  return folder;
}
afterAll(() => {
  for (const dir of sites) fs.rmSync(dir, {recursive: true, force: true});
});

describe('validate-articles plugin: reading a blog folder', () => {
  it('passes a folder of good posts', async () => {
    await expect(assertValidArticles(site({'2025-11-01-good.mdx': GOOD_POST}))).resolves.toBeUndefined();
  });

  it('fails on a post without a summary, naming the file and the field', async () => {
    const broken = GOOD_POST.replace(/^description:.*\n/m, '');
    const folder = site({'2025-11-01-good.mdx': GOOD_POST, '2025-11-02-broken.mdx': broken});
    await expect(assertValidArticles(folder)).rejects.toThrow(
      'blog/2025-11-02-broken.mdx: front matter "description" is missing',
    );
  });

  it('finds posts in sub-folders and reports each broken field', async () => {
    const broken = GOOD_POST.replace('read_time: 5', 'read_time: 45')
      .replace('authors: [coaching-team]', 'authors: [ghost-writer]')
      .replace('/img/articles/good.png', '/img/articles/missing.png');
    const problems = await findArticleProblems(site({'series/part-1/index.mdx': broken}));
    expect(problems.map(({file, field}) => `${file} ${field}`)).toEqual([
      'blog/series/part-1/index.mdx image',
      'blog/series/part-1/index.mdx authors',
      'blog/series/part-1/index.mdx read_time',
    ]);
  });

  it('looks for covers in the static directories', async () => {
    const problems = await findArticleProblems(site({'a.md': GOOD_POST}, ['good.png']));
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('static/img/articles/good.webp'),
      expect.stringContaining('static/img/articles/good-card.webp'),
    ]);
  });

  it('skips partials and files Docusaurus ignores', async () => {
    const folder = site({
      '2025-11-01-good.mdx': GOOD_POST,
      '_partial.mdx': 'No front matter at all.',
      '_drafts/idea.mdx': 'Neither here.',
    });
    await expect(findArticleProblems(folder)).resolves.toEqual([]);
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
