/**
 * A remark plugin for the docs and the articles: fails the build, naming the file and the line, when an MDX
 * body holds a mistake nothing else catches. Docusaurus checks Markdown links and images (and prefixes them
 * with the base URL), but a raw `<a>` or `<img>` written in MDX reaches the page as typed: its link is never
 * checked, a root path breaks under a BASE_URL such as /sub/, and a missing file or alt text ships.
 *
 * - an `<img>` without an `alt` attribute (alt="" is allowed: a decorative image), and a Markdown image
 *   `![](…)` with no alt text;
 * - a raw `<a href="/…">` or `<img src="/…">` with a root-relative literal URL (a Markdown link or image,
 *   or `useBaseUrl`, instead);
 * - an `<img>` whose site path (a literal `src`, or `src={useBaseUrl('/…')}`) is no file of static/;
 * - a heading that skips a level going down (h2 then h4). The page title is the h1, so the first heading of
 *   the body is an h2. Headings inside JSX components are theirs to order and are not read.
 *
 * It reads the document as the writer typed it, so it runs before Docusaurus' own remark plugins
 * (`beforeDefaultRemarkPlugins`): those turn a Markdown image into an `<img>` without a source position.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The part of an mdast node (with MDX's node types) this plugin reads. */
export interface BodyNode {
  readonly type: string;
  /** A JSX element's name; null for a fragment. */
  readonly name?: string | null;
  /** A JSX element's attributes. */
  readonly attributes?: readonly BodyAttribute[];
  /** A heading's level. */
  readonly depth?: number;
  /** An image's URL and alt text. */
  readonly url?: string;
  readonly alt?: string | null;
  /** A text node's text. */
  readonly value?: string;
  readonly children?: readonly BodyNode[];
  readonly position?: {readonly start: {readonly line: number; readonly column: number}};
}

/** An MDX JSX attribute: `name="text"`, `name={expression}`, a bare `name`, or a spread `{...props}`. */
export interface BodyAttribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: string | null | {readonly type: string; readonly value: string};
}

/** The part of a vfile this plugin uses. */
export interface BodyFile {
  readonly path?: string;
  fail(reason: string, options: {place?: BodyNode['position']; ruleId: string; source: string}): never;
}

export interface BodyChecksOptions {
  /** The site's folder: messages name files from it. Defaults to process.cwd(). */
  readonly siteDir?: string;
  /** The site's static directories, relative to siteDir (siteConfig.staticDirectories). */
  readonly staticDirectories?: readonly string[];
}

export interface BodyProblem {
  readonly rule: 'image-alt' | 'raw-root-url' | 'missing-static-file' | 'heading-level';
  readonly message: string;
  readonly position?: BodyNode['position'];
}

/** A path of the site, served from static/: "/img/x.webp", not "//cdn.example/x" nor "https://…". */
const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** `src={useBaseUrl('/img/x.webp')}`: the one expression whose site path is read. */
const USE_BASE_URL = /^\s*useBaseUrl\(\s*(['"])(\/[^'"]*)\1\s*\)\s*$/;

function attribute(node: BodyNode, name: string): BodyAttribute | undefined {
  return node.attributes?.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
}

/** An attribute's value when it is literal text (`href="/pricing"`), else undefined. */
function literal(node: BodyNode, name: string): string | undefined {
  const value = attribute(node, name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** The site path an `<img>` shows, from a literal src or `src={useBaseUrl('/…')}`. */
function imageSitePath(node: BodyNode): string | undefined {
  const value = attribute(node, 'src')?.value;
  const url = typeof value === 'string' ? value : value ? USE_BASE_URL.exec(value.value)?.[2] : undefined;
  return url !== undefined && isSitePath(url) ? url : undefined;
}

function headingText(node: BodyNode): string {
  if (
    typeof node.value === 'string' &&
    node.type !== 'mdxFlowExpression' &&
    node.type !== 'mdxTextExpression'
  )
    return node.value;
  return (node.children ?? []).map(headingText).join('');
}

/**
 * Every problem of a document's tree, in document order. `staticFileExists` answers for a site path
 * ("/img/x.webp", no query or hash) whether a static directory holds it.
 */
export function findBodyProblems(
  tree: BodyNode,
  staticFileExists: (sitePath: string) => boolean,
): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const report = (rule: BodyProblem['rule'], node: BodyNode, message: string) =>
    problems.push({rule, message, position: node.position});
  // The level of the heading before: the page title (h1, from front matter or the first `#`) at first.
  let previousDepth = 1;

  const visit = (node: BodyNode, insideJsx: boolean): void => {
    if (node.type === 'heading' && !insideJsx && node.depth) {
      if (node.depth > previousDepth + 1) {
        const after = previousDepth === 1 ? 'the page title (h1)' : `an h${previousDepth}`;
        report(
          'heading-level',
          node,
          `heading "${headingText(node).trim()}" is an h${node.depth} right after ${after}: make it ` +
            `${'#'.repeat(previousDepth + 1)} (headings go down one level at a time, and the first under ` +
            'the page title is ##).',
        );
      }
      previousDepth = node.depth;
    }

    if (node.type === 'image' && !node.alt?.trim()) {
      report(
        'image-alt',
        node,
        `image ![](${node.url ?? ''}) has no alt text: describe the image between the brackets, ` +
          `![what it shows](${node.url ?? ''}).`,
      );
    }

    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (isJsx && node.name === 'img') {
      // A spread ({...props}) may hold the alt text: only a plain element is read.
      const spread = node.attributes?.some((candidate) => candidate.type !== 'mdxJsxAttribute');
      if (!spread && !attribute(node, 'alt')) {
        report(
          'image-alt',
          node,
          '<img> has no alt attribute: describe the image in alt="…", or write alt="" if it is only decoration.',
        );
      }
      const src = literal(node, 'src');
      if (src !== undefined && isSitePath(src)) {
        report(
          'raw-root-url',
          node,
          `<img src="${src}"> is raw HTML: the build neither checks it nor adds the base URL. Write a ` +
            `Markdown image, ![what it shows](${src}), or src={useBaseUrl('${src}')}.`,
        );
      }
      const sitePath = imageSitePath(node);
      if (sitePath !== undefined) {
        const file = sitePath.replace(/[?#].*$/, '');
        if (!staticFileExists(file)) {
          report('missing-static-file', node, `<img src="${sitePath}">: static${file} does not exist.`);
        }
      }
    }
    if (isJsx && node.name === 'a') {
      const href = literal(node, 'href');
      if (href !== undefined && isSitePath(href)) {
        report(
          'raw-root-url',
          node,
          `<a href="${href}"> is raw HTML: the build neither checks the link nor adds the base URL. ` +
            `Write a Markdown link, [text](${href}), or href={useBaseUrl('${href}')}.`,
        );
      }
    }

    for (const child of node.children ?? []) visit(child, insideJsx || isJsx);
  };
  visit(tree, false);
  return problems;
}

/** Whether one of the static directories holds a site path; a path that climbs out of them does not count. */
export function staticFileChecker(siteDir: string, staticDirectories: readonly string[]) {
  return (sitePath: string): boolean => {
    let decoded = sitePath;
    try {
      decoded = decodeURIComponent(sitePath);
    } catch {
      // A malformed escape is looked up as typed.
    }
    return staticDirectories.some((dir) => {
      const root = path.resolve(siteDir, dir);
      const file = path.join(root, decoded);
      return file.startsWith(root + path.sep) && fs.existsSync(file);
    });
  };
}

/** One line per problem, each naming the file from the site's folder and the line: `blog/x.mdx:42: …`. */
export function formatBodyProblems(file: string, problems: readonly BodyProblem[]): string {
  const lines = problems.map(({message, position}) =>
    position ? `${file}:${position.start.line}: ${message}` : `${file}: ${message}`,
  );
  return [`MDX body check failed (${problems.length} problem(s)):`, ...lines].join('\n');
}

export default function remarkBodyChecks(options: BodyChecksOptions = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const staticFileExists = staticFileChecker(siteDir, options.staticDirectories ?? ['static']);
  return (tree: BodyNode, file: BodyFile): void => {
    const problems = findBodyProblems(tree, staticFileExists);
    const [first] = problems;
    if (!first) return;
    const name = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : 'MDX';
    file.fail(formatBodyProblems(name, problems), {
      place: first.position,
      ruleId: first.rule,
      source: 'remark-body-checks',
    });
  };
}
