/**
 * Performance benchmark (`npm run bench`): builds the site, serves it gzipped on 127.0.0.1, runs
 * Lighthouse (Debian Chromium) over every route for mobile and desktop, takes the median of N runs, and
 * prints a table. Mobile rows are measured twice: with Lighthouse's simulated throttling (the score) and
 * with applied throttling (throttlingMethod 'devtools': slow 4G and a 4x slower CPU really imposed on
 * the browser), whose first contentful paint is the one a visitor sees. In the same run it measures two
 * anchors the same way: a bare Docusaurus classic site of the same versions (built in a temporary
 * folder) and a one-file static landing page with inline CSS and no JavaScript (the practical limit),
 * and prints each route's ratios to them against the targets of issue #17. The anchors are measured
 * before the first route, after every block of --anchor-every routes and after the last, and each route
 * is compared with the passes just before and just after its block (scripts/lib/anchorSchedule.mjs), so a
 * machine that drifts during the run shows in the anchors' table instead of in the ratios.
 *
 * The print-on-demand shop host cannot be reached from a sandboxed machine, so unless SHOP_PREFIX is set
 * the build points the shop widget at the local stand-in the browser tests use (e2e/support), served
 * on 127.0.0.1 for the run. A failed Lighthouse run (a runtime error) is repeated, up to twice.
 *
 * Options: --runs N (default 3), --applied-runs N (default: --runs; 0 skips the applied runs),
 * --routes /,/pricing (default: every route), --form-factors mobile (default mobile,desktop),
 * --skip-build, --write (also write BENCHMARKS.md, keeping the hand-written notes below its marker
 * line), --no-bare (skip the bare site), --no-static (skip the static page), --anchor-every N
 * (default 11; 0 measures the anchors only before and after all routes), --no-pairs (a route's applied
 * runs without a run of the static page before each; see pairedAppliedAudit), --json FILE (also write the
 * medians as JSON).
 * CRITICAL_CSS=off builds without the critical-CSS step, UNUSED_CSS=off without cutting the stylesheet's
 * unused rules, DEFER_SCRIPTS=off without starting the bundles after the first paint (the "before" runs
 * of BENCHMARKS.md).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {throttling} from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {startHeadersServer} from '../e2e/support/headersServer.mjs';
import {SHOP_ORIGIN} from '../e2e/ports.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.mjs';
import {startShopStandIn} from '../e2e/support/shopStandIn.mjs';
import {anchorSchedule, bracketing, drift} from './lib/anchorSchedule.mjs';
import {median, medianRatio} from './lib/median.mjs';
import {bareSiteDir, docusaurusVersion, optionReader, sitemapRoutes} from './lib/scriptOptions.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const RUNS = Number(option('runs', '3'));
const APPLIED_RUNS = Number(option('applied-runs', String(RUNS)));
const FORM_FACTORS = option('form-factors', 'mobile,desktop').split(',');
const ANCHOR_EVERY = Number(option('anchor-every', '11'));
/** Each applied run of a route right after one of the static page (see pairedAppliedAudit). */
const PAIRED = !args.includes('--no-pairs');
const HOST = '127.0.0.1';
const SITE_PORT = 4900;
const BARE_PORT = 4901;
const STATIC_PORT = 4902;
const ROOT = path.resolve(import.meta.dirname, '..');
/** The measured build: its own folder, since it may point the shop at the local stand-in (never build/). */
const BENCH_BUILD = path.join(ROOT, 'bench-results', 'build');
const VERSION = docusaurusVersion(ROOT);

const run = (cmd, cmdArgs, cwd, env = process.env) =>
  execFileSync(cmd, cmdArgs, {cwd, stdio: 'inherit', env});
/** Hand-written notes in BENCHMARKS.md below this line survive `npm run bench --write`. */
const NOTES_MARKER = '<!-- notes: kept when npm run bench rewrites this file -->';
const useShopStandIn = !process.env.SHOP_PREFIX;

/** A bare Docusaurus classic site of the same version, built once and kept in the temp folder. */
function buildBareSite() {
  const dir = bareSiteDir(VERSION);
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

/**
 * The practical limit: the home page's first screen as one static HTML file, inline CSS, no JavaScript,
 * no images, system fonts. Written into bench-results/ on every run.
 */
function writeStaticAnchor() {
  const dir = path.join(ROOT, 'bench-results', 'static-anchor');
  fs.mkdirSync(dir, {recursive: true});
  const card = (title, text) => `<li><h3>${title}</h3><p>${text}</p></li>`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AI running coach for 5K to marathon | Static page</title>
<meta name="description" content="A one-file landing page with inline CSS and no JavaScript: the practical limit the site is measured against.">
<link rel="icon" href="data:,">
<style>
:root{color-scheme:light dark;--fg:#1c1e21;--bg:#fff;--muted:#525860;--brand:#0f766e}
@media (prefers-color-scheme:dark){:root{--fg:#e3e3e3;--bg:#1b1b1d;--muted:#b4b8bf;--brand:#2dd4bf}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif;color:var(--fg);background:var(--bg)}
header{display:flex;align-items:center;justify-content:space-between;height:60px;padding:0 16px;box-shadow:0 1px 2px rgb(0 0 0/.1)}
header a{color:var(--fg);font-weight:700;text-decoration:none}
nav a{margin-left:16px;font-weight:500}
main{max-width:1140px;margin:0 auto;padding:48px 16px}
h1{font-size:clamp(2rem,6vw,3.2rem);line-height:1.2;margin:0 0 16px}
.lead{font-size:1.2rem;color:var(--muted);max-width:40em}
.cta{display:inline-block;margin-top:24px;padding:12px 28px;border-radius:8px;background:var(--brand);color:#fff;font-weight:700;text-decoration:none}
@media (prefers-color-scheme:dark){.cta{color:#0b1f1d}}
ul{list-style:none;padding:0;margin:48px 0 0;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
li{padding:24px;border:1px solid rgb(128 128 128/.3);border-radius:12px}
h3{margin:0 0 8px}
footer{padding:32px 16px;text-align:center;color:var(--muted)}
</style>
</head>
<body>
<header><a href="/">Stridely</a><nav><a href="#features">Features</a><a href="#start">Early access</a></nav></header>
<main>
<h1>Your training plan, rewritten after every run</h1>
<p class="lead">An AI running coach for 5K to marathon that adapts your week to the runs you actually did, reshuffles missed sessions and flags injury risk before it becomes an injury.</p>
<a class="cta" id="start" href="#features">Get early access</a>
<ul id="features">
${card('Adapts every day', 'Each run you log moves the plan: harder when you are fresh, easier when fatigue builds.')}
${card('Misses are fine', 'A skipped session is reshuffled into the week instead of piling up.')}
${card('Injury early warning', 'Load that climbs too fast is flagged before it hurts.')}
</ul>
</main>
<footer>A static one-file page with inline CSS and no JavaScript.</footer>
</body>
</html>
`,
  );
  // The static test host answers a missing file (Lighthouse asks for /robots.txt) with the site's 404 page.
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title><p>Not found.</p>');
  return dir;
}

/** Lighthouse's default mobile run with throttling applied to the browser instead of simulated. */
const appliedConfig = {
  extends: 'lighthouse:default',
  settings: {throttlingMethod: 'devtools', throttling: throttling.mobileSlow4G},
};

/**
 * Lighthouse's benchmark index of this host at the start of every audit of the run (a short CPU
 * benchmark in the browser; higher is faster), so a reader can see how fast and how steady the machine was.
 */
const hostIndexes = [];

/** formFactor: 'mobile' (simulated throttling), 'applied' (mobile, devtools throttling) or 'desktop'. */
async function audit(chrome, url, formFactor) {
  const config = {desktop: desktopConfig, applied: appliedConfig}[formFactor];
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
  const documentBytes = items.find((i) => i.resourceType === 'Document')?.transferSize ?? 0;
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const thread = (...groups) =>
    breakdown.filter((i) => groups.includes(i.group)).reduce((sum, i) => sum + (i.duration ?? 0), 0);
  const benchmarkIndex = lhr.environment?.benchmarkIndex ?? Number.NaN;
  hostIndexes.push(benchmarkIndex);
  const blocking = lhr.audits['render-blocking-insight']?.details?.items ?? [];
  const blockingCssBytes = blocking
    .filter((i) => /\.css(?:$|\?)/.test(String(i.url)))
    .reduce((sum, i) => sum + (i.totalBytes ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    mainThread: metric('mainthread-work-breakdown'),
    threadScript: thread('scriptEvaluation', 'scriptParseCompile', 'garbageCollection'),
    threadStyleLayout: thread('styleLayout'),
    threadPaint: thread('paintCompositeRender'),
    threadParse: thread('parseHTML'),
    threadOther: thread('other'),
    jsBytes,
    totalBytes,
    documentBytes,
    blockingCssBytes,
    benchmarkIndex,
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

/** Each measure's median over the audits of one target. */
function medians(results) {
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
}

async function medianAudit(chrome, url, formFactor, runs = RUNS) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await auditWithRetry(chrome, url, formFactor));
  return medians(results);
}

/**
 * A route's applied-throttling runs, each right after one of the static page: the medians of the route's
 * runs, and the median of the first-paint ratios pair by pair. The anchors' passes lie up to a block of
 * routes away (half an hour on a full run); a host that drifts in that time moves the route and the
 * passes apart, but a pair a few seconds apart alike.
 */
async function pairedAppliedAudit(chrome, url, staticUrl, runs) {
  const route = [];
  const staticPage = [];
  for (let i = 0; i < runs; i += 1) {
    staticPage.push(await auditWithRetry(chrome, staticUrl, 'applied'));
    route.push(await auditWithRetry(chrome, url, 'applied'));
  }
  return {
    applied: medians(route),
    paired: {
      staticFcps: staticPage.map((r) => r.fcp),
      fcps: route.map((r) => r.fcp),
      fcpRatio: medianRatio(
        route.map((r) => r.fcp),
        staticPage.map((r) => r.fcp),
      ),
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;
const row = (label, formFactor, r, applied) =>
  `| ${label} | ${formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${applied ? seconds(applied.fcp) : '–'} | ${seconds(r.lcp)} | ${ms(r.tbt)} | ${ms(r.mainThread)} | ${r.cls.toFixed(3)} | ${kb(r.blockingCssBytes)} | ${kb(r.documentBytes)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`;

/** Issue #17's targets, as limits on a mobile row given the anchors measured around it. */
const FCP_LIMIT = 1.25;
/** A target's verdict in a table cell. */
const mark = (ok) => (ok ? 'yes' : '**no**');
/** A measured value's cell with its verdict; a value that was not measured is no verdict either way. */
const cell = (value, text, ok) => (Number.isNaN(value) ? '– (not measured)' : `${text(value)} (${mark(ok)})`);
/** ours ÷ theirs, NaN when there is nothing to divide by. */
const ratio = (ours, theirs) => (theirs > 0 ? ours / theirs : Number.NaN);
/** A difference in milliseconds with its sign: "+17 ms", "-73 ms". */
const signedMs = (value) => `${value >= 0 ? '+' : ''}${Math.round(value)} ms`;

/** near: {bareMain, bareTbt, staticFcp, bareMainApplied, bareTbtApplied}, each the mean of the anchor passes bracketing the route. */
function ratioRow(label, r, applied, near, paired) {
  const fcp = applied ? ratio(applied.fcp, near.staticFcp) : Number.NaN;
  const fcpPaired = paired?.fcpRatio ?? Number.NaN;
  const main = ratio(r.mainThread, near.bareMain);
  const tbt = r.tbt - near.bareTbt;
  const twoDecimals = (value) => value.toFixed(2);
  return `| ${label} | ${cell(fcp, twoDecimals, fcp <= FCP_LIMIT)} | ${cell(fcpPaired, twoDecimals, fcpPaired <= FCP_LIMIT)} | ${cell(main, twoDecimals, main <= 1)} | ${cell(tbt, signedMs, tbt <= 0)} | ${r.performance} (${mark(r.performance === 100)}) | ${r.cls.toFixed(3)} (${mark(r.cls === 0)}) | ${mark(r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100)} |`;
}

/** A mobile route's main thread and TBT in its applied-throttling runs, against the bare home's applied runs. */
function appliedThreadRow(label, applied, near) {
  if (!applied) return `| ${label} | – | – | – | – |`;
  const main = ratio(applied.mainThread, near.bareMainApplied);
  const tbt = applied.tbt - near.bareTbtApplied;
  const mainCell = Number.isNaN(main) ? '–' : `${main.toFixed(2)} (${mark(main <= 1)})`;
  const tbtCell = Number.isNaN(tbt) ? '–' : `${signedMs(tbt)} (${mark(tbt <= 0)})`;
  return `| ${label} | ${ms(applied.mainThread)} | ${mainCell} | ${ms(applied.tbt)} | ${tbtCell} |`;
}

/** Where a mobile route's main-thread time goes (Lighthouse's breakdown, simulated). */
const threadRow = (label, r) =>
  `| ${label} | ${ms(r.mainThread)} | ${ms(r.threadScript)} | ${ms(r.mainThread - r.threadScript)} | ${ms(r.threadStyleLayout)} | ${ms(r.threadPaint)} | ${ms(r.threadParse)} | ${ms(r.threadOther)} |`;

async function main() {
  if (!args.includes('--skip-build')) {
    run('npx', ['docusaurus', 'build', '--out-dir', BENCH_BUILD], ROOT, {
      ...process.env,
      ...(useShopStandIn ? {SHOP_PREFIX: SHOP_ORIGIN} : {}),
    });
  }
  const shop = useShopStandIn ? await startShopStandIn() : undefined;
  const ROUTES = option('routes', '') ? option('routes', '').split(',') : sitemapRoutes(BENCH_BUILD);
  const bareBuild = args.includes('--no-bare') ? undefined : buildBareSite();
  const staticDir = args.includes('--no-static') ? undefined : writeStaticAnchor();

  const site = await startHeadersServer({
    root: BENCH_BUILD,
    host: HOST,
    port: SITE_PORT,
    compress: true,
  });
  const bare = bareBuild
    ? await startHeadersServer({root: bareBuild, host: HOST, port: BARE_PORT, compress: true})
    : undefined;
  const staticServer = staticDir
    ? await startHeadersServer({root: staticDir, host: HOST, port: STATIC_PORT, compress: true})
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  const anchorTargets = [
    ...(bare
      ? [{label: `bare Docusaurus ${VERSION} home`, url: `http://${HOST}:${BARE_PORT}/`, anchor: 'bare'}]
      : []),
    ...(staticServer
      ? [{label: 'static one-file page', url: `http://${HOST}:${STATIC_PORT}/`, anchor: 'staticPage'}]
      : []),
  ];
  const routeTargets = ROUTES.map((route) => ({label: route, url: `http://${HOST}:${SITE_PORT}${route}`}));
  const {blocks, passes} = anchorSchedule(routeTargets, anchorTargets.length > 0 ? ANCHOR_EVERY : 0);
  const anchorPasses = anchorTargets.length > 0 ? passes : 0;
  const lines = [];
  /** label -> {mobile, applied, desktop, block} medians; the anchors' by pass in anchorResults. */
  const results = new Map();
  /** formFactor -> anchor -> one {result, applied} per pass. */
  const anchorResults = Object.fromEntries(
    FORM_FACTORS.map((f) => [f, Object.fromEntries(anchorTargets.map((t) => [t.anchor, []]))]),
  );
  const staticUrl = staticServer ? `http://${HOST}:${STATIC_PORT}/` : undefined;
  const measure = async (target, formFactor) => {
    const result = await medianAudit(chrome, target.url, formFactor);
    if (formFactor !== 'mobile' || APPLIED_RUNS === 0) return {result};
    if (!target.anchor && staticUrl && PAIRED) {
      return {result, ...(await pairedAppliedAudit(chrome, target.url, staticUrl, APPLIED_RUNS))};
    }
    return {result, applied: await medianAudit(chrome, target.url, 'applied', APPLIED_RUNS)};
  };
  const measureAnchors = async (formFactor, pass) => {
    for (const target of anchorTargets) {
      const measured = await measure(target, formFactor);
      anchorResults[formFactor][target.anchor].push(measured);
      const label = anchorPasses > 1 ? `${target.label} (pass ${pass + 1} of ${anchorPasses})` : target.label;
      lines.push(row(label, formFactor, measured.result, measured.applied));
      console.log(lines.at(-1));
    }
  };
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const [block, targets] of blocks.entries()) {
        if (anchorTargets.length > 0) await measureAnchors(formFactor, block);
        for (const target of targets) {
          const {result, applied, paired} = await measure(target, formFactor);
          // Only the mobile pass has applied-throttling runs: the desktop pass must not clear them.
          results.set(target.label, {
            ...results.get(target.label),
            [formFactor]: result,
            ...(applied ? {applied} : {}),
            ...(paired ? {paired} : {}),
            block,
          });
          lines.push(row(target.label, formFactor, result, applied));
          console.log(lines.at(-1));
        }
      }
      if (anchorTargets.length > 0) await measureAnchors(formFactor, blocks.length);
    }
  } finally {
    await chrome.kill();
    await site.close();
    await bare?.close();
    await staticServer?.close();
    await shop?.close();
  }

  const header = [
    '| route | form factor | perf | a11y | best practices | SEO | FCP | FCP applied | LCP | TBT | main thread | CLS | render-blocking CSS KiB | HTML KiB | JS KiB (gzip) | total KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  /** One anchor's values of one measure, pass by pass (NaN where the anchor was skipped). */
  const perPass = (formFactor, anchor, pick) =>
    (anchorResults[formFactor]?.[anchor] ?? []).map((measured) => pick(measured) ?? Number.NaN);
  const mobilePasses = {
    bareMain: perPass('mobile', 'bare', (m) => m.result.mainThread),
    bareTbt: perPass('mobile', 'bare', (m) => m.result.tbt),
    bareFcpApplied: perPass('mobile', 'bare', (m) => m.applied?.fcp),
    bareMainApplied: perPass('mobile', 'bare', (m) => m.applied?.mainThread),
    bareTbtApplied: perPass('mobile', 'bare', (m) => m.applied?.tbt),
    staticMain: perPass('mobile', 'staticPage', (m) => m.result.mainThread),
    staticFcp: perPass('mobile', 'staticPage', (m) => m.applied?.fcp),
  };
  const near = (block) => ({
    bareMain: bracketing(mobilePasses.bareMain, block),
    bareTbt: bracketing(mobilePasses.bareTbt, block),
    staticFcp: bracketing(mobilePasses.staticFcp, block),
    bareMainApplied: bracketing(mobilePasses.bareMainApplied, block),
    bareTbtApplied: bracketing(mobilePasses.bareTbtApplied, block),
  });
  const describeDrift = (name, values, format) => {
    const d = drift(values);
    return Number.isNaN(d.spread)
      ? []
      : [`| ${name} | ${values.map(format).join(' · ')} | ${(d.spread * 100).toFixed(0)}% |`];
  };
  const anchorTable =
    FORM_FACTORS.includes('mobile') && anchorPasses > 0
      ? [
          `The anchors were measured ${anchorPasses} times, before the first route, after every ${blocks[0].length} routes and after the last; each route is compared with the mean of the two passes around its block. Drift is the slowest pass against the fastest.`,
          '',
          '| anchor, mobile | pass by pass | drift |',
          '|---|---|---|',
          ...describeDrift('bare Docusaurus home: main thread', mobilePasses.bareMain, ms),
          ...describeDrift('bare Docusaurus home: TBT', mobilePasses.bareTbt, ms),
          ...describeDrift('bare Docusaurus home: FCP applied', mobilePasses.bareFcpApplied, seconds),
          ...describeDrift('bare Docusaurus home: main thread applied', mobilePasses.bareMainApplied, ms),
          ...describeDrift('bare Docusaurus home: TBT applied', mobilePasses.bareTbtApplied, ms),
          ...describeDrift('static page: main thread', mobilePasses.staticMain, ms),
          ...describeDrift('static page: FCP applied', mobilePasses.staticFcp, seconds),
          ...describeDrift(
            "host: Lighthouse's benchmark index before the bare home (higher is faster)",
            perPass('mobile', 'bare', (m) => m.result.benchmarkIndex),
            (value) => `${Math.round(value)}`,
          ),
          '',
        ]
      : [];
  const mobileRoutes = routeTargets.filter((t) => results.get(t.label)?.mobile);
  const ratios = FORM_FACTORS.includes('mobile')
    ? [
        `Mobile rows against the anchors and issue #17's targets: first contentful paint under applied throttling at most ${FCP_LIMIT}x the static page's; main-thread work and TBT at most the bare Docusaurus home page's; performance 100; CLS 0; accessibility, best practices and SEO 100.`,
        '',
        `"FCP applied ÷ static page" divides a route's median by the static page's passes around its block; "paired" is the median of the ratios of each applied run of the route to a run of the static page just before it, which a host that drifts within the run moves less${PAIRED ? '' : ' (not measured: --no-pairs)'}.`,
        '',
        '| route | FCP applied ÷ static page | FCP applied ÷ static page, paired | main thread ÷ bare home | TBT − bare home | perf 100 | CLS 0 | a11y, BP, SEO 100 |',
        '|---|---|---|---|---|---|---|---|',
        ...mobileRoutes.map((t) => {
          const r = results.get(t.label);
          return ratioRow(t.label, r.mobile, r.applied, near(r.block), r.paired);
        }),
        '',
        ...(APPLIED_RUNS > 0
          ? [
              "The same two main-thread measures read from the applied-throttling runs (the runs of the FCP applied column: the phone's slow 4G and 4x slower CPU imposed on the browser, the page's tasks as they really ran), against the bare home's applied runs around the route. Issue #17's targets are read from the simulated runs above; this is a second reading, not a replacement:",
              '',
              '| route | main thread applied | ÷ bare home | TBT applied | − bare home |',
              '|---|---|---|---|---|',
              ...mobileRoutes.map((t) => {
                const r = results.get(t.label);
                return appliedThreadRow(t.label, r.applied, near(r.block));
              }),
              '',
            ]
          : []),
        "Where each mobile page's main-thread time goes (Lighthouse's breakdown, simulated; script is evaluation, compilation and garbage collection):",
        '',
        '| route | main thread | script | the rest | of which style & layout | paint | HTML & CSS parsing | other |',
        '|---|---|---|---|---|---|---|---|',
        ...mobileRoutes.map((t) => threadRow(t.label, results.get(t.label).mobile)),
        ...anchorTargets.flatMap((t) =>
          anchorResults.mobile[t.anchor].map((m, pass) =>
            threadRow(anchorPasses > 1 ? `${t.label} (pass ${pass + 1})` : t.label, m.result),
          ),
        ),
        '',
      ]
    : [];
  const bareMedian = (formFactor, pick) => median(perPass(formFactor, 'bare', pick));
  const comparison = anchorTargets.some((t) => t.anchor === 'bare')
    ? FORM_FACTORS.filter((f) => results.get('/')?.[f]).map((f) => {
        const ours = results.get('/')[f].jsBytes;
        const theirs = bareMedian(f, (m) => m.result.jsBytes) || 1;
        return `- Home page JS (${f}): ${kb(ours)} KiB vs ${kb(theirs)} KiB for the bare site: ratio ${(ours / theirs).toFixed(2)}, difference ${kb(ours - theirs)} KiB.`;
      })
    : [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const host = drift(hostIndexes);
  const hostLine = Number.isNaN(host.median)
    ? ''
    : ` Lighthouse's benchmark index of this host (a CPU benchmark it runs before every audit; its documentation puts a high-end desktop at 1500-2000) read ${Math.round(host.min)}-${Math.round(host.max)}, median ${Math.round(host.median)}, over the run's ${hostIndexes.filter((v) => !Number.isNaN(v)).length} audits.`;
  const report = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}, Debian Chromium, median of ${RUNS} run(s) per row, ${APPLIED_RUNS} for applied throttling) on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${[
      'CRITICAL_CSS',
      'UNUSED_CSS',
      'DEFER_SCRIPTS',
    ]
      .filter((name) => process.env[name] === 'off')
      .map((name) => `, built with ${name}=off`)
      .join(
        '',
      )}. The site is served gzipped on 127.0.0.1 with the headers of its \`_headers\` file${useShopStandIn ? ", and the shop widget's script comes from the local stand-in the browser tests use (the real shop host cannot be reached from this machine)" : ''}. Mobile is Lighthouse's default mid-range phone on slow 4G with simulated throttling (the score, FCP, LCP, TBT, main thread); "FCP applied" is the median first contentful paint of separate runs with that throttling applied to the browser (devtools: slow 4G, 4x CPU). Desktop uses its desktop preset. Render-blocking CSS is what Lighthouse lists as blocking the first paint; HTML is the page's own transfer size, which now carries its critical CSS. Scores and timings vary between runs on a 2-core machine; byte counts, CLS and the accessibility, best-practices and SEO scores are exact.${hostLine}`,
    '',
    ...header,
    ...lines,
    '',
    ...anchorTable,
    ...ratios,
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
  if (option('json', '')) {
    fs.writeFileSync(
      option('json', ''),
      JSON.stringify({routes: Object.fromEntries(results), anchors: anchorResults}, null, 2),
    );
  }
}

await main();
