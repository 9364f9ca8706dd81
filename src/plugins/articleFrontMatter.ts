/**
 * Build-time rules for article front matter (blog/*.md, blog/*.mdx). Pure: the caller parses the files
 * and says which authors exist and which static files exist; src/plugins/validateArticles.ts does that
 * and fails the build with `formatArticleProblems`.
 */
import {articleImageSet, isSocialImagePath} from '../domains/articles/articleImages';

/** Allowed `read_time`, in whole minutes. */
export const READ_TIME_LIMITS = {min: 1, max: 30} as const;

export interface ArticleCheckContext {
  /** Keys defined in blog/authors.yml. */
  readonly authorKeys: ReadonlySet<string>;
  /** Whether a site path such as /img/articles/x.png exists in a static directory. */
  readonly staticFileExists: (sitePath: string) => boolean;
}

export interface ArticleProblem {
  /** The post, relative to the site, e.g. blog/2025-04-22-my-post.mdx. */
  readonly file: string;
  /** The front-matter field at fault. */
  readonly field: string;
  readonly message: string;
}

const COVERS_HINT = 'run `node scripts/make-article-covers.mjs` to draw the covers';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

type Check = (frontMatter: Readonly<Record<string, unknown>>, context: ArticleCheckContext) => string[];

const checkTitle: Check = ({title}) => {
  if (isBlank(title)) return ['is missing: every article needs a title for its card and its page'];
  if (typeof title !== 'string') return [`must be text (got ${describe(title)})`];
  return [];
};

const checkDescription: Check = ({description}) => {
  if (isBlank(description))
    return ['is missing: write the one- or two-sentence summary shown on the card and in search results'];
  if (typeof description !== 'string') return [`must be text (got ${describe(description)})`];
  return [];
};

const checkImage: Check = ({image}, {staticFileExists}) => {
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
  return missing.map(
    (file) => `needs static${file} next to the cover, which does not exist (${COVERS_HINT})`,
  );
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
  ['image', checkImage],
  ['authors', checkAuthors],
  ['read_time', checkReadTime],
];

/** Every problem with one article's front matter; an empty list means the article may be published. */
export function checkArticleFrontMatter(
  file: string,
  frontMatter: Readonly<Record<string, unknown>>,
  context: ArticleCheckContext,
): ArticleProblem[] {
  return CHECKS.flatMap(([field, check]) =>
    check(frontMatter, context).map((message) => ({file, field, message})),
  );
}

/** One line per problem, each naming the file and the field: `blog/x.mdx: front matter "image" ...`. */
export function formatArticleProblems(problems: readonly ArticleProblem[]): string {
  const lines = problems.map(({file, field, message}) => `${file}: front matter "${field}" ${message}`);
  return [`Article front matter check failed (${problems.length} problem(s)):`, ...lines].join('\n');
}
