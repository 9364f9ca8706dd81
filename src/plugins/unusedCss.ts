/**
 * Cuts from the site's one stylesheet the rules no page can use. Docusaurus ships all of Infima (tabs,
 * pills, avatars, pagination, the spacing and colour utilities) and every theme component's CSS in
 * `assets/css/styles.<hash>.css`, whether the site renders them or not.
 *
 * A rule goes only when every selector in it names a class that appears nowhere in the built site: in no
 * page's markup and in no script or data file, where React, the theme and the search plugin keep the
 * classes they add at run time. A class a script builds from pieces (`alert--${type}`) survives through
 * its piece: a script token ending in `-` or `_` keeps every class that starts with it, one starting
 * with `-` every class that ends with it. Classes inside `:not()`, `:is()`, `:where()` and `:has()` are
 * not required. So the cut is conservative: it never removes a rule a page could match.
 *
 * Custom properties that nothing reads go too (pruneCustomProperties.ts): no rule left in the stylesheet,
 * no page's inline style and no script names them; and those that can only have one value are written
 * into the rules that read them (constantCustomProperties.ts). Every page's critical CSS then carries the root's
 * variables exactly as the stylesheet has them, so the rest loaded after the first paint never changes
 * the root's style, which would restyle the whole page (criticalCss.ts).
 *
 * The file is then renamed after its new content and every page's link to it rewritten, so a browser
 * that cached the old file (served as immutable) never reads it under a name whose content changed.
 * Runs first in the security-headers postBuild, before the critical CSS reads the stylesheet.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {dropEmptyContainers, insideKeyframes} from './cssTree';
import {filesUnder, htmlFiles, rewritePages} from './htmlRewrites';
import {inlineConstantProperties} from './constantCustomProperties';
import {pruneCustomProperties} from './pruneCustomProperties';

/** What the built site could put in a class attribute. */
export interface ClassCorpus {
  /** Every identifier-like word in the pages, scripts and data. */
  readonly tokens: ReadonlySet<string>;
  /** Script words ending in `-` or `_`: the start of a class a script completes at run time. */
  readonly prefixes: readonly string[];
  /** Script words starting with `-`: the end of a class a script starts at run time. */
  readonly suffixes: readonly string[];
}

const WORD = /-?[A-Za-z_][\w-]*|--[\w-]*/g;

/** The corpus of `pages` (HTML) and `scripts` (JS and JSON, which may build class names). */
export function classCorpus(pages: readonly string[], scripts: readonly string[]): ClassCorpus {
  const tokens = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  for (const text of pages) for (const [word] of text.matchAll(WORD)) tokens.add(word);
  for (const text of scripts) {
    for (const [word] of text.matchAll(WORD)) {
      tokens.add(word);
      if (word.length < 3) continue;
      if (/[-_]$/.test(word)) prefixes.add(word);
      if (word.startsWith('-')) suffixes.add(word);
    }
  }
  return {tokens, prefixes: [...prefixes], suffixes: [...suffixes]};
}

/** Whether a page or script could give an element this class. */
function classMayAppear(name: string, corpus: ClassCorpus): boolean {
  return (
    corpus.tokens.has(name) ||
    corpus.prefixes.some((prefix) => name.startsWith(prefix)) ||
    corpus.suffixes.some((suffix) => name.endsWith(suffix))
  );
}

/** Classes a selector requires: those outside any pseudo-class's argument list. */
function requiredClasses(selector: string): string[] | undefined {
  const names: string[] = [];
  try {
    selectorParser((root) => {
      root.walkClasses((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
        names.push(node.value);
      });
    }).processSync(selector);
  } catch {
    return undefined; // A selector the parser cannot read is kept as it is.
  }
  return names;
}

export interface UnusedCssResult {
  readonly css: string;
  /** Rules removed whole. */
  readonly removedRules: number;
  /** Selectors removed from rules that keep others. */
  readonly removedSelectors: number;
}

/** `css` without the rules and selectors that name a class the corpus never contains. */
export function dropUnusedRules(css: string, corpus: ClassCorpus): UnusedCssResult {
  const root = postcss.parse(css);
  let removedRules = 0;
  let removedSelectors = 0;
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => {
      const names = requiredClasses(selector);
      return names === undefined || names.every((name) => classMayAppear(name, corpus));
    });
    if (kept.length === 0) {
      rule.remove();
      removedRules += 1;
    } else if (kept.length < rule.selectors.length) {
      removedSelectors += rule.selectors.length - kept.length;
      rule.selectors = kept;
    }
  });

  // Keyframes that no remaining declaration or script names go too.
  const animations = new Set<string>();
  root.walkDecls(/^(?:-webkit-)?animation(?:-name)?$/i, (declaration) => {
    for (const [word] of declaration.value.matchAll(WORD)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    const name = keyframes.params.trim();
    if (!animations.has(name) && !corpus.tokens.has(name)) keyframes.remove();
  });

  // At-rules left empty go too (an @media whose only rule went goes with it).
  dropEmptyContainers(root);
  return {css: root.toString(), removedRules, removedSelectors};
}

/** A double-quoted `url("data:…")` whose text escapes double quotes (an SVG's `xmlns=\"…\"`). */
const DATA_URL_WITH_ESCAPED_QUOTES = /url\("(data:(?:[^"\\]|\\.)*\\"(?:[^"\\]|\\.)*)"\)/g;

/**
 * Infima's inline SVG icons (`url("data:image/svg+xml;utf8,…xmlns=\"http://…\"…")`) with single quotes
 * inside instead of escaped double ones: the same image. Beasties reads a double-quoted URL holding `\"`
 * as a relative path and prefixes it with the stylesheet's folder (`url(/assets/css/"data:…http:/www…")`),
 * which breaks the icon in the critical CSS and makes the page's root rule differ from the stylesheet's.
 */
export function singleQuotesInDataUrls(css: string): string {
  return css.replace(DATA_URL_WITH_ESCAPED_QUOTES, (match, url: string) =>
    url.includes("'") ? match : `url("${url.replace(/\\"/g, "'")}")`,
  );
}

/** The site's stylesheet as Docusaurus names it: `styles.<content hash>.css`. */
const STYLESHEET = /^styles\.([\da-f]+)\.css$/;

export interface StylesheetCut {
  /** The stylesheet's file name before and after. */
  readonly from: string;
  readonly to: string;
  readonly bytesBefore: number;
  readonly bytesAfter: number;
  readonly removedRules: number;
  /** Pages whose link was rewritten. */
  readonly pages: number;
}

/**
 * Cuts the unused rules from the built site's stylesheet under `outDir`, names the file after its new
 * content and points every page at it. Throws when the build has no such stylesheet, or more than one.
 */
export async function dropUnusedCss(outDir: string): Promise<StylesheetCut> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = (await fs.readdir(cssDir)).filter((name) => STYLESHEET.test(name));
  if (sheets.length !== 1) {
    throw new Error(`unused CSS: expected one styles.<hash>.css in ${cssDir}, found ${sheets.length}`);
  }
  const from = sheets[0]!;
  const css = await fs.readFile(path.join(cssDir, from), 'utf8');

  const read = (files: readonly string[]) => Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
  const pages = await read(await htmlFiles(outDir));
  const scripts = await read(await filesUnder(outDir, ['.js', '.json']));
  const cut = dropUnusedRules(css, classCorpus(pages, scripts));
  // A script may read a custom property without `var()` (getPropertyValue): every `--name` it spells counts.
  const scriptReads = [...new Set(scripts.flatMap((text) => text.match(/--[\w-]+/g) ?? []))];
  // Any other stylesheet (none today: Docusaurus bundles all CSS into one) could set a property again.
  const otherSheets = await read(
    (await filesUnder(outDir, ['.css'])).filter((file) => path.basename(file) !== from),
  );
  const outside = [...pages, ...otherSheets, ...scriptReads.map((name) => `var(${name})`)].join('\n');
  const pruned = inlineConstantProperties(pruneCustomProperties(cut.css, outside), outside);
  const result = {...cut, css: singleQuotesInDataUrls(pruned)};

  const hash = crypto.createHash('sha256').update(result.css).digest('hex').slice(0, 8);
  const to = `styles.${hash}.css`;
  await fs.writeFile(path.join(cssDir, to), result.css);
  const rewritten = await rewritePages(outDir, (html) => html.replaceAll(from, to));
  if (to !== from) await fs.rm(path.join(cssDir, from));
  return {
    from,
    to,
    bytesBefore: Buffer.byteLength(css),
    bytesAfter: Buffer.byteLength(result.css),
    removedRules: result.removedRules,
    pages: rewritten,
  };
}
