/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {settingsFromEnv} from '../config/siteSettings';
import {loaderScript} from './deferScripts';
import securityHeadersPlugin from './securityHeaders';

const sha256 = (body: string) =>
  `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** One page of each kind the build writes, each with its own inline script (as Docusaurus emits them). */
const PAGES: Record<string, string> = {
  'index.html': 'theme-bootstrap("home")',
  'features/smart-adaptation.html': 'theme-bootstrap("doc")',
  'articles/unleash-your-endurance.html': 'theme-bootstrap("post")',
  'articles/tags/training-load.html': 'theme-bootstrap("tag page")',
  'articles/authors/coaching-team.html': 'theme-bootstrap("author page")',
  'articles/archive.html': 'theme-bootstrap("archive")',
  'search.html': 'theme-bootstrap("search")',
  '404.html': 'theme-bootstrap("not found")',
};

function page(script: string): string {
  return `<!doctype html><html><head>
<script>${script}</script>
<script type="application/ld+json">{"@type":"WebPage"}</script>
<script src="/assets/js/main.js" defer></script>
<script></script>
</head><body></body></html>`;
}

describe('the security-headers plugin', () => {
  let outDir = '';
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    for (const [file, script] of Object.entries(PAGES)) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      fs.writeFileSync(path.join(outDir, file), page(script));
    }
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  async function headersFor(env: Record<string, string> = {}) {
    const settings = settingsFromEnv(env);
    const context = {siteConfig: {customFields: {settings}}} as unknown as LoadContext;
    // These pages link no stylesheet: the unused-CSS cut, which requires the site's one, is tested alone.
    await securityHeadersPlugin(context, {unusedCss: false}).postBuild!({outDir} as unknown as Parameters<
      NonNullable<Plugin['postBuild']>
    >[0]);
    return fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
  }

  const scriptSrc = (file: string) => /script-src ([^;]+)/.exec(file)?.[1]?.split(' ') ?? [];

  it('allows the inline script of every page kind, tag and author pages included, by its hash', async () => {
    const sources = scriptSrc(await headersFor());
    const expected = Object.values(PAGES).map(sha256);
    expect(expected).toHaveLength(8);
    for (const hash of expected) expect(sources).toContain(hash);
  });

  it('allows the loader that starts the bundles after the first paint, once for every page', async () => {
    const file = await headersFor();
    expect(scriptSrc(file)).toContain(sha256(loaderScript(['/assets/js/main.js'])));
    const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(built).not.toContain('<script src=');
  });

  it('hashes nothing else: no JSON-LD, no external or empty script, no duplicates', async () => {
    fs.writeFileSync(path.join(outDir, 'copy.html'), page(PAGES['index.html']!));
    const hashes = scriptSrc(await headersFor()).filter((source) => source.startsWith("'sha256-"));
    // Each page's own script, and the one loader every page shares.
    expect(hashes).toHaveLength(Object.keys(PAGES).length + 1);
    expect(hashes).not.toContain(sha256('{"@type":"WebPage"}'));
    expect(hashes).not.toContain(sha256(''));
  });

  it('writes the header paths under BASE_URL', async () => {
    const file = await headersFor({BASE_URL: '/site/'});
    expect(file.split('\n').filter((line) => line.startsWith('/'))).toEqual([
      '/site/*',
      '/site/assets/*',
      '/site/img/*',
    ]);
  });
});
