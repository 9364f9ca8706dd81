/**
 * Local Docusaurus plugin: fails `npm run build` (and reports in `npm start`) when an article's front
 * matter is incomplete. The rules live in src/plugins/articleFrontMatter.ts; this file only reads files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER, readDataFile} from '@docusaurus/utils';
import {checkArticleFrontMatter, formatArticleProblems, type ArticleProblem} from './articleFrontMatter';
import {articleImageSet} from '../domains/articles/articleImages';

export interface ValidateArticlesOptions {
  /** The blog plugin's `path`, relative to the site. */
  readonly blogPath: string;
  /** The blog plugin's `authorsMapPath`, relative to `blogPath`. */
  readonly authorsMapPath: string;
}

export interface ArticleFolder extends ValidateArticlesOptions {
  readonly siteDir: string;
  /** The site's static directories, relative to the site (siteConfig.staticDirectories). */
  readonly staticDirectories: readonly string[];
}

const POST_FILE = /\.mdx?$/;

/** Post files as Docusaurus finds them: .md/.mdx, skipping `_partials`, `_folders` and tests. */
async function listPosts(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
      .map(async (entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listPosts(full);
        return POST_FILE.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
      }),
  );
  return nested.flat().sort();
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function readAuthorKeys(blogDir: string, authorsMapPath: string): Promise<Set<string>> {
  const data = await readDataFile({
    filePath: authorsMapPath,
    contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
  });
  return new Set(data && typeof data === 'object' ? Object.keys(data) : []);
}

/** Every front-matter problem of every post in the blog folder. */
export async function findArticleProblems(folder: ArticleFolder): Promise<ArticleProblem[]> {
  const blogDir = path.resolve(folder.siteDir, folder.blogPath);
  const authorKeys = await readAuthorKeys(blogDir, folder.authorsMapPath);
  const files = await listPosts(blogDir);

  // Collect the static files the posts mention first, so the pure check can ask synchronously.
  const parsed = await Promise.all(
    files.map(async (filePath) => {
      const fileContent = await fs.readFile(filePath, 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {file: path.relative(folder.siteDir, filePath).split(path.sep).join('/'), frontMatter};
    }),
  );
  const existing = new Set<string>();
  const candidates = parsed.flatMap(({frontMatter}) => {
    const image = frontMatter.image;
    if (typeof image !== 'string' || !image.startsWith('/')) return [];
    const set = articleImageSet(image);
    return set ? [set.social, set.page, set.card] : [image];
  });
  await Promise.all(
    candidates.map(async (sitePath) => {
      for (const dir of folder.staticDirectories) {
        if (await exists(path.join(folder.siteDir, dir, sitePath))) existing.add(sitePath);
      }
    }),
  );

  const context = {authorKeys, staticFileExists: (sitePath: string) => existing.has(sitePath)};
  return parsed.flatMap(({file, frontMatter}) => checkArticleFrontMatter(file, frontMatter, context));
}

/** Throws one error listing every problem, each line naming the file and the field. */
export async function assertValidArticles(folder: ArticleFolder): Promise<void> {
  const problems = await findArticleProblems(folder);
  if (problems.length > 0) throw new Error(formatArticleProblems(problems));
}

export default async function validateArticlesPlugin(
  context: LoadContext,
  options: ValidateArticlesOptions,
): Promise<Plugin> {
  const folder: ArticleFolder = {
    ...options,
    siteDir: context.siteDir,
    staticDirectories: context.siteConfig.staticDirectories,
  };
  // Checked while plugins initialise, before any content loads, so a build stops with this message
  // rather than a later, vaguer one; checked again on every reload of `npm start`.
  await assertValidArticles(folder);
  return {
    name: 'validate-articles',
    getPathsToWatch: () => [path.join(context.siteDir, options.blogPath, '**/*.{md,mdx,yml,yaml,json}')],
    loadContent: () => assertValidArticles(folder),
  };
}
