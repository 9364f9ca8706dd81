/**
 * The published articles, read from blog/ the way the blog plugin reads them (docusaurus.config.ts:
 * `blog.path` 'blog', `routeBasePath` 'articles'), so a new post is in every spec without editing one.
 *
 * A post is a `.md`/`.mdx` file or a folder's `index.md(x)` under blog/, skipping names that start with
 * `_` (the plugin's default exclude). Its route is /articles/<slug>, where the slug is front matter `slug`
 * or, as Docusaurus derives it, the file name: `2025-11-01-hill-repeats.mdx` is /articles/2025/11/01/hill-repeats.
 * Its date is front matter `date` or the file name's date. Drafts (`draft: true`) are not built and
 * unlisted posts (`unlisted: true`) are in no list, feed or sitemap, so neither is here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFileContentFrontMatter} from '@docusaurus/utils/lib/markdownUtils';
import {articleImageSet, type ArticleImageSet} from '../../src/domains/articles/articleImages';

/** Where the posts are, relative to the site root the specs run from (as BUILD_DIR is). */
const BLOG_DIR = path.resolve('blog');
/** The blog plugin's routeBasePath. */
const BASE = '/articles';

export interface ArticleAuthor {
  /** The key in blog/authors.yml. */
  readonly key: string;
  readonly name: string;
  /** The avatar, when authors.yml gives one. */
  readonly imageUrl?: string;
}

export interface Article {
  /** The post's file, relative to blog/. */
  readonly file: string;
  /** The route's last part(s), without /articles/. */
  readonly slug: string;
  /** /articles/<slug> */
  readonly route: string;
  readonly title: string;
  /** YYYY-MM-DD, in UTC as Docusaurus reads it. */
  readonly date: string;
  /** The front-matter image and the WebP covers beside it, or null for a post without a PNG/JPG image. */
  readonly cover: ArticleImageSet | null;
  /** Front matter `read_time` in minutes, when the post gives it (Docusaurus estimates it otherwise). */
  readonly readTime?: number;
  /** Tag keys from front matter, in order. */
  readonly tags: readonly string[];
  readonly authors: readonly ArticleAuthor[];
}

type Data = Record<string, unknown>;

/** YAML as the blog plugin reads it (the same parser, through front-matter parsing). */
function parseYaml(yaml: string): Data {
  return parseFileContentFrontMatter(`---\n${yaml}\n---\n`).frontMatter;
}

/** Post files as the blog plugin finds them (include `**\/*.{md,mdx}`, default exclude). */
function postFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory())
        return entry.name === '__tests__' ? [] : postFiles(path.join(dir, entry.name), `${relative}/`);
      return /\.mdx?$/.test(entry.name) ? [relative] : [];
    });
}

/** Docusaurus's parseBlogFileName: the date and the default slug in a post's file name. */
const DATE_FILE_NAME =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

function fileNameSlugAndDate(file: string): {slug: string; date?: Date} {
  const match = DATE_FILE_NAME.exec(file)?.groups;
  if (!match) return {slug: file.replace(/(?:\/index)?\.mdx?$/, '')};
  const {folder = '', date = '', text = ''} = match;
  return {slug: `${date.replace(/-/g, '/')}/${folder}${text}`, date: new Date(`${date}Z`)};
}

function readAuthors(): Map<string, ArticleAuthor> {
  const file = path.join(BLOG_DIR, 'authors.yml');
  const data = fs.existsSync(file) ? parseYaml(fs.readFileSync(file, 'utf8')) : {};
  return new Map(
    Object.entries(data).map(([key, value]) => {
      const author = (value ?? {}) as Data;
      const imageUrl = typeof author.image_url === 'string' ? author.image_url : undefined;
      return [key, {key, name: typeof author.name === 'string' ? author.name : key, imageUrl}];
    }),
  );
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

function readArticle(
  file: string,
  authors: Map<string, ArticleAuthor>,
): {article: Article; time: number} | null {
  const {frontMatter} = parseFileContentFrontMatter(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8'));
  if (frontMatter.draft === true || frontMatter.unlisted === true) return null;
  const fromName = fileNameSlugAndDate(file);
  const rawDate = frontMatter.date;
  const date =
    rawDate instanceof Date ? rawDate : typeof rawDate === 'string' ? new Date(`${rawDate}Z`) : fromName.date;
  if (!date || Number.isNaN(date.getTime()))
    throw new Error(`blog/${file}: no date in front matter or file name`);
  const slug = (typeof frontMatter.slug === 'string' ? frontMatter.slug : fromName.slug).replace(
    /^\/+|\/+$/g,
    '',
  );
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : '';
  if (!title) throw new Error(`blog/${file}: front matter "title" is missing`);
  const image = typeof frontMatter.image === 'string' ? frontMatter.image : '';
  const article = {
    file,
    slug,
    route: `${BASE}/${slug}`,
    title,
    date: date.toISOString().slice(0, 10),
    cover: articleImageSet(image),
    readTime: typeof frontMatter.read_time === 'number' ? frontMatter.read_time : undefined,
    tags: asList(frontMatter.tags).map(String),
    authors: asList(frontMatter.authors).map(
      (key) => authors.get(String(key)) ?? {key: String(key), name: String(key)},
    ),
  };
  return {article, time: date.getTime()};
}

function readArticles(): Article[] {
  const authors = readAuthors();
  // Newest first, as the list, the feeds and the tag and author pages show them (a stable sort, as the plugin's).
  return postFiles(BLOG_DIR)
    .sort()
    .flatMap((file) => readArticle(file, authors) ?? [])
    .sort((a, b) => b.time - a.time)
    .map(({article}) => article);
}

/** Every published, listed article, newest first, as the /articles list shows them. */
export const ARTICLES: readonly Article[] = readArticles();

/** The articles' routes, oldest first (the order ROUTES lists them in). */
export const ARTICLE_ROUTES: readonly string[] = ARTICLES.map(({route}) => route).reverse();

/** The articles a tag page lists (newest first). */
export function articlesTagged(tag: string): readonly Article[] {
  return ARTICLES.filter((article) => article.tags.includes(tag));
}

/** The articles an author's page lists (newest first). */
export function articlesBy(authorKey: string): readonly Article[] {
  return ARTICLES.filter((article) => article.authors.some(({key}) => key === authorKey));
}

/** A tag's page path from blog/tags.yml (its `permalink`, else the key), under /articles/tags. */
function tagPages(): string[] {
  const file = path.join(BLOG_DIR, 'tags.yml');
  const data = fs.existsSync(file) ? parseYaml(fs.readFileSync(file, 'utf8')) : {};
  const used = new Set(ARTICLES.flatMap(({tags}) => tags));
  return [...used].sort().map((tag) => {
    const permalink = ((data[tag] ?? {}) as Data).permalink;
    return `${BASE}/tags/${(typeof permalink === 'string' ? permalink : tag).replace(/^\/+/, '')}`;
  });
}

/** Authors with `page: true` in blog/authors.yml who have a listed article: each has a page. */
function authorPages(): string[] {
  const file = path.join(BLOG_DIR, 'authors.yml');
  const data = fs.existsSync(file) ? parseYaml(fs.readFileSync(file, 'utf8')) : {};
  const writing = new Set(ARTICLES.flatMap(({authors}) => authors.map(({key}) => key)));
  return Object.entries(data)
    .filter(([key, value]) => ((value ?? {}) as Data).page === true && writing.has(key))
    .map(([key]) => `${BASE}/authors/${key}`)
    .sort();
}

/** The blog's own list pages, which the sitemap leaves out: archive, authors, each author, tags, each tag. */
export const ARTICLE_INDEX_PAGES: readonly string[] = [
  `${BASE}/archive`,
  `${BASE}/authors`,
  ...authorPages(),
  `${BASE}/tags`,
  ...tagPages(),
];
