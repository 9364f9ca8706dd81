/**
 * Local Docusaurus plugin: fails `npm run build` (and reports in `npm start`) when an article's front
 * matter is incomplete, two articles share an address or an author's avatar is missing. The rules live in
 * src/plugins/articleFrontMatter.ts; this file only reads files (and the covers' sizes, with sharp).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER, readDataFile} from '@docusaurus/utils';
import {
  checkArticleFrontMatter,
  checkArticleSlugs,
  checkAuthorsMap,
  formatArticleProblems,
  type ArticleProblem,
} from './articleFrontMatter';
import {articleImageSet, type ImageSize} from '../domains/articles/articleImages';

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

/** blog/authors.yml as a map of author key to entry (empty when the file is absent). */
async function readAuthors(blogDir: string, authorsMapPath: string): Promise<Record<string, unknown>> {
  const data = await readDataFile({
    filePath: authorsMapPath,
    contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
  });
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** Width and height from the file's header, or null when sharp cannot read it as an image. */
async function readImageSize(file: string): Promise<ImageSize | null> {
  try {
    const {width, height} = await sharp(file).metadata();
    return width && height ? {width, height} : null;
  } catch {
    return null;
  }
}

/** A path relative to the site, with forward slashes. */
function siteRelative(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/**
 * Every problem of every post in the blog folder (front matter, then shared addresses), then those of
 * blog/authors.yml. `now` is the moment of the build: a post dated after its next day is refused.
 */
export async function findArticleProblems(
  folder: ArticleFolder,
  now: Date = new Date(),
): Promise<ArticleProblem[]> {
  const blogDir = path.resolve(folder.siteDir, folder.blogPath);
  const authors = await readAuthors(blogDir, folder.authorsMapPath);
  const authorKeys = new Set(Object.keys(authors));
  const files = await listPosts(blogDir);

  // Collect the static files the posts mention first, so the pure check can ask synchronously.
  const parsed = await Promise.all(
    files.map(async (filePath) => {
      const fileContent = await fs.readFile(filePath, 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {
        file: siteRelative(folder.siteDir, filePath),
        source: path.relative(blogDir, filePath).split(path.sep).join('/'),
        fileContent,
        frontMatter,
      };
    }),
  );
  const covers = parsed.flatMap(({frontMatter}) => {
    const image = frontMatter.image;
    if (typeof image !== 'string' || !image.startsWith('/')) return [];
    const set = articleImageSet(image);
    return set ? [set.social, set.page, set.card] : [image];
  });
  const avatars = Object.values(authors).flatMap((author) => {
    const imageUrl = (author as {image_url?: unknown} | null)?.image_url;
    return typeof imageUrl === 'string' && imageUrl.startsWith('/') ? [imageUrl] : [];
  });
  // Where each static file the posts and authors mention is (the first static directory that has it),
  // and the covers' sizes, so the pure checks can ask synchronously.
  const found = new Map<string, string>();
  await Promise.all(
    [...new Set([...covers, ...avatars])].map(async (sitePath) => {
      for (const dir of folder.staticDirectories) {
        const file = path.join(folder.siteDir, dir, sitePath);
        if (!found.has(sitePath) && (await exists(file))) found.set(sitePath, file);
      }
    }),
  );
  const sizes = new Map<string, ImageSize | null>();
  await Promise.all(
    covers.map(async (sitePath) => {
      const file = found.get(sitePath);
      if (file) sizes.set(sitePath, await readImageSize(file));
    }),
  );

  const staticFileExists = (sitePath: string) => found.has(sitePath);
  const context = {
    authorKeys,
    staticFileExists,
    imageSize: (sitePath: string) => sizes.get(sitePath) ?? null,
    now,
  };
  const authorsFile = siteRelative(folder.siteDir, path.resolve(blogDir, folder.authorsMapPath));
  return [
    ...parsed.flatMap(({file, frontMatter, fileContent}) =>
      checkArticleFrontMatter(file, frontMatter, context, fileContent),
    ),
    ...checkArticleSlugs(parsed),
    ...checkAuthorsMap(authorsFile, authors, staticFileExists),
  ];
}

/** Throws one error listing every problem, each line naming the file and the field. */
export async function assertValidArticles(folder: ArticleFolder, now: Date = new Date()): Promise<void> {
  const problems = await findArticleProblems(folder, now);
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
