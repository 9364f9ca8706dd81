/**
 * Build-time rules for article front matter (blog/*.md, blog/*.mdx) and for blog/authors.yml. Pure: the
 * caller parses the files and says which authors exist, which static files exist and how large the images
 * are; src/plugins/validateArticles.ts does that and fails the build with `formatArticleProblems`.
 */
import {
  ARTICLE_CARD_SIZE,
  ARTICLE_COVER_SIZE,
  articleImageSet,
  isSocialImagePath,
  type ImageSize,
} from '../domains/articles/articleImages';

/** Allowed `read_time`, in whole minutes. */
export const READ_TIME_LIMITS = {min: 1, max: 30} as const;

/** Longest `description`, in characters: search results and link previews cut longer ones off. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * Days an article's `date` may be after the day of the build (in UTC): one, for the time zones already
 * in tomorrow. A later article would top /articles, the feeds and the sitemap before its day.
 */
export const FUTURE_DATE_DAYS = 1;

/**
 * First segments of an article address the blog plugin takes for its own list pages: its
 * archiveBasePath, tagsBasePath, authorsBasePath and pageBasePath, left at their defaults in
 * docusaurus.config.ts.
 */
export const RESERVED_SLUGS = ['archive', 'tags', 'authors', 'page'] as const;

export interface ArticleCheckContext {
  /** Keys defined in blog/authors.yml. */
  readonly authorKeys: ReadonlySet<string>;
  /** Whether a site path such as /img/articles/x.png exists in a static directory. */
  readonly staticFileExists: (sitePath: string) => boolean;
  /** Width and height of an existing static image, or null when it cannot be read as an image. */
  readonly imageSize: (sitePath: string) => ImageSize | null;
  /** When the build runs: an article dated more than `FUTURE_DATE_DAYS` after its day is refused. */
  readonly now: Date;
}

export interface ArticleProblem {
  /** The post, relative to the site, e.g. blog/2025-04-22-my-post.mdx. */
  readonly file: string;
  /** The front-matter field at fault. */
  readonly field: string;
  /** In a data file such as blog/authors.yml, the entry at fault (the author key); absent for a post. */
  readonly key?: string;
  readonly message: string;
}

const COVERS_HINT = 'run `node scripts/make-article-covers.mjs` to draw the covers';
const DATE_EXAMPLE = 'date: 2025-11-01';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** A yyyy-mm-dd day in UTC. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `year-month-day` stands for if it is a real day, else the day it rolls over to. */
function calendarDay(year: number, month: number, day: number): {day: string; real: boolean} {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return {day: isoDay(date), real};
}

const FRONT_MATTER_BLOCK = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A top-level front-matter field as written in the file, without quotes or a trailing comment; undefined
 * when the line is absent. YAML has already turned `date: 2025-13-45` into 14 February 2026 by the time
 * the parsed front matter exists, so the date is checked on this text.
 */
export function rawFrontMatterValue(fileContent: string, field: string): string | undefined {
  const block = FRONT_MATTER_BLOCK.exec(fileContent)?.[1];
  if (block === undefined) return undefined;
  const line = new RegExp(`^${field}[ \\t]*:(.*)$`, 'm').exec(block)?.[1];
  if (line === undefined) return undefined;
  const value = line.replace(/(^|\s)#.*$/, '').trim();
  return /^'.*'$|^".*"$/.test(value) ? value.slice(1, -1) : value;
}

/** The blog plugin's file-name date (its DATE_FILENAME_REGEX): `2025-06-05-slug.mdx`, `2025/06/05/slug.md`. */
const FILE_NAME_DATE =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

interface Post {
  /** The post, relative to the site. */
  readonly file: string;
  /** The post's text as written, front matter included. */
  readonly fileContent: string;
}

type Check = (
  frontMatter: Readonly<Record<string, unknown>>,
  context: ArticleCheckContext,
  post: Post,
) => string[];

const checkTitle: Check = ({title}) => {
  if (isBlank(title)) return ['is missing: every article needs a title for its card and its page'];
  if (typeof title !== 'string') return [`must be text (got ${describe(title)})`];
  return [];
};

const checkDescription: Check = ({description}) => {
  if (isBlank(description))
    return ['is missing: write the one- or two-sentence summary shown on the card and in search results'];
  if (typeof description !== 'string') return [`must be text (got ${describe(description)})`];
  const length = [...description.trim()].length;
  if (length > DESCRIPTION_MAX_LENGTH)
    return [
      `is ${length} characters long; keep it to ${DESCRIPTION_MAX_LENGTH} or fewer, the summary search results and link previews show whole (one or two sentences)`,
    ];
  return [];
};

const checkDate: Check = (frontMatter, {now}, {file, fileContent}) => {
  const raw = rawFrontMatterValue(fileContent, 'date');
  const problems: string[] = [];
  if (raw === undefined || raw === '') {
    if (isBlank(frontMatter.date))
      return [`is missing: give the day the article is published, as yyyy-mm-dd, e.g. ${DATE_EXAMPLE}`];
    return [`must be written on its own line as a yyyy-mm-dd day, e.g. ${DATE_EXAMPLE}`];
  }
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!parts) return [`must be a day written yyyy-mm-dd, e.g. ${DATE_EXAMPLE} (got ${describe(raw)})`];
  const {day, real} = calendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  if (!real)
    return [
      `"${raw}" is not a real day (the site would show ${day}); write a real yyyy-mm-dd day, e.g. ${DATE_EXAMPLE}`,
    ];

  const named = FILE_NAME_DATE.exec(file)?.groups?.date;
  if (named !== undefined) {
    const [year, month, date] = named.split(/[-/]/).map(Number) as [number, number, number];
    const fromName = calendarDay(year, month, date);
    if (!fromName.real)
      problems.push(
        `cannot be checked against the file name, whose date ${named} is not a real day: name the file after the article's date, e.g. blog/${raw}-<slug>.mdx`,
      );
    else if (fromName.day !== day)
      problems.push(
        `"${raw}" differs from the date in the file name (${fromName.day}): make them the same day, e.g. blog/${raw}-<slug>.mdx with date: ${raw}`,
      );
  }

  // A draft is left out of the production build, so it may carry the day it is planned for.
  const latest = new Date(now.getTime());
  latest.setUTCDate(latest.getUTCDate() + FUTURE_DATE_DAYS);
  if (frontMatter.draft !== true && day > isoDay(latest))
    problems.push(
      `"${raw}" is after the day of the build (${isoDay(now)}): the article would top /articles and the feeds before its day; set draft: true until then, or date it today, e.g. date: ${isoDay(now)}`,
    );
  return problems;
};

/** The size a cover file must have, or the problem with it. */
function sizeProblem(
  sitePath: string,
  role: string,
  wanted: ImageSize,
  context: ArticleCheckContext,
): string[] {
  const size = context.imageSize(sitePath);
  const want = `${wanted.width}x${wanted.height}`;
  if (!size)
    return [`needs static${sitePath} to be a ${want} image, but it cannot be read as one (${COVERS_HINT})`];
  if (size.width === wanted.width && size.height === wanted.height) return [];
  return [
    `needs static${sitePath} at ${want}, the size the pages announce for the ${role}, but it is ${size.width}x${size.height} (${COVERS_HINT})`,
  ];
}

const checkImage: Check = ({image}, context) => {
  const {staticFileExists} = context;
  if (isBlank(image))
    return ['is missing: set it to the 1200x630 cover, e.g. /img/articles/<slug>.png (' + COVERS_HINT + ')'];
  if (typeof image !== 'string' || !image.startsWith('/'))
    return [
      `must be a path inside static/ starting with "/", e.g. /img/articles/<slug>.png (got ${describe(image)})`,
    ];
  if (!isSocialImagePath(image))
    return [
      `must be a PNG or JPG so social previews work (got "${image}"); the WebP versions are derived from it`,
    ];
  if (!staticFileExists(image)) return [`points to static${image}, which does not exist (${COVERS_HINT})`];
  const set = articleImageSet(image);
  if (!set) return [];
  const missing = [set.page, set.card].filter((file) => !staticFileExists(file));
  const sizes: ReadonlyArray<readonly [string, string, ImageSize]> = [
    [set.social, 'cover (og:image)', ARTICLE_COVER_SIZE],
    [set.page, 'cover on the article page', ARTICLE_COVER_SIZE],
    [set.card, 'cover on the article cards', ARTICLE_CARD_SIZE],
  ];
  return [
    ...missing.map((file) => `needs static${file} next to the cover, which does not exist (${COVERS_HINT})`),
    ...sizes
      .filter(([file]) => staticFileExists(file))
      .flatMap(([file, role, wanted]) => sizeProblem(file, role, wanted, context)),
  ];
};

const checkAuthors: Check = (frontMatter, {authorKeys}) => {
  const raw = frontMatter.authors ?? frontMatter.author;
  const list: unknown[] = Array.isArray(raw) ? raw : isBlank(raw) ? [] : [raw];
  if (list.length === 0)
    return ['is missing: list at least one author key from blog/authors.yml, e.g. authors: [coaching-team]'];
  const known = [...authorKeys].join(', ') || 'none defined';
  return list.flatMap((author) => {
    if (typeof author !== 'string')
      return [`must list keys from blog/authors.yml, not inline authors (got ${describe(author)})`];
    return authorKeys.has(author) ? [] : [`"${author}" is not defined in blog/authors.yml (known: ${known})`];
  });
};

const checkReadTime: Check = ({read_time: readTime}) => {
  if (readTime === undefined) return [];
  const {min, max} = READ_TIME_LIMITS;
  const ok = typeof readTime === 'number' && Number.isInteger(readTime) && readTime >= min && readTime <= max;
  return ok ? [] : [`must be a whole number of minutes from ${min} to ${max} (got ${describe(readTime)})`];
};

/** Front-matter fields and their checks, in the order problems are reported. */
const CHECKS: ReadonlyArray<readonly [field: string, check: Check]> = [
  ['title', checkTitle],
  ['description', checkDescription],
  ['date', checkDate],
  ['image', checkImage],
  ['authors', checkAuthors],
  ['read_time', checkReadTime],
];

/**
 * Every problem with one article's front matter; an empty list means the article may be published.
 * `fileContent` is the file as written: the date is checked on it, before YAML rolls it over.
 */
export function checkArticleFrontMatter(
  file: string,
  frontMatter: Readonly<Record<string, unknown>>,
  context: ArticleCheckContext,
  fileContent: string,
): ArticleProblem[] {
  return CHECKS.flatMap(([field, check]) =>
    check(frontMatter, context, {file, fileContent}).map((message) => ({file, field, message})),
  );
}

export interface ArticleAddress {
  /** The post, relative to the site, e.g. blog/2025-04-22-my-post.mdx. */
  readonly file: string;
  /** The post, relative to the blog folder: what the blog plugin derives a slug from. */
  readonly source: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

/**
 * The address of a post inside the blog, as the blog plugin derives it: the `slug` field, else the file
 * name (`2025-06-05-my-post.mdx` is 2025/06/05/my-post). Without leading or trailing slashes.
 */
export function articleSlug({source, frontMatter}: Omit<ArticleAddress, 'file'>): string {
  let slug: string;
  if (typeof frontMatter.slug === 'string') slug = frontMatter.slug;
  else {
    const named = FILE_NAME_DATE.exec(source)?.groups;
    slug = named
      ? `${named.date!.replace(/-/g, '/')}/${named.folder!}${named.text!}`
      : source.replace(/(?:\/index)?\.mdx?$/, '');
  }
  return slug.split('/').filter(Boolean).join('/');
}

/**
 * Posts whose address another post already has, or that the blog's own list pages use (`RESERVED_SLUGS`).
 * Each duplicate is reported on the later file, naming the earlier one.
 */
export function checkArticleSlugs(posts: readonly ArticleAddress[]): ArticleProblem[] {
  const taken = new Map<string, string>();
  const reserved = RESERVED_SLUGS.join(', ');
  return posts.flatMap((post): ArticleProblem[] => {
    const {file, frontMatter} = post;
    const problem = (message: string) => [{file, field: 'slug', message}];
    if (frontMatter.slug !== undefined && typeof frontMatter.slug !== 'string')
      return problem(`must be text, e.g. slug: my-slug (got ${describe(frontMatter.slug)})`);
    const slug = articleSlug(post);
    const written = frontMatter.slug === undefined ? ' (from the file name)' : '';
    if (slug === '')
      return problem(
        `"${String(frontMatter.slug)}" is the address of the article list itself; give the article its own, e.g. slug: my-slug`,
      );
    const first = slug.split('/')[0]!;
    if ((RESERVED_SLUGS as readonly string[]).includes(first))
      return problem(
        `"${slug}"${written} ${slug === first ? 'is an address' : `starts with "${first}", a folder`} which the blog's own list pages use (reserved: ${reserved}); choose another, e.g. slug: my-slug`,
      );
    const earlier = taken.get(slug);
    if (earlier !== undefined)
      return problem(
        `"${slug}"${written} is also the slug of ${earlier}: both articles would have the same address; give each its own, e.g. slug: my-slug`,
      );
    taken.set(slug, file);
    return [];
  });
}

/**
 * Problems in blog/authors.yml: an `image_url` that is a site path (starts with "/") must exist under
 * static/, or every article by that author shows a broken avatar.
 */
export function checkAuthorsMap(
  file: string,
  authors: Readonly<Record<string, unknown>>,
  staticFileExists: (sitePath: string) => boolean,
): ArticleProblem[] {
  return Object.entries(authors).flatMap(([key, author]): ArticleProblem[] => {
    const imageUrl = (author as {image_url?: unknown} | null)?.image_url;
    if (typeof imageUrl !== 'string' || !imageUrl.startsWith('/') || imageUrl.startsWith('//')) return [];
    if (staticFileExists(imageUrl)) return [];
    return [
      {
        file,
        key,
        field: 'image_url',
        message: `points to static${imageUrl}, which does not exist: add the square avatar (256x256 PNG) there or fix the path`,
      },
    ];
  });
}

/**
 * One line per problem, each naming the file and the field: `blog/x.mdx: front matter "image" ...`, or
 * for blog/authors.yml the author too: `blog/authors.yml: author "priya-sharma" field "image_url" ...`.
 */
export function formatArticleProblems(problems: readonly ArticleProblem[]): string {
  const lines = problems.map(({file, field, key, message}) =>
    key === undefined
      ? `${file}: front matter "${field}" ${message}`
      : `${file}: author "${key}" field "${field}" ${message}`,
  );
  return [`Article front matter check failed (${problems.length} problem(s)):`, ...lines].join('\n');
}
