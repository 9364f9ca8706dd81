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
import {FULL_STYLESHEET_LOADER} from './criticalCss';
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
    // Nothing on the page is a .pagination-nav: neither its light nor its dark rule is inlined, nor a
    // custom property no inlined rule reads.
    expect(css).not.toContain('pagination');
    expect(css).toContain(':root{--ifm-background-color:#fff}');
    // Each page gets its own set: the doc has no navbar.
    expect(inlined(doc)).toContain('.hero{padding:4rem}');
    expect(inlined(doc)).not.toContain('.navbar');
  });

  it('loads the full stylesheet without blocking render, with a no-JS fallback and no inline handler', async () => {
    const {home} = await build();
    const head = /<head>([\s\S]*)<\/head>/.exec(home)?.[1] ?? '';
    // Fetched early at the lowest priority and not applied to the screen until the loader runs.
    expect(head).toContain(
      '<link rel=stylesheet href=/assets/css/styles.abc.css media=print data-full-stylesheet>',
    );
    expect(head).toContain('<noscript><link rel=stylesheet href=/assets/css/styles.abc.css></noscript>');
    // Only the print-media and the noscript link: no render-blocking stylesheet is left.
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
    expect(redirect).toBe(redirectSource);
  });

  it('the loader appends the full stylesheet after every sheet of the page, once the print-media one has loaded', async () => {
    const {home} = await build();
    const dom = new JSDOM(home, {runScripts: 'dangerously', url: 'https://stridely.example/'});
    const {document} = dom.window;
    const sheets = () =>
      [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('media'),
      ]);
    // The file has not arrived (jsdom loads no stylesheets): nothing is added yet.
    expect(sheets()).toEqual([['/assets/css/styles.abc.css', 'print']]);
    const print = document.head.querySelector('link[data-full-stylesheet]')!;
    print.dispatchEvent(new dom.window.Event('load'));
    // Then the print-media link is left as it is and the new one comes last, after every sheet of the
    // page, so the browser applies it as an addition.
    expect(sheets()).toEqual([
      ['/assets/css/styles.abc.css', 'print'],
      ['https://stridely.example/assets/css/styles.abc.css', null],
    ]);
    expect(document.head.lastElementChild?.getAttribute('href')).toBe(
      'https://stridely.example/assets/css/styles.abc.css',
    );
    dom.window.close();
  });

  it('the loader adds the full stylesheet at once when the print-media one loaded before it ran', () => {
    const html =
      '<!doctype html><html><head><link rel=stylesheet href=/s.css media=print data-full-stylesheet></head><body></body></html>';
    const dom = new JSDOM(html, {runScripts: 'outside-only', url: 'https://stridely.example/'});
    const print = dom.window.document.querySelector('link')!;
    Object.defineProperty(print, 'sheet', {value: {}});
    dom.window.eval(FULL_STYLESHEET_LOADER);
    expect(dom.window.document.head.lastElementChild?.getAttribute('href')).toBe(
      'https://stridely.example/s.css',
    );
    dom.window.close();
  });

  it('can be turned off (the benchmark measures the site without it)', async () => {
    const {home, headers} = await build({}, false);
    expect(home).not.toMatch(/<style>(?!\.js-only)/);
    expect(home).toContain('<link rel="stylesheet" href="/assets/css/styles.abc.css">');
    expect(headers).toContain(sha256(BOOTSTRAP));
  });
});
