/**
 * @jest-environment node
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../..');
const PLUGIN = path.join(__dirname, 'remarkBodyChecks.ts');

/** What a document's run ended with: null when the plugin let it through, else the vfile message thrown. */
interface Failure {
  message: string;
  line?: number;
  file?: string;
  ruleId?: string;
  source?: string;
}

/**
 * The remark packages are ES modules, which this jest setup does not load (it compiles the site's own code
 * to CommonJS), so the documents go through a real unified processor in a child Node process: remark-parse
 * and remark-mdx, with the front matter, directive and GFM syntax Docusaurus adds, then this plugin (its
 * TypeScript compiled as it is now). One process for every document; each gets its own vfile.
 */
const RUNNER = `
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import {VFile} from 'vfile';
const {pluginPath, options, docs} = JSON.parse(readFileSync(0, 'utf8'));
const compiled = ts.transpileModule(readFileSync(pluginPath, 'utf8'), {
  compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
}).outputText;
const moduleUrl = ['data:text/javascript;base64', Buffer.from(compiled).toString('base64')].join(',');
const {default: plugin} = await import(moduleUrl);
const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm)
  .use(remarkMdx).use(plugin, options);
const results = [];
for (const doc of docs) {
  const file = new VFile({path: doc.path, value: doc.value});
  try {
    await processor.run(processor.parse(file), file);
    results.push(null);
  } catch (error) {
    const {message, line, file: name, ruleId, source} = error;
    results.push({message, line, file: name, ruleId, source});
  }
}
process.stdout.write(JSON.stringify(results));
`;

function runPlugin(docs: readonly {path: string; value: string}[]): (Failure | null)[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: SITE,
    encoding: 'utf8',
    input: JSON.stringify({pluginPath: PLUGIN, options: {siteDir: SITE}, docs}),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as (Failure | null)[];
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const ARTICLE = 'blog/2025-11-01-hill-repeats.mdx';
const EXISTING_IMAGE = '/img/articles/dangers-of-overtraining.webp';

/** Bodies of an article, each run on its own. */
const CASES = {
  // 1. Alt text.
  jsxImageWithoutAlt: `## Hills\n\nA hill:\n\n<img src="https://cdn.example/hill.png" />\n\nText <img src="https://cdn.example/x.png" width="20" /> here.`,
  jsxImageWithAlt: [
    '<img src="https://cdn.example/hill.png" alt="A runner halfway up a steep hill" />',
    '<img src="https://cdn.example/rule.png" alt="" />',
    '<img src="https://cdn.example/x.png" alt={caption} />',
    '<img {...props} />',
  ].join('\n\n'),
  markdownImageWithoutAlt: `Intro.\n\n![](https://cdn.example/hill.png)\n\n![ ](${EXISTING_IMAGE})`,
  markdownImageWithAlt: `![A runner halfway up a steep hill](${EXISTING_IMAGE})`,
  // 2. Raw root-relative URLs.
  rawRootLink: `See <a href="/pricing">the plans</a>.\n\n<a href="/img/plan.pdf">The plan</a>`,
  rawRootImage: `<img src="${EXISTING_IMAGE}" alt="A hill" />`,
  linksThatAreFine: [
    '[the plans](/pricing) and [a hill](./hills.mdx)',
    '<a href="https://example.com/pricing">out</a> <a href="#faq">down</a> <a href="mailto:a@b.example">mail</a>',
    '<a href="//cdn.example/x">cdn</a> <a href={useBaseUrl("/pricing")}>in</a> <Link to="/pricing">in</Link>',
    `<img src={useBaseUrl('${EXISTING_IMAGE}')} alt="A hill" />`,
    '`<a href="/pricing">` in code is text',
    '```html\n<img src="/img/nothere.webp" />\n```',
  ].join('\n\n'),
  // 4. Missing static files.
  missingFileThroughUseBaseUrl: `<img src={useBaseUrl('/img/articles/nothere.webp')} alt="A hill" />`,
  missingFileLiteral: `<img src="/img/articles/nothere.webp?v=2" alt="A hill" />`,
  existingFileWithQuery: `<img src={useBaseUrl('${EXISTING_IMAGE}?v=2#top')} alt="A hill" />`,
  // 3. Heading levels.
  skippedLevel: `## Hills\n\nText.\n\n#### Skipped level\n\n## Next\n\n### Fine\n\n##### Skipped again`,
  firstHeadingTooDeep: `Intro.\n\n### Straight to h3`,
  docTitleThenTooDeep: `# Hill repeats\n\n### Too deep`,
  headingsThatAreFine: [
    '# Hill repeats',
    '## Why hills',
    '### Strength',
    '#### Calves',
    '## How',
    '<Section>\n\n#### Inside a component\n\n</Section>',
    '### Back down one',
    '```md\n##### in code\n```',
  ].join('\n\n'),
  // The review's snippet, appended to an article.
  reviewSnippet: [
    '---',
    'slug: hill-repeats',
    'title: Hill repeats',
    '---',
    '',
    '## Why hills',
    '',
    'See <a href="/featurez">raw</a>.',
    '#### Skipped level',
    '<img src="/img/articles/hill-repeats.webp" />',
    '<img src="/img/articles/nothere.webp" alt="x" />',
  ].join('\n'),
};
type CaseName = keyof typeof CASES;

const EXISTING = [
  ...mdxFiles(path.join(SITE, 'blog')),
  ...mdxFiles(path.join(SITE, 'docs')),
  ...mdxFiles(path.join(SITE, 'src/pages')),
];

let caseResults: Record<CaseName, Failure | null>;
let existingResults: (Failure | null)[];

beforeAll(() => {
  const names = Object.keys(CASES) as CaseName[];
  const results = runPlugin([
    ...names.map((name) => ({path: path.join(SITE, ARTICLE), value: CASES[name]})),
    ...EXISTING.map((file) => ({path: file, value: fs.readFileSync(file, 'utf8')})),
  ]);
  caseResults = Object.fromEntries(names.map((name, index) => [name, results[index] ?? null])) as Record<
    CaseName,
    Failure | null
  >;
  existingResults = results.slice(names.length);
}, 60_000);

/** The problem lines of a case's failure (after the count), or [] when it passed. */
function problems(name: CaseName): string[] {
  const failure = caseResults[name];
  if (!failure) return [];
  const [header, ...lines] = failure.message.split('\n');
  expect(header).toBe(`MDX body check failed (${lines.length} problem(s)):`);
  return lines;
}

const NO_ALT =
  '<img> has no alt attribute: describe the image in alt="…", or write alt="" if it is only decoration.';

describe('remarkBodyChecks: alt text', () => {
  it('fails an <img> without alt, block or inline, naming the file and line', () => {
    expect(problems('jsxImageWithoutAlt')).toEqual([`${ARTICLE}:5: ${NO_ALT}`, `${ARTICLE}:7: ${NO_ALT}`]);
  });

  it('passes an <img> with alt text, alt="" (decoration), an alt expression or a spread', () => {
    expect(problems('jsxImageWithAlt')).toEqual([]);
  });

  it('fails a Markdown image with no alt text', () => {
    expect(problems('markdownImageWithoutAlt')).toEqual([
      `${ARTICLE}:3: image ![](https://cdn.example/hill.png) has no alt text: describe the image between the brackets, ![what it shows](https://cdn.example/hill.png).`,
      `${ARTICLE}:5: image ![](${EXISTING_IMAGE}) has no alt text: describe the image between the brackets, ![what it shows](${EXISTING_IMAGE}).`,
    ]);
    expect(problems('markdownImageWithAlt')).toEqual([]);
  });
});

describe('remarkBodyChecks: raw root-relative URLs', () => {
  it('fails <a href="/…">, which the build neither checks nor prefixes with the base URL', () => {
    expect(problems('rawRootLink')).toEqual([
      `${ARTICLE}:1: <a href="/pricing"> is raw HTML: the build neither checks the link nor adds the base URL. Write a Markdown link, [text](/pricing), or href={useBaseUrl('/pricing')}.`,
      `${ARTICLE}:3: <a href="/img/plan.pdf"> is raw HTML: the build neither checks the link nor adds the base URL. Write a Markdown link, [text](/img/plan.pdf), or href={useBaseUrl('/img/plan.pdf')}.`,
    ]);
  });

  it('fails <img src="/…">, even of a file that exists', () => {
    expect(problems('rawRootImage')).toEqual([
      `${ARTICLE}:1: <img src="${EXISTING_IMAGE}"> is raw HTML: the build neither checks it nor adds the base URL. Write a Markdown image, ![what it shows](${EXISTING_IMAGE}), or src={useBaseUrl('${EXISTING_IMAGE}')}.`,
    ]);
  });

  it('passes Markdown links, external, anchor, mail and protocol-relative URLs, useBaseUrl, <Link> and code', () => {
    expect(problems('linksThatAreFine')).toEqual([]);
  });
});

describe('remarkBodyChecks: static files', () => {
  it('fails an <img> whose site path is no file of static/, through useBaseUrl or literal', () => {
    expect(problems('missingFileThroughUseBaseUrl')).toEqual([
      `${ARTICLE}:1: <img src="/img/articles/nothere.webp">: static/img/articles/nothere.webp does not exist.`,
    ]);
    expect(problems('missingFileLiteral')).toEqual([
      expect.stringContaining(`${ARTICLE}:1: <img src="/img/articles/nothere.webp?v=2"> is raw HTML`),
      `${ARTICLE}:1: <img src="/img/articles/nothere.webp?v=2">: static/img/articles/nothere.webp does not exist.`,
    ]);
  });

  it('finds a file that exists, whatever its query or hash', () => {
    expect(problems('existingFileWithQuery')).toEqual([]);
  });
});

describe('remarkBodyChecks: heading levels', () => {
  it('fails a heading that skips a level going down', () => {
    expect(problems('skippedLevel')).toEqual([
      `${ARTICLE}:5: heading "Skipped level" is an h4 right after an h2: make it ### (headings go down one level at a time, and the first under the page title is ##).`,
      `${ARTICLE}:11: heading "Skipped again" is an h5 right after an h3: make it #### (headings go down one level at a time, and the first under the page title is ##).`,
    ]);
  });

  it('fails a first heading below h2: the page title is the h1', () => {
    const afterTitle = (line: number, text: string) =>
      `${ARTICLE}:${line}: heading "${text}" is an h3 right after the page title (h1): make it ## (headings go down one level at a time, and the first under the page title is ##).`;
    expect(problems('firstHeadingTooDeep')).toEqual([afterTitle(3, 'Straight to h3')]);
    expect(problems('docTitleThenTooDeep')).toEqual([afterTitle(3, 'Too deep')]);
  });

  it('passes headings one level down at a time, any climb back up, and headings inside components', () => {
    expect(problems('headingsThatAreFine')).toEqual([]);
  });
});

describe('remarkBodyChecks in a processor', () => {
  it("stops the review's snippet with every problem, as a vfile message at the first one", () => {
    const failure = caseResults.reviewSnippet;
    expect(failure).toMatchObject({
      file: path.join(SITE, ARTICLE),
      line: 8,
      ruleId: 'raw-root-url',
      source: 'remark-body-checks',
    });
    expect(problems('reviewSnippet')).toEqual([
      expect.stringMatching(new RegExp(`^${ARTICLE}:8: <a href="/featurez"> is raw HTML`)),
      expect.stringMatching(new RegExp(`^${ARTICLE}:9: heading "Skipped level" is an h4 right after an h2`)),
      `${ARTICLE}:10: ${NO_ALT}`,
      expect.stringMatching(
        new RegExp(`^${ARTICLE}:10: <img src="/img/articles/hill-repeats.webp"> is raw HTML`),
      ),
      `${ARTICLE}:10: <img src="/img/articles/hill-repeats.webp">: static/img/articles/hill-repeats.webp does not exist.`,
      expect.stringMatching(new RegExp(`^${ARTICLE}:11: <img src="/img/articles/nothere.webp"> is raw HTML`)),
      `${ARTICLE}:11: <img src="/img/articles/nothere.webp">: static/img/articles/nothere.webp does not exist.`,
    ]);
  });

  it('passes every existing article and page', () => {
    expect(EXISTING.length).toBeGreaterThan(15);
    const failures = existingResults.flatMap((result) => (result ? [result.message] : []));
    expect(failures).toEqual([]);
  });
});
