/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {classCorpus, dropUnusedCss, dropUnusedRules, singleQuotesInDataUrls} from './unusedCss';

/** Infima-like rules: some a page or script uses, some nothing uses. */
const CSS = `
.navbar{height:60px}
.pills{display:flex}
.pills__item{padding:1rem}
.alert--danger{color:red}
.hero_x1,.tabs{margin:0}
.card:not(.pills){border:1px}
a.pagination-nav__link{color:blue}
[data-theme=dark] .navbar{box-shadow:none}
html{color:black}
[class*=codeBlock]{font-size:1rem}
@media (width<=996px){.pills{display:block}}
@media (width<=996px){.navbar{height:50px}}
@keyframes spin{to{transform:rotate(1turn)}}
@keyframes pulse{to{opacity:0}}
.spinner_a1{animation:spin 1s}
.gone_b2{animation:pulse 1s}
`;

const PAGES = ['<nav class=navbar>Menu</nav><main class="hero_x1 card">Hi</main>'];
/** A minified bundle: a spinner class, and an alert class built from a prefix at run time. */
const SCRIPTS = ['e.className="spinner_a1";var c=`alert--${t}`'];

describe('dropUnusedRules', () => {
  const {css, removedRules, removedSelectors} = dropUnusedRules(CSS, classCorpus(PAGES, SCRIPTS));

  it('keeps every rule whose classes a page or a script can give an element', () => {
    expect(css).toContain('.navbar{height:60px}');
    expect(css).toContain('[data-theme=dark] .navbar{box-shadow:none}');
    expect(css).toContain('.spinner_a1{animation:spin 1s}');
    // `alert--${t}` in a script keeps every alert-- modifier.
    expect(css).toContain('.alert--danger{color:red}');
    // A class inside :not() is not required for the rule to match.
    expect(css).toContain('.card:not(.pills){border:1px}');
  });

  it('keeps rules that name no class: elements, attributes, partial class matches', () => {
    expect(css).toContain('html{color:black}');
    expect(css).toContain('[class*=codeBlock]{font-size:1rem}');
  });

  it('cuts rules and selectors that name a class found nowhere, and at-rules left empty', () => {
    expect(css).not.toMatch(/\.pills\{|\.pills__item/);
    expect(css).not.toContain('pagination-nav');
    expect(css).toContain('.hero_x1{margin:0}');
    expect(css).not.toContain('.tabs');
    expect(css).toContain('@media (width<=996px){.navbar{height:50px}}');
    expect(css.match(/@media/g)).toHaveLength(1);
    expect(removedRules).toBe(5);
    expect(removedSelectors).toBe(1);
  });

  it('cuts keyframes that nothing animates with any more', () => {
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes pulse');
  });

  it('cuts nothing when every class is in use', () => {
    const all = classCorpus([CSS], []);
    expect(dropUnusedRules(CSS, all)).toMatchObject({css: CSS, removedRules: 0, removedSelectors: 0});
  });
});

describe('dropUnusedCss over a built site', () => {
  let outDir = '';
  const page = (base: string, name: string) =>
    `<!doctype html><html><head><link rel="stylesheet" href="${base}assets/css/${name}"></head><body>${PAGES[0]}</body></html>`;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-'));
    fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'features'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.0123abcd.css'), CSS);
    fs.writeFileSync(path.join(outDir, 'assets/js/main.5678.js'), SCRIPTS[0]!);
    fs.writeFileSync(path.join(outDir, 'index.html'), page('/', 'styles.0123abcd.css'));
    fs.writeFileSync(path.join(outDir, 'features/doc.html'), page('/', 'styles.0123abcd.css'));
    fs.writeFileSync(path.join(outDir, 'redirect.html'), '<meta http-equiv="refresh" content="0; url=/">');
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it('writes the cut stylesheet under a name from its new content and points every page at it', async () => {
    const cut = await dropUnusedCss(outDir);
    const written = fs.readdirSync(path.join(outDir, 'assets/css'));
    expect(written).toEqual([cut.to]);
    const css = fs.readFileSync(path.join(outDir, 'assets/css', cut.to), 'utf8');
    const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
    expect(cut.to).toBe(`styles.${hash}.css`);
    expect(cut).toMatchObject({from: 'styles.0123abcd.css', removedRules: 5, pages: 2});
    expect(cut.bytesAfter).toBeLessThan(cut.bytesBefore);
    expect(css).not.toMatch(/\.pills[{_]/);
    for (const file of ['index.html', 'features/doc.html']) {
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(html).toContain(`href="/assets/css/${cut.to}"`);
      expect(html).not.toContain('styles.0123abcd.css');
    }
  });

  it('cuts the custom properties nothing reads, writes in those with one value, keeps those a page or script names', async () => {
    const root =
      ':root{--by-rule:1px;--by-page:2px;--by-script:3px;--by-variable:4px;--via:var(--by-variable);--unread:5px}';
    fs.writeFileSync(
      path.join(outDir, 'assets/css/styles.0123abcd.css'),
      `${root}\n.navbar{margin:var(--by-rule) var(--via)}`,
    );
    fs.writeFileSync(
      path.join(outDir, 'index.html'),
      `${page('/', 'styles.0123abcd.css')}<p style="padding:var(--by-page)">`,
    );
    fs.writeFileSync(
      path.join(outDir, 'assets/js/main.5678.js'),
      `${SCRIPTS[0]};s.getPropertyValue("--by-script")`,
    );
    const cut = await dropUnusedCss(outDir);
    const css = fs.readFileSync(path.join(outDir, 'assets/css', cut.to), 'utf8');
    // The ones only rules read can have no other value, so the rules carry it (constantCustomProperties.ts).
    expect(css).toBe(':root{--by-page:2px;--by-script:3px}\n.navbar{margin:1px 4px}');
  });

  it('keeps a custom property that another stylesheet in the build sets again', async () => {
    fs.writeFileSync(
      path.join(outDir, 'assets/css/styles.0123abcd.css'),
      ':root{--gap:1rem;--pad:2rem}\n.navbar{margin:var(--gap);padding:var(--pad)}',
    );
    fs.writeFileSync(path.join(outDir, 'assets/css/lazy.4567.css'), '.navbar{--gap:2rem}');
    fs.writeFileSync(path.join(outDir, 'index.html'), page('/', 'styles.0123abcd.css'));
    const cut = await dropUnusedCss(outDir);
    expect(fs.readFileSync(path.join(outDir, 'assets/css', cut.to), 'utf8')).toBe(
      ':root{--gap:1rem}\n.navbar{margin:var(--gap);padding:2rem}',
    );
    fs.rmSync(path.join(outDir, 'assets/css/lazy.4567.css'));
  });

  it("writes Infima's inline SVG icons with single quotes inside, which beasties leaves as they are", async () => {
    const icon = (quote: string) =>
      `url("data:image/svg+xml;utf8,<svg xmlns=${quote}http://www.w3.org/2000/svg${quote} fill=${quote}red${quote}></svg>")`;
    fs.writeFileSync(
      path.join(outDir, 'assets/css/styles.0123abcd.css'),
      `.navbar{background:${icon('\\"')}}`,
    );
    const cut = await dropUnusedCss(outDir);
    expect(fs.readFileSync(path.join(outDir, 'assets/css', cut.to), 'utf8')).toBe(
      `.navbar{background:${icon("'")}}`,
    );
    // A URL that already mixes both quotes, or has none escaped, is left as it is.
    const mixed = `.a{background:url("data:image/svg+xml;utf8,<svg a=\\"it's\\"></svg>")}`;
    expect(singleQuotesInDataUrls(mixed)).toBe(mixed);
    const plain = `.a{background:url("data:image/svg+xml;utf8,<svg a='b'></svg>")} .b{background:url(/img/x.png)}`;
    expect(singleQuotesInDataUrls(plain)).toBe(plain);
  });

  it('fails the build when the site has no stylesheet, or more than one', async () => {
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.99999999.css'), CSS);
    await expect(dropUnusedCss(outDir)).rejects.toThrow(/expected one styles\.<hash>\.css .* found 2/);
    fs.rmSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'assets/css'));
    await expect(dropUnusedCss(outDir)).rejects.toThrow(/found 0/);
  });
});
