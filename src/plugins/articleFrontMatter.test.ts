import {checkArticleFrontMatter, formatArticleProblems, type ArticleCheckContext} from './articleFrontMatter';

const FILE = 'blog/2025-11-01-my-post.mdx';
const EXISTING = new Set([
  '/img/articles/my-post.png',
  '/img/articles/my-post.webp',
  '/img/articles/my-post-card.webp',
  '/img/articles/no-webp.png',
]);
const context: ArticleCheckContext = {
  authorKeys: new Set(['coaching-team', 'priya']),
  staticFileExists: (sitePath) => EXISTING.has(sitePath),
};

const valid = {
  title: 'Taper for your first half marathon',
  description: 'How to cut volume by 40% in the last 7 to 10 days without losing fitness.',
  image: '/img/articles/my-post.png',
  authors: ['coaching-team'],
  read_time: 5,
};

const problems = (frontMatter: Record<string, unknown>) =>
  checkArticleFrontMatter(FILE, frontMatter, context);
const fields = (frontMatter: Record<string, unknown>) => problems(frontMatter).map((p) => p.field);

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
      'image',
      'authors',
      'read_time',
    ]);
  });
});

describe('formatArticleProblems', () => {
  it('writes one line per problem naming the file and the field', () => {
    const text = formatArticleProblems([
      ...problems({...valid, description: ''}),
      ...checkArticleFrontMatter('blog/other.md', {...valid, read_time: 45}, context),
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Article front matter check failed (2 problem(s)):');
    expect(lines[1]).toMatch(/^blog\/2025-11-01-my-post\.mdx: front matter "description" is missing/);
    expect(lines[2]).toBe(
      'blog/other.md: front matter "read_time" must be a whole number of minutes from 1 to 30 (got 45)',
    );
  });
});
