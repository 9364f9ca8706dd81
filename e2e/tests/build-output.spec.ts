import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {FIRST_SCREEN_END_ID} from '../../src/config/headTags';
import {BUILD_DIR} from '../ports.mjs';

const BUILD = path.resolve(BUILD_DIR);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

type Attributes = Record<string, string>;

/** Attributes of every <tag ...> in the page; the minified HTML leaves many values unquoted. */
function tags(html: string, name: string): Attributes[] {
  const found: Attributes[] = [];
  for (const [, body = ''] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Attributes = {};
    for (const [, key = '', raw = ''] of body.matchAll(/([\w:-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      attributes[key.toLowerCase()] = raw.replace(/^["']|["']\/?$|\/$/g, '');
    }
    found.push(attributes);
  }
  return found;
}

const isRedirectPage = (html: string) => tags(html, 'meta').some((m) => m['http-equiv'] === 'refresh');

test('every HTML page in build/ has one title, a description, keywords, canonical and og tags', () => {
  const pages = htmlFiles(BUILD).filter((file) => !isRedirectPage(fs.readFileSync(file, 'utf8')));
  expect(pages.length).toBeGreaterThanOrEqual(25);
  const problems: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const name = path.relative(BUILD, file);
    const head = html.split('</head>')[0] ?? '';
    const metas = tags(html, 'meta');
    const meta = (key: string, value: string) => metas.filter((m) => m[key] === value && m.content?.trim());
    const canonical = tags(html, 'link').filter((l) => l.rel === 'canonical' && l.href);
    const checks: Array<[string, boolean]> = [
      // Count titles in <head> only: inline SVG charts carry <title> elements of their own.
      ['one <title>', (head.match(/<title[^>]*>[^<]+<\/title>/g) ?? []).length === 1],
      ['description', meta('name', 'description').length === 1],
      ['keywords', meta('name', 'keywords').length === 1],
      ['canonical', canonical.length === 1],
      ['og:title', meta('property', 'og:title').length === 1],
      ['og:description', meta('property', 'og:description').length === 1],
      ['og:url', meta('property', 'og:url').length === 1],
    ];
    for (const [what, ok] of checks) if (!ok) problems.push(`${name}: ${what}`);
  }
  expect(problems).toEqual([]);
});

test('every page holds its first paint until its header is parsed, and the element it waits for follows the header', () => {
  const pages = htmlFiles(BUILD).filter((file) => !isRedirectPage(fs.readFileSync(file, 'utf8')));
  const problems: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const name = path.relative(BUILD, file);
    const head = html.split('</head>')[0] ?? '';
    const expects = tags(head, 'link').filter(
      (l) => l.rel === 'expect' && l.href !== `#${FIRST_SCREEN_END_ID}`,
    );
    if (expects.length !== 1 || expects[0]!.blocking !== 'render' || !expects[0]!.href?.startsWith('#')) {
      problems.push(`${name}: one <link rel=expect blocking=render href=#id> in <head>`);
      continue;
    }
    // The awaited element must come right after the header: earlier, the header could still paint
    // half-parsed; later or missing, the first paint would wait for more of the page than the header.
    const id = expects[0]!.href.slice(1);
    const afterHeader = html.split('</nav>')[1] ?? '';
    if (!new RegExp(`^<div\\b[^>]*\\bid=["']?${id}["'\\s>]`).test(afterHeader)) {
      problems.push(`${name}: the element with id ${id} does not follow the header`);
    }
  }
  expect(pages.length).toBeGreaterThanOrEqual(25);
  expect(problems).toEqual([]);
});

test('a page with a hero band holds its first paint until the band is parsed, and no longer', () => {
  const pages = htmlFiles(BUILD).filter((file) => !isRedirectPage(fs.readFileSync(file, 'utf8')));
  const problems: string[] = [];
  let withBand = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const name = path.relative(BUILD, file);
    const [head = '', body = ''] = html.split('</head>');
    const links = tags(head, 'link').filter(
      (l) => l.rel === 'expect' && l.href === `#${FIRST_SCREEN_END_ID}`,
    );
    const markers =
      body.match(new RegExp(`<span id=["']?${FIRST_SCREEN_END_ID}["']? hidden></span>`, 'g')) ?? [];
    if (links.length === 0 && markers.length === 0) continue;
    withBand += 1;
    if (links.length !== 1 || links[0]!.blocking !== 'render') {
      problems.push(`${name}: one <link rel=expect blocking=render href=#${FIRST_SCREEN_END_ID}> in <head>`);
    }
    if (markers.length !== 1) problems.push(`${name}: one empty, hidden #${FIRST_SCREEN_END_ID}`);
    // The band is the page's first screen: the marker ends it after the h1 and before the first
    // section's h2, so the first paint never waits for more of the page than its opening band.
    const at = body.indexOf(`id=${FIRST_SCREEN_END_ID}`);
    const h1 = body.indexOf('<h1');
    const h2 = body.indexOf('<h2');
    if (h1 < 0 || at < h1 || (h2 >= 0 && at > h2)) {
      problems.push(`${name}: #${FIRST_SCREEN_END_ID} is not between the h1 and the first h2`);
    }
  }
  // The home page, the toolkit (hub and six tools), /vs and its rival pages, /pricing, /support, /shop.
  expect(withBand).toBeGreaterThanOrEqual(14);
  expect(problems).toEqual([]);
});

test('every Suspense boundary is written in place: no page carries a part hidden at its end and moved by script', () => {
  // React's streaming renderer would otherwise write a large boundary's fallback in place and the part in
  // <div hidden id="S:0"> at the end, moved in by its $RC script (src/plugins/wholeServerHtml.ts).
  const pages = htmlFiles(BUILD);
  const outOfPlace = pages.filter((file) =>
    /<div hidden id="?S:\d|\$RC\b/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(outOfPlace.map((file) => path.relative(BUILD, file))).toEqual([]);
  // The boundaries are there: the calculator and the gallery hydrate on their own (hydrateOnItsOwn).
  for (const [route, inside] of [
    ['injury-prevention.html', 'name=week1-minutes'],
    ['features.html', 'aria-label="App screens"'],
  ] as const) {
    const html = fs.readFileSync(path.join(BUILD, route), 'utf8');
    const boundary = html.match(/<!--\$-->([\s\S]*?)<!--\/\$-->/g) ?? [];
    expect(
      boundary.some((b) => b.includes(inside)),
      `${route}: ${inside} inside a boundary`,
    ).toBe(true);
  }
});

test('brand assets exist with the right sizes', () => {
  for (const file of ['img/logo.svg', 'img/favicon.ico', 'img/apple-touch-icon.png', 'img/social-card.png']) {
    expect(fs.existsSync(path.join(BUILD, file)), file).toBe(true);
  }
  const png = fs.readFileSync(path.join(BUILD, 'img/social-card.png'));
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test('no page requests an external font or CDN', () => {
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThanOrEqual(25);
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    expect(html, path.relative(BUILD, file)).not.toMatch(
      /fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com|cdnjs/,
    );
  }
});

test('the stylesheet leaves out the Infima parts no page uses, under a name taken from its new content', () => {
  const cssDir = path.join(BUILD, 'assets', 'css');
  // One stylesheet, and the pages' remainders (src/plugins/criticalCss.ts).
  const sheets = fs.readdirSync(cssDir).filter((name) => name.startsWith('styles.') && name.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  const name = sheets[0]!;
  const css = fs.readFileSync(path.join(cssDir, name), 'utf8');
  // Renamed after the cut, so a browser that cached the uncut file (served as immutable) never reuses it.
  expect(name).toBe(`styles.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`);
  // Infima's pills, pagination items and avatar sizes: in Docusaurus' stylesheet, on no page of ours.
  for (const unused of ['.pills', '.pagination__link', '.avatar__photo--xl', '.button-group']) {
    expect(css, unused).not.toMatch(new RegExp(`${unused.replace('.', '\\.')}[^\\w-]`));
  }
  // What pages do use stays.
  expect(css).toMatch(/\.navbar__toggle[^\w-]/);
  // Infima's properties that only ever have one value are written into the rules (constantCustomProperties.ts);
  // those a colour mode sets again stay properties.
  for (const constant of [
    '--ifm-spacing-horizontal',
    '--ifm-color-gray-700',
    '--ifm-navbar-padding-vertical',
  ]) {
    expect(css, constant).not.toContain(constant);
  }
  expect(css).toMatch(/:root\{[^}]*--ifm-background-color:/);
  expect(css).toMatch(/html\[data-theme=dark\]\{[^}]*--ifm-background-color:/);
  const linked = htmlFiles(BUILD)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .flatMap((html) => [...html.matchAll(/assets\/css\/(styles\.[\w]+\.css)/g)].map((match) => match[1]));
  expect(linked.length).toBeGreaterThanOrEqual(25);
  expect(new Set(linked)).toEqual(new Set([name]));
});

test("every page's remainder exists, is named after its content and is linked from a page; none is left over", () => {
  const cssDir = path.join(BUILD, 'assets', 'css');
  const remainders = fs.readdirSync(cssDir).filter((name) => name.startsWith('rest.'));
  const linked = new Set<string>();
  for (const file of htmlFiles(BUILD)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/rel=["']?stylesheet/.test(html)) continue;
    const match =
      /<link rel=stylesheet href=\S*\/assets\/css\/(rest\.[\da-f]{8}\.css) media=print disabled data-full-stylesheet=\S*\/assets\/css\/(styles\.[\da-f]{8}\.css)>/.exec(
        html,
      );
    expect(match, path.relative(BUILD, file)).not.toBeNull();
    linked.add(match![1]!);
  }
  expect(new Set(remainders)).toEqual(linked);
  for (const name of remainders) {
    const css = fs.readFileSync(path.join(cssDir, name), 'utf8');
    expect(name).toBe(`rest.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`);
  }
  // Pages with the same inline rules share one file: fewer files than pages.
  expect(remainders.length).toBeLessThan(htmlFiles(BUILD).length);
});

test('the search index holds page text, not the markup of a <noscript> note', () => {
  const index = fs.readFileSync(path.join(BUILD, 'search-index.json'), 'utf8');
  expect(index.length).toBeGreaterThan(10_000);
  expect(index).not.toMatch(/<p class=/);
  expect(index).not.toContain('needs JavaScript');
});
