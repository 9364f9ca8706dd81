/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {JSDOM} from 'jsdom';
import {settingsFromEnv} from '../config/siteSettings';
import {clientStateRules, FULL_STYLESHEET_LOADER} from './criticalCss';
import {ruleKeys} from './cssRemainder';
import securityHeadersPlugin from './securityHeaders';

const sha256 = (body: string) =>
  `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** A small stand-in for the site's one stylesheet: used, unused, dark-mode and phone-width rules. */
const STYLESHEET = `
:root{--ifm-background-color:#fff;--ifm-pagination-gap:1rem}
html[data-theme=dark]{--ifm-background-color:#1b1b1d}
html{background-color:var(--ifm-background-color)}
.navbar{height:60px}
[data-theme=dark] .navbar{box-shadow:none}
.hero{padding:4rem}
@media (width<=996px){.hero{padding:2rem}}
.pagination-nav{display:grid}
[data-theme=dark] .pagination-nav{color:red}
.footer-below-the-fold{margin-top:3rem}
@media (width<=575px){[data-before-first-paint] .hero{content-visibility:hidden}}
[data-before-first-paint] .pagination-nav{content-visibility:hidden}
`;

const BOOTSTRAP = 'document.documentElement.setAttribute("data-theme","light")';

function page(base: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>
<script>${BOOTSTRAP}</script>
<noscript><style>.js-only{display:none!important}</style></noscript>
<link rel="stylesheet" href="${base}assets/css/styles.abc.css">
<script src="${base}assets/js/main.js" defer></script>
</head><body>${body}</body></html>`;
}

const HOME =
  '<nav class="navbar">Menu</nav><header class="hero">Hi</header><footer class="footer-below-the-fold">f</footer>';

describe('critical CSS, inlined before the inline scripts are hashed', () => {
  let outDir = '';
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-'));
    fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.abc.css'), STYLESHEET);
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  async function build(env: Record<string, string> = {}, criticalCss = true) {
    const settings = settingsFromEnv(env);
    const base = settings.baseUrl;
    fs.writeFileSync(path.join(outDir, 'index.html'), page(base, HOME));
    fs.mkdirSync(path.join(outDir, 'features'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'features/doc.html'), page(base, '<main class="hero">Doc</main>'));
    fs.writeFileSync(path.join(outDir, 'features/other.html'), page(base, '<main class="hero">Other</main>'));
    // A redirect page links no stylesheet and must be left alone.
    const redirect =
      '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/"></head></html>';
    fs.writeFileSync(path.join(outDir, 'blog.html'), redirect);
    const context = {siteConfig: {customFields: {settings}}} as unknown as LoadContext;
    await securityHeadersPlugin(context, {unusedCss: false, criticalCss, deferScripts: false}).postBuild!({
      outDir,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    return {
      home: read('index.html'),
      doc: read('features/doc.html'),
      other: read('features/other.html'),
      redirect: read('blog.html'),
      redirectSource: redirect,
      headers: read('_headers'),
    };
  }

  const inlined = (html: string) =>
    /<style>((?:(?!<\/style>)[\s\S])*)<\/style><link rel=stylesheet/.exec(html)?.[1] ?? '';

  it('inlines the rules the page uses, in both colour modes and at phone widths, and no others', async () => {
    const {home, doc} = await build();
    const css = inlined(home);
    expect(css).toContain('.navbar{height:60px}');
    expect(css).toContain('.hero{padding:4rem}');
    expect(css).toMatch(/@media \(width<=996px\)\{\.hero\{padding:2rem\}\}/);
    expect(css).toContain('html[data-theme=dark]{--ifm-background-color:#1b1b1d}');
    expect(css).toContain('[data-theme=dark] .navbar{box-shadow:none}');
    expect(css).toContain('.footer-below-the-fold');
    // Scoped by the attribute the head's script sets until the first paint, absent from the static HTML.
    expect(css).toMatch(
      /@media \(width<=575px\)\{\[data-before-first-paint\] \.hero\{content-visibility:hidden\}\}/,
    );
    // Nothing on the page is a .pagination-nav: neither its light, its dark nor its first-paint rule is inlined.
    expect(css).not.toContain('.pagination');
    // The root's rules whole, as the stylesheet has them: the remainder must never change the root's style.
    expect(css).toContain(':root{--ifm-background-color:#fff;--ifm-pagination-gap:1rem}');
    // Each page gets its own set: the doc has no navbar.
    expect(inlined(doc)).toContain('.hero{padding:4rem}');
    expect(inlined(doc)).not.toContain('.navbar');
  });

  /** The disabled link's remainder href and the full stylesheet's href it names. */
  const deferred = (html: string) => {
    const match = /<link rel=stylesheet href=(\S+) media=print disabled data-full-stylesheet=([^\s>]+)>/.exec(
      html,
    );
    return {rest: match?.[1] ?? '', full: match?.[2] ?? ''};
  };

  it('loads the rest of the stylesheet without blocking render, with a no-JS fallback and no inline handler', async () => {
    const {home} = await build();
    const head = /<head>([\s\S]*)<\/head>/.exec(home)?.[1] ?? '';
    // The page's remainder, named by a disabled link (never fetched: the loader requests the file once the
    // page has painted); the marker names the full stylesheet, for the first client-side navigation.
    const {rest, full} = deferred(head);
    expect(rest).toMatch(/^\/assets\/css\/rest\.[\da-f]{8}\.css$/);
    expect(full).toBe('/assets/css/styles.abc.css');
    // Without JavaScript, the full stylesheet.
    expect(head).toContain('<noscript><link rel=stylesheet href=/assets/css/styles.abc.css></noscript>');
    // Only the disabled and the noscript link: no render-blocking stylesheet is left.
    expect(home.match(/<link[^>]+rel="?stylesheet/g)).toHaveLength(2);
    // The loader is the last thing in <body>.
    expect(home).toContain(`<script>${FULL_STYLESHEET_LOADER}</script></body>`);
    // Every other byte of the page is as it was built (beasties' own serializer is not used).
    expect(
      home
        .replace(/<style>(?:(?!<\/style>)[\s\S])*<\/style><link rel=stylesheet[\s\S]*?<\/noscript>/, '')
        .replace(`<script>${FULL_STYLESHEET_LOADER}</script>`, ''),
    ).toBe(page('/', HOME).replace(/<link rel="stylesheet"[^>]*>/, ''));
    expect(home).not.toMatch(/\son[a-z]+=/i);
    expect(home).not.toContain('data-beasties-container');
  });

  it("writes each page's remainder: every rule the page does not inline, none that it does", async () => {
    const {home, doc, other} = await build();
    const remainder = (html: string) => fs.readFileSync(path.join(outDir, deferred(html).rest), 'utf8');
    const rest = remainder(home);
    expect(rest).toContain('.pagination-nav{display:grid}');
    expect(rest).toContain('[data-theme=dark] .pagination-nav{color:red}');
    expect(rest).not.toMatch(/\.navbar|\.hero|:root|html/);
    // Inline and remainder together: every rule of the stylesheet, each in one of them only.
    const inline = ruleKeys(inlined(home));
    const later = ruleKeys(rest);
    expect(new Set([...inline, ...later])).toEqual(ruleKeys(STYLESHEET));
    expect([...inline].filter((key) => later.has(key))).toEqual([]);
    // The doc has no navbar, so its navbar rules wait in its remainder.
    expect(remainder(doc)).toContain('.navbar{height:60px}');
    // Pages with the same inline rules share one file.
    expect(deferred(other).rest).toBe(deferred(doc).rest);
    expect(deferred(doc).rest).not.toBe(deferred(home).rest);
    expect(fs.readdirSync(path.join(outDir, 'assets/css')).sort()).toEqual(
      [deferred(home).rest, deferred(doc).rest, '/assets/css/styles.abc.css']
        .map((href) => path.basename(href))
        .sort(),
    );
  });

  it('fails the build, naming the page, when beasties rewrites a rule it inlines', async () => {
    // Beasties reads a double-quoted data URL holding escaped quotes as a relative path (the site's
    // stylesheet is cleaned of these first, in unusedCss.ts); the inline copy would no longer be the rule.
    fs.writeFileSync(
      path.join(outDir, 'assets/css/styles.abc.css'),
      `${STYLESHEET}.hero{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")}`,
    );
    await expect(build()).rejects.toThrow(
      /critical CSS: (?:index|features\/doc|features\/other)\.html inlines rules that \/assets\/css\/styles\.abc\.css does not have as written:\n.*\.hero/,
    );
  });

  it('puts the hash of the loader script, and of every other inline script, in the policy', async () => {
    const {home, headers} = await build();
    const scripts = [...home.matchAll(/<script>([^<]+)<\/script>/g)].map(([, body]) => body!);
    expect(scripts).toHaveLength(2);
    const loader = scripts.find((body) => body === FULL_STYLESHEET_LOADER)!;
    expect(loader).toBeDefined();
    const scriptSrc = /script-src ([^;]+)/.exec(headers)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(sha256(loader));
    expect(scriptSrc).toContain(sha256(BOOTSTRAP));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-hashes'");
  });

  it('finds the stylesheet under BASE_URL and leaves pages without one untouched', async () => {
    const {home, redirect, redirectSource} = await build({BASE_URL: '/site/'});
    expect(inlined(home)).toContain('.hero{padding:4rem}');
    expect(home).toContain('<noscript><link rel=stylesheet href=/site/assets/css/styles.abc.css></noscript>');
    expect(deferred(home).rest).toMatch(/^\/site\/assets\/css\/rest\.[\da-f]{8}\.css$/);
    expect(fs.existsSync(path.join(outDir, deferred(home).rest.slice('/site/'.length)))).toBe(true);
    expect(deferred(home).full).toBe('/site/assets/css/styles.abc.css');
    expect(redirect).toBe(redirectSource);
  });

  it("the loader requests the page's remainder once the page has painted, at low priority, after every sheet of the page", async () => {
    const {home} = await build();
    const {rest} = deferred(home);
    const dom = new JSDOM(home, {runScripts: 'outside-only', url: 'https://stridely.example/'});
    const {document} = dom.window;
    // A paint-timing observer the test can deliver the first contentful paint to.
    const observers: ((
      list: {getEntriesByName(name: string): unknown[]},
      o: {disconnect(): void},
    ) => void)[] = [];
    Object.assign(dom.window, {
      PerformanceObserver: Object.assign(
        function (this: {observe(): void}, callback: (typeof observers)[number]) {
          observers.push(callback);
          this.observe = () => undefined;
        },
        {supportedEntryTypes: ['paint']},
      ),
    });
    // The head's own stylesheet links (not the one inside <noscript>, which jsdom parses as markup here).
    const sheets = () =>
      [...document.head.children]
        .filter((element) => element.matches('link[rel=stylesheet]'))
        .map((link) => [
          link.getAttribute('href'),
          link.getAttribute('media'),
          link.hasAttribute('disabled'),
        ]);
    dom.window.eval(FULL_STYLESHEET_LOADER);
    // Nothing is requested before the first paint: the marked link is disabled, so never fetched.
    expect(sheets()).toEqual([[rest, 'print', true]]);
    expect(observers).toHaveLength(1);
    observers[0]!(
      {getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])},
      {
        disconnect: () => undefined,
      },
    );
    // Then the remainder comes last, after every sheet of the page, so the browser applies it as an
    // addition; the marked link stays as it is.
    expect(sheets()).toEqual([
      [rest, 'print', true],
      [`https://stridely.example${rest}`, null, false],
    ]);
    const added = document.head.lastElementChild as HTMLLinkElement & {fetchPriority?: string};
    expect(added.getAttribute('href')).toBe(`https://stridely.example${rest}`);
    expect(added.fetchPriority).toBe('low');
    dom.window.close();
  });

  it('inlines the rules of what a part draws once hydrated only on the pages that have the part', async () => {
    fs.writeFileSync(
      path.join(outDir, 'assets/css/styles.abc.css'),
      `${STYLESHEET}.navbar-sidebar{display:flex}.price_Ab12{min-height:6rem}.price_Ab12 p{margin:0}.amountLine_Cd34{font-size:2rem}` +
        '.badge_Ef56{color:green}.stage_Gh78{min-height:20rem}.shopLink_Ij90{display:inline-flex}',
    );
    // The pricing card's loading state and the shop's stage, as the server renders them.
    fs.writeFileSync(
      path.join(outDir, 'pricing.html'),
      page('/', '<main class="hero"><div class="price_Ab12" role="status">Loading</div></main>'),
    );
    fs.writeFileSync(
      path.join(outDir, 'shop.html'),
      page('/', '<main class="hero"><div class=stage_Gh78>Shop</div></main>'),
    );
    const {home} = await build();
    const pricing = inlined(fs.readFileSync(path.join(outDir, 'pricing.html'), 'utf8'));
    const shop = inlined(fs.readFileSync(path.join(outDir, 'shop.html'), 'utf8'));
    // The phone drawer can open on every page.
    for (const css of [inlined(home), pricing, shop]) expect(css).toContain('.navbar-sidebar{display:flex}');
    // The loaded price, only where the card is; the shop's states, only where the shop is.
    expect(pricing).toContain('.amountLine_Cd34{font-size:2rem}');
    // The loaded price's paragraphs, inside the card's own element: absent from its loading state.
    expect(pricing).toContain('.price_Ab12 p{margin:0}');
    expect(pricing).toContain('.badge_Ef56{color:green}');
    expect(pricing).not.toContain('shopLink');
    expect(shop).toContain('.shopLink_Ij90{display:inline-flex}');
    expect(shop).not.toMatch(/amountLine|badge/);
    expect(inlined(home)).not.toMatch(/amountLine|badge|shopLink/);
  });

  it("reads a part's class in the built markup however the minifier wrote the attribute", () => {
    const rules = (html: string) => clientStateRules(html).rules.map(String);
    const drawer = [String(/\.navbar-sidebar/)];
    expect(rules('<p>No parts here, not even price_Ab12 in text.</p>')).toEqual(drawer);
    for (const html of [
      '<div class=price_Ab12>',
      '<div class="price_Ab12">',
      '<div class="card price_Ab12 js-only">',
    ]) {
      expect(rules(html)).toHaveLength(2);
      expect(rules(html).join()).toContain('amountLine');
    }
    // Another local name that starts alike, or another attribute, is not the part.
    expect(rules('<div class=priceList_Ab12>')).toEqual(drawer);
    expect(rules('<div data-class=price_Ab12>')).toEqual(drawer);
    expect(rules('<div class="x stage_Gh78">').join()).toContain('shopLink');
    expect(clientStateRules('<div class=stage_Gh78>').key).not.toBe(clientStateRules('<div>').key);
  });

  it('can be turned off (the benchmark measures the site without it)', async () => {
    const {home, headers} = await build({}, false);
    expect(home).not.toMatch(/<style>(?!\.js-only)/);
    expect(home).toContain('<link rel="stylesheet" href="/assets/css/styles.abc.css">');
    expect(headers).toContain(sha256(BOOTSTRAP));
  });
});
