import {
  articleSlug,
  checkArticleFrontMatter,
  checkArticleSlugs,
  checkAuthorsMap,
  formatArticleProblems,
  rawFrontMatterValue,
  type ArticleCheckContext,
} from './articleFrontMatter';
import type {ImageSize} from '../domains/articles/articleImages';

const FILE = 'blog/2025-11-01-my-post.mdx';
/** Static files and their sizes; null for a file that is not an image. */
const EXISTING = new Map<string, ImageSize | null>([
  ['/img/articles/my-post.png', {width: 1200, height: 630}],
  ['/img/articles/my-post.webp', {width: 1200, height: 630}],
  ['/img/articles/my-post-card.webp', {width: 600, height: 315}],
  ['/img/articles/no-webp.png', {width: 1200, height: 630}],
  ['/img/articles/square.png', {width: 800, height: 800}],
  ['/img/articles/square.webp', {width: 1200, height: 630}],
  ['/img/articles/square-card.webp', {width: 600, height: 315}],
  ['/img/articles/small-card.jpg', {width: 1200, height: 630}],
  ['/img/articles/small-card.webp', {width: 1200, height: 630}],
  ['/img/articles/small-card-card.webp', {width: 300, height: 300}],
  ['/img/articles/broken.png', null],
  ['/img/articles/broken.webp', {width: 1200, height: 630}],
  ['/img/articles/broken-card.webp', {width: 600, height: 315}],
]);
/** The build runs on 20 November 2025, at noon UTC. */
const NOW = new Date('2025-11-20T12:00:00Z');
const context: ArticleCheckContext = {
  authorKeys: new Set(['coaching-team', 'priya']),
  staticFileExists: (sitePath) => EXISTING.has(sitePath),
  imageSize: (sitePath) => EXISTING.get(sitePath) ?? null,
  now: NOW,
};

const valid = {
  title: 'Taper for your first half marathon',
  description: 'How to cut volume by 40% in the last 7 to 10 days without losing fitness.',
  date: '2025-11-01',
  image: '/img/articles/my-post.png',
  authors: ['coaching-team'],
  read_time: 5,
};

/** The file as a writer would have typed it: front matter values written as given (strings unquoted). */
function fileText(frontMatter: Record<string, unknown>): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return ['---', ...lines, '---', '', 'Body.', ''].join('\n');
}

const problems = (frontMatter: Record<string, unknown>, file = FILE) =>
  checkArticleFrontMatter(file, frontMatter, context, fileText(frontMatter));
const fields = (frontMatter: Record<string, unknown>) => problems(frontMatter).map((p) => p.field);
const messages = (frontMatter: Record<string, unknown>, file = FILE) =>
  problems(frontMatter, file).map((p) => `${p.field}: ${p.message}`);

describe('checkArticleFrontMatter', () => {
  it('accepts a complete article, with or without a read time', () => {
    expect(problems(valid)).toEqual([]);
    const {read_time: _ignored, ...withoutReadTime} = valid;
    expect(problems(withoutReadTime)).toEqual([]);
  });

  it.each([
    ['title', {title: undefined}],
    ['title', {title: '  '}],
    ['description', {description: undefined}],
    ['description', {description: ''}],
    ['date', {date: undefined}],
    ['date', {date: ''}],
    ['image', {image: undefined}],
    ['authors', {authors: undefined}],
    ['authors', {authors: []}],
  ])('reports a missing %s', (field, override) => {
    expect(fields({...valid, ...override})).toEqual([field]);
    expect(problems({...valid, ...override})[0]?.message).toMatch(/missing/);
  });

  it('reports a cover that does not exist under static/', () => {
    const [problem] = problems({...valid, image: '/img/articles/typo.png'});
    expect(problem).toMatchObject({file: FILE, field: 'image'});
    expect(problem?.message).toContain('static/img/articles/typo.png, which does not exist');
  });

  it('reports missing WebP versions of an existing cover, naming each file', () => {
    const found = problems({...valid, image: '/img/articles/no-webp.png'});
    expect(found.map((p) => p.field)).toEqual(['image', 'image']);
    expect(found[0]?.message).toContain('static/img/articles/no-webp.webp');
    expect(found[1]?.message).toContain('static/img/articles/no-webp-card.webp');
  });

  it('wants a PNG or JPG inside static/ for the cover', () => {
    expect(problems({...valid, image: '/img/articles/my-post.webp'})[0]?.message).toMatch(/PNG or JPG/);
    expect(problems({...valid, image: 'img/articles/my-post.png'})[0]?.message).toMatch(/starting with "\/"/);
    expect(problems({...valid, image: 'https://cdn.example/x.png'})[0]?.field).toBe('image');
  });

  it('accepts known author keys, as a list or a single key', () => {
    expect(problems({...valid, authors: ['coaching-team', 'priya']})).toEqual([]);
    expect(problems({...valid, authors: 'priya'})).toEqual([]);
  });

  it('reports an author key that blog/authors.yml does not define, listing the known ones', () => {
    const [problem] = problems({...valid, authors: ['coaching-team', 'nobody']});
    expect(problem?.field).toBe('authors');
    expect(problem?.message).toBe(
      '"nobody" is not defined in blog/authors.yml (known: coaching-team, priya)',
    );
  });

  it('refuses inline author objects', () => {
    expect(problems({...valid, authors: [{name: 'A. Runner'}]})[0]?.message).toMatch(/not inline authors/);
  });

  it.each([0, 31, 45, 4.5, -3, '5', null])('refuses read_time %p', (readTime) => {
    expect(fields({...valid, read_time: readTime})).toEqual(['read_time']);
  });

  it.each([1, 4, 7, 30])('accepts read_time %p', (readTime) => {
    expect(problems({...valid, read_time: readTime})).toEqual([]);
  });

  it('reports every problem of a post at once, in field order', () => {
    expect(fields({title: 'Only a title', read_time: 99})).toEqual([
      'description',
      'date',
      'image',
      'authors',
      'read_time',
    ]);
  });
});

describe('checkArticleFrontMatter: description length', () => {
  const ofLength = (length: number) => 'A'.repeat(length);

  it('accepts a description of up to 160 characters', () => {
    expect(problems({...valid, description: ofLength(160)})).toEqual([]);
    // Characters, not UTF-16 units: an en dash or an emoji counts once.
    expect(problems({...valid, description: `${ofLength(158)}–😀`})).toEqual([]);
  });

  it('refuses a longer one, naming the file, the field and the length', () => {
    const found = problems({...valid, description: ofLength(580)});
    expect(found).toEqual([
      {
        file: FILE,
        field: 'description',
        message: expect.stringMatching(/^is 580 characters long; keep it to 160 or fewer/),
      },
    ]);
    expect(fields({...valid, description: ofLength(161)})).toEqual(['description']);
  });
});

describe('checkArticleFrontMatter: date', () => {
  const UNDATED = 'blog/my-post.mdx';
  const dateProblems = (date: string, file = UNDATED, extra: Record<string, unknown> = {}) =>
    messages({...valid, ...extra, date}, file);

  it.each(['2025-11-01', "'2025-11-01'", '"2025-11-01"', '2025-11-01 # the launch day', '2024-02-29'])(
    'accepts a real yyyy-mm-dd day written %s',
    (date) => {
      expect(dateProblems(date)).toEqual([]);
    },
  );

  it('checks the day as written: YAML would roll 2025-13-45 over to 14 February 2026', () => {
    expect(dateProblems('2025-13-45')).toEqual([
      'date: "2025-13-45" is not a real day (the site would show 2026-02-14); write a real yyyy-mm-dd day, e.g. date: 2025-11-01',
    ]);
    expect(dateProblems('2025-02-29')[0]).toMatch(/^date: "2025-02-29" is not a real day/);
    expect(dateProblems('2025-04-31')[0]).toMatch(/^date: "2025-04-31" is not a real day/);
  });

  it.each(['01/11/2025', '2025-1-5', '2025-11-01T10:00:00Z', 'November 1, 2025', '20251101'])(
    'refuses a day written %s, showing the form to use',
    (date) => {
      expect(dateProblems(date)).toEqual([
        `date: must be a day written yyyy-mm-dd, e.g. date: 2025-11-01 (got "${date}")`,
      ]);
    },
  );

  it('reads the line as written, not the parsed value', () => {
    // The parsed front matter has a (rolled-over) Date; the file's date line is what counts.
    const parsed = {...valid, date: new Date('2026-02-14T00:00:00Z')};
    const found = checkArticleFrontMatter(UNDATED, parsed, context, fileText({...valid, date: '2025-13-45'}));
    expect(found.map((p) => p.field)).toEqual(['date']);
    // A date the line-reader cannot find (written over two lines) is refused rather than trusted.
    const folded = checkArticleFrontMatter(
      UNDATED,
      parsed,
      context,
      fileText({...valid, date: '\n  2026-02-14'}),
    );
    expect(folded.map((p) => p.message)).toEqual([
      'must be written on its own line as a yyyy-mm-dd day, e.g. date: 2025-11-01',
    ]);
  });

  it('allows one day after the day of the build, for time zones, and no more', () => {
    expect(dateProblems('2025-11-20')).toEqual([]);
    expect(dateProblems('2025-11-21')).toEqual([]);
    expect(dateProblems('2025-11-22')).toEqual([
      'date: "2025-11-22" is after the day of the build (2025-11-20): the article would top /articles and the feeds before its day; set draft: true until then, or date it today, e.g. date: 2025-11-20',
    ]);
    expect(dateProblems('2030-01-01')).toHaveLength(1);
  });

  it('lets a draft, which production builds leave out, carry its planned day', () => {
    expect(dateProblems('2030-01-01', UNDATED, {draft: true})).toEqual([]);
  });

  it('wants the date in the file name, when there is one, to be the same day', () => {
    expect(dateProblems('2025-11-01', 'blog/2025-11-01-my-post.mdx')).toEqual([]);
    expect(dateProblems('2025-11-01', 'blog/2025/11/01/my-post.mdx')).toEqual([]);
    expect(dateProblems('2025-11-02', 'blog/2025-11-01-my-post.mdx')).toEqual([
      'date: "2025-11-02" differs from the date in the file name (2025-11-01): make them the same day, e.g. blog/2025-11-02-<slug>.mdx with date: 2025-11-02',
    ]);
    expect(dateProblems('2025-11-01', 'blog/2025-13-45-my-post.mdx')).toEqual([
      "date: cannot be checked against the file name, whose date 2025-13-45 is not a real day: name the file after the article's date, e.g. blog/2025-11-01-<slug>.mdx",
    ]);
  });
});

describe('rawFrontMatterValue', () => {
  const text =
    "---\ntitle: 'x'\ndate: '2025-11-01' # launch\nnested:\n  date: 1999-01-01\n---\n\ndate: 2000-01-01\n";

  it('reads a top-level field of the front matter as written', () => {
    expect(rawFrontMatterValue(text, 'date')).toBe('2025-11-01');
    expect(rawFrontMatterValue(text, 'title')).toBe('x');
    expect(rawFrontMatterValue(text, 'slug')).toBeUndefined();
    expect(rawFrontMatterValue('No front matter.\ndate: 2025-11-01\n', 'date')).toBeUndefined();
    expect(rawFrontMatterValue(text.replace(/\n/g, '\r\n'), 'date')).toBe('2025-11-01');
  });
});

describe('checkArticleFrontMatter: cover sizes', () => {
  it('accepts covers of the announced sizes', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('refuses a cover that is not 1200x630, naming the file, the field and the size found', () => {
    expect(messages({...valid, image: '/img/articles/square.png'})).toEqual([
      'image: needs static/img/articles/square.png at 1200x630, the size the pages announce for the cover (og:image), but it is 800x800 (run `node scripts/make-article-covers.mjs` to draw the covers)',
    ]);
  });

  it('refuses a card image that is not 600x315', () => {
    const [problem] = problems({...valid, image: '/img/articles/small-card.jpg'});
    expect(problem).toMatchObject({file: FILE, field: 'image'});
    expect(problem?.message).toMatch(
      /^needs static\/img\/articles\/small-card-card\.webp at 600x315, .* but it is 300x300/,
    );
  });

  it('refuses a cover that cannot be read as an image', () => {
    expect(messages({...valid, image: '/img/articles/broken.png'})).toEqual([
      expect.stringMatching(
        /^image: needs static\/img\/articles\/broken\.png to be a 1200x630 image, but it cannot be read/,
      ),
    ]);
  });
});

describe('checkArticleSlugs', () => {
  const post = (source: string, slug?: unknown) => ({
    file: `blog/${source}`,
    source,
    frontMatter: slug === undefined ? {} : {slug},
  });

  it('derives a slug as the blog plugin does when the post has none', () => {
    expect(articleSlug(post('2025-06-05-unleash.mdx'))).toBe('2025/06/05/unleash');
    expect(articleSlug(post('series/part-1/index.mdx'))).toBe('series/part-1');
    expect(articleSlug(post('notes.md'))).toBe('notes');
    expect(articleSlug(post('2025-06-05-unleash.mdx', '/unleash/'))).toBe('unleash');
  });

  it('accepts posts with addresses of their own', () => {
    expect(checkArticleSlugs([post('a.mdx', 'a'), post('b.mdx', 'b'), post('2025-01-01-c.mdx')])).toEqual([]);
  });

  it('refuses a slug another post has, naming both files', () => {
    const found = checkArticleSlugs([
      post('2025-10-07-mastering-data-integration.mdx', 'mastering-data-integration'),
      post('2025-11-01-new.mdx', '/mastering-data-integration'),
    ]);
    expect(found).toEqual([
      {
        file: 'blog/2025-11-01-new.mdx',
        field: 'slug',
        message:
          '"mastering-data-integration" is also the slug of blog/2025-10-07-mastering-data-integration.mdx: both articles would have the same address; give each its own, e.g. slug: my-slug',
      },
    ]);
  });

  it('compares derived slugs too', () => {
    const found = checkArticleSlugs([post('2025-06-05-x.mdx'), post('later.mdx', '2025/06/05/x')]);
    expect(found.map((p) => [p.file, p.field])).toEqual([['blog/later.mdx', 'slug']]);
    expect(found[0]?.message).toContain('blog/2025-06-05-x.mdx');
  });

  it.each(['archive', 'tags', '/tags/', 'authors/coaching-team', 'page/2'])(
    'refuses the slug %p, which the blog list pages use',
    (slug) => {
      const [problem] = checkArticleSlugs([post('x.mdx', slug)]);
      expect(problem).toMatchObject({file: 'blog/x.mdx', field: 'slug'});
      expect(problem?.message).toMatch(
        /^".*" (is an address|starts with "\w+", a folder) which the blog's own list pages use \(reserved: archive, tags, authors, page\); choose another, e.g\. slug: my-slug$/,
      );
    },
  );

  it('refuses a derived slug in a reserved folder, an empty slug and one that is not text', () => {
    expect(checkArticleSlugs([post('tags/x.mdx')])[0]?.message).toMatch(
      /^"tags\/x" \(from the file name\) starts with "tags", a folder which/,
    );
    expect(checkArticleSlugs([post('x.mdx', '/')])[0]?.message).toMatch(/the article list itself/);
    expect(checkArticleSlugs([post('x.mdx', 2025)])[0]?.message).toBe(
      'must be text, e.g. slug: my-slug (got 2025)',
    );
  });

  it('accepts slugs that only start like a reserved word', () => {
    expect(checkArticleSlugs([post('x.mdx', 'tagsy'), post('y.mdx', 'pages-of-data')])).toEqual([]);
  });
});

describe('checkAuthorsMap', () => {
  const exists = (sitePath: string) => sitePath === '/img/authors/coaching-team.png';

  it('accepts avatars that exist and images elsewhere', () => {
    const authors = {
      'coaching-team': {name: 'Coaching Team', image_url: '/img/authors/coaching-team.png'},
      guest: {name: 'Guest', image_url: 'https://example.com/guest.png'},
      anonymous: {name: 'No avatar'},
    };
    expect(checkAuthorsMap('blog/authors.yml', authors, exists)).toEqual([]);
  });

  it('refuses an avatar missing from static/, naming the file, the author and the field', () => {
    const authors = {'priya-sharma': {name: 'Priya Sharma', image_url: '/img/authors/priya-sharma.png'}};
    const found = checkAuthorsMap('blog/authors.yml', authors, exists);
    expect(found).toEqual([
      {
        file: 'blog/authors.yml',
        key: 'priya-sharma',
        field: 'image_url',
        message:
          'points to static/img/authors/priya-sharma.png, which does not exist: add the square avatar (256x256 PNG) there or fix the path',
      },
    ]);
    expect(formatArticleProblems(found).split('\n')[1]).toBe(
      'blog/authors.yml: author "priya-sharma" field "image_url" points to static/img/authors/priya-sharma.png, which does not exist: add the square avatar (256x256 PNG) there or fix the path',
    );
  });
});

describe('formatArticleProblems', () => {
  it('writes one line per problem naming the file and the field', () => {
    const text = formatArticleProblems([
      ...problems({...valid, description: ''}),
      ...checkArticleFrontMatter('blog/other.md', {...valid, read_time: 45}, context, fileText(valid)),
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Article front matter check failed (2 problem(s)):');
    expect(lines[1]).toMatch(/^blog\/2025-11-01-my-post\.mdx: front matter "description" is missing/);
    expect(lines[2]).toBe(
      'blog/other.md: front matter "read_time" must be a whole number of minutes from 1 to 30 (got 45)',
    );
  });
});
