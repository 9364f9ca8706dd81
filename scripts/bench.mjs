/**
 * Performance benchmark (`npm run bench`): builds the site, serves it gzipped on 127.0.0.1, runs
 * Lighthouse (Debian Chromium) over every route for mobile and desktop, takes the median of N runs, and
 * prints a table. In the same run it builds a bare Docusaurus classic site of the same versions in a
 * temporary folder and prints its home page's row beside ours, with the ratio of home-page JS bytes.
 *
 * The print-on-demand shop host cannot be reached from a sandboxed machine, so unless SHOP_PREFIX is set
 * the build points the shop widget at the local stand-in the browser tests use (e2e/support), served
 * on 127.0.0.1 for the run. A failed Lighthouse run (a runtime error) is repeated, up to twice.
 *
 * Options: --runs N (default 3), --routes /,/pricing (default: every route), --skip-build,
 * --write (also write BENCHMARKS.md, keeping the hand-written notes below its marker line),
 * --no-bare (skip the bare site).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {startHeadersServer} from '../e2e/support/headersServer.mjs';
import {SHOP_ORIGIN} from '../e2e/ports.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';
import {startShopStandIn} from '../e2e/support/shopStandIn.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const RUNS = Number(option('runs', '3'));
const HOST = '127.0.0.1';
const SITE_PORT = 4900;
const BARE_PORT = 4901;
const ROOT = path.resolve(import.meta.dirname, '..');
/** The measured build: its own folder, since it may point the shop at the local stand-in (never build/). */
const BENCH_BUILD = path.join(ROOT, 'bench-results', 'build');
const VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** Every public route: the sitemap lists exactly these (e2e/tests/seo-nojs.spec.ts checks it). */
function sitemapRoutes() {
  const xml = fs.readFileSync(path.join(BENCH_BUILD, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

const run = (cmd, cmdArgs, cwd, env = process.env) =>
  execFileSync(cmd, cmdArgs, {cwd, stdio: 'inherit', env});
/** Hand-written notes in BENCHMARKS.md below this line survive `npm run bench --write`. */
const NOTES_MARKER = '<!-- notes: kept when npm run bench rewrites this file -->';
const useShopStandIn = !process.env.SHOP_PREFIX;

/** A bare Docusaurus classic site of the same version, built once and kept in the temp folder. */
function buildBareSite() {
  const dir = path.join(os.tmpdir(), `bare-docusaurus-${VERSION}`);
  if (fs.existsSync(path.join(dir, 'build', 'index.html'))) return path.join(dir, 'build');
  fs.mkdirSync(path.join(dir, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'blog'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'src/pages'), {recursive: true});
  const ours = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'bare-docusaurus',
        private: true,
        dependencies: {
          '@docusaurus/core': VERSION,
          '@docusaurus/preset-classic': VERSION,
          '@docusaurus/faster': VERSION,
          '@mdx-js/react': ours.dependencies['@mdx-js/react'],
          clsx: ours.dependencies.clsx,
          'prism-react-renderer': ours.dependencies['prism-react-renderer'],
          react: ours.dependencies.react,
          'react-dom': ours.dependencies['react-dom'],
        },
        overrides: ours.overrides,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Bare site', url: 'http://${HOST}', baseUrl: '/', future: {v4: true},
  presets: [['classic', {docs: {sidebarPath: undefined}, blog: {}}]],
  themeConfig: {navbar: {title: 'Bare', items: [{to: '/docs/intro', label: 'Docs'}, {to: '/blog', label: 'Blog'}]}},
};\n`,
  );
  fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n\nA bare page.\n');
  fs.writeFileSync(path.join(dir, 'blog/2025-01-01-hello.md'), '---\ntitle: Hello\n---\n\nHello.\n');
  fs.writeFileSync(
    path.join(dir, 'src/pages/index.js'),
    `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Home" description="A bare Docusaurus classic site"><main className="container margin-vert--xl"><h1>Bare Docusaurus</h1><p>The same versions, nothing added.</p></main></Layout>;
}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund'], dir);
  run('npx', ['docusaurus', 'build'], dir);
  return path.join(dir, 'build');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const {lhr} = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    config,
  );
  if (lhr.runtimeError)
    console.warn(`${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const totalBytes = items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsBytes,
    totalBytes,
  };
}

/** One audit; a run that ends in a Lighthouse runtime error (no performance score) is repeated. */
async function auditWithRetry(chrome, url, formFactor) {
  let result = await audit(chrome, url, formFactor);
  for (let retry = 0; retry < 2 && Number.isNaN(result.performance); retry += 1) {
    result = await audit(chrome, url, formFactor);
  }
  return result;
}

async function medianAudit(chrome, url, formFactor) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) results.push(await auditWithRetry(chrome, url, formFactor));
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const row = (label, formFactor, r) =>
  `| ${label} | ${formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`;

async function main() {
  if (!args.includes('--skip-build')) {
    run('npx', ['docusaurus', 'build', '--out-dir', BENCH_BUILD], ROOT, {
      ...process.env,
      ...(useShopStandIn ? {SHOP_PREFIX: SHOP_ORIGIN} : {}),
    });
  }
  const shop = useShopStandIn ? await startShopStandIn() : undefined;
  const ROUTES = option('routes', '') ? option('routes', '').split(',') : sitemapRoutes();
  const bareBuild = args.includes('--no-bare') ? undefined : buildBareSite();

  const site = await startHeadersServer({
    root: BENCH_BUILD,
    host: HOST,
    port: SITE_PORT,
    compress: true,
  });
  const bare = bareBuild
    ? await startHeadersServer({root: bareBuild, host: HOST, port: BARE_PORT, compress: true})
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  const lines = [];
  const homes = {};
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const route of ROUTES) {
        const result = await medianAudit(chrome, `http://${HOST}:${SITE_PORT}${route}`, formFactor);
        if (route === '/') homes[formFactor] = result;
        lines.push(row(route, formFactor, result));
        console.log(lines.at(-1));
      }
      if (bare) {
        const result = await medianAudit(chrome, `http://${HOST}:${BARE_PORT}/`, formFactor);
        homes[`bare-${formFactor}`] = result;
        lines.push(row(`bare Docusaurus ${VERSION} home`, formFactor, result));
        console.log(lines.at(-1));
      }
    }
  } finally {
    await chrome.kill();
    await site.close();
    await bare?.close();
    await shop?.close();
  }

  const header = [
    '| route | form factor | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | JS KiB (gzip) | total KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const comparison = bare
    ? ['mobile', 'desktop'].map((f) => {
        const ours = homes[f]?.jsBytes ?? 0;
        const theirs = homes[`bare-${f}`]?.jsBytes ?? 1;
        return `- Home page JS (${f}): ${kb(ours)} KiB vs ${kb(theirs)} KiB for the bare site: ratio ${(ours / theirs).toFixed(2)}, difference ${kb(ours - theirs)} KiB.`;
      })
    : [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}, Debian Chromium, median of ${RUNS} run(s) per row) on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. The site is served gzipped on 127.0.0.1 with the headers of its \`_headers\` file${useShopStandIn ? ", and the shop widget's script comes from the local stand-in the browser tests use (the real shop host cannot be reached from this machine)" : ''}. Mobile is Lighthouse's default simulated mid-range phone on slow 4G; desktop uses its desktop preset. Scores and timings vary between runs on a 2-core machine; byte counts, CLS and the accessibility, best-practices and SEO scores are exact.`,
    '',
    ...header,
    ...lines,
    '',
    ...comparison,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  if (args.includes('--write')) {
    const file = path.join(ROOT, 'BENCHMARKS.md');
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const notes = previous.includes(NOTES_MARKER)
      ? previous.slice(previous.indexOf(NOTES_MARKER))
      : NOTES_MARKER;
    fs.writeFileSync(file, `${report}\n${notes.trimEnd()}\n`);
  }
}

await main();
