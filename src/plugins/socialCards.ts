import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import sharp from 'sharp';
import type {SiteSettings} from '../config/siteSettings';
import {htmlFiles, replaceFile, serialHtmlRewrite} from './htmlRewrites';
import {metaContents, pageTitle, rewriteSocialImage} from './socialCardHtml';
import {CARD_HEIGHT, CARD_WIDTH, cardSlug, cardText, sectionFor, socialCardSvg} from './socialCardSvg';

/** Where the cards go inside the build (and so under BASE_URL on the site). */
export const CARD_FOLDER = 'img/social';

/**
 * Part of the cache key with the SVG text and sharp's versions: bump it when the PNG encoding in
 * renderPng changes (a change to the drawing changes the SVG text by itself).
 */
const CARD_VERSION = '1';

export interface SocialCardOptions {
  /** The built site. */
  readonly outDir: string;
  /** SITE_URL without a trailing slash, e.g. https://run.example.org. */
  readonly siteUrl: string;
  /** BASE_URL, with its leading and trailing slash. */
  readonly baseUrl: string;
  /** The site title, which the theme appends to page titles (" | Stridely"). */
  readonly siteTitle: string;
  readonly productName: string;
  /** The absolute URL of themeConfig.image: pages whose og:image is this one get their own card. */
  readonly defaultImageUrl: string;
  readonly logoSvg: string;
  /** Docs sidebar of each docs route (with BASE_URL), so /privacy-policy is in Legal. */
  readonly sidebars?: ReadonlyMap<string, string>;
  /** Rendered cards by content hash, so a rebuild only draws the pages that changed. */
  readonly cacheDir?: string;
}

export interface SocialCardResult {
  /** Route path (with BASE_URL) → card file, relative to outDir. */
  readonly cards: Map<string, string>;
  /** Route paths whose page keeps an image of its own (articles, front matter `image:`). */
  readonly kept: string[];
  /** Cards drawn in this run; the others came from the cache. */
  readonly rendered: number;
}

/** The route path (without BASE_URL) a built file serves: 'index.html' is '/', 'vs/runna.html' is '/vs/runna'. */
export function routeOfFile(relativeFile: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${route}`;
}

/**
 * A palette PNG: with dithering the gradients stay smooth at half the size of a full-colour one. zlib
 * level 6 instead of 9 makes it several times faster for a few per cent in size.
 */
async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), {density: 72})
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .png({palette: true, colours: 256, dither: 1, compressionLevel: 6, effort: 3})
    .toBuffer();
}

async function cachedPng(svg: string, cacheDir: string | undefined): Promise<{png: Buffer; fresh: boolean}> {
  if (!cacheDir) return {png: await renderPng(svg), fresh: true};
  const key = crypto
    .createHash('sha256')
    .update(`${CARD_VERSION}\n${sharp.versions.vips}\n${sharp.versions.sharp ?? ''}\n${svg}`)
    .digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  try {
    const png = await fs.readFile(file);
    const now = new Date();
    await fs.utimes(file, now, now);
    return {png, fresh: false};
  } catch {
    const png = await renderPng(svg);
    await fs.mkdir(cacheDir, {recursive: true});
    await fs.writeFile(file, png);
    return {png, fresh: true};
  }
}

/** Cards no build has used for this long leave the cache. */
const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

async function pruneCache(cacheDir: string): Promise<void> {
  const entries = await fs.readdir(cacheDir).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => name.endsWith('.png'))) {
    const file = path.join(cacheDir, entry);
    const {mtimeMs} = await fs.stat(file);
    if (Date.now() - mtimeMs > CACHE_MAX_AGE_MS) await fs.rm(file, {force: true});
  }
}

/** Runs `task` over `items`, `limit` at a time (sharp already uses several threads per image). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/**
 * Gives every built page that shows the site's default image a card of its own: draws
 * img/social/<slug>.png from the page's title and section and points og:image and twitter:image at it
 * (absolute, under BASE_URL), with its size and alt text. Pages with an image of their own are left alone.
 */
export async function writeSocialCards(options: SocialCardOptions): Promise<SocialCardResult> {
  const {outDir, siteUrl, baseUrl, siteTitle, productName, defaultImageUrl, logoSvg} = options;
  const skip = new Set(['assets', 'img'].map((folder) => path.join(outDir, folder)));
  const pages: Array<{file: string; html: string; route: string; routeWithBase: string}> = [];
  const kept: string[] = [];
  for (const file of await htmlFiles(outDir, skip)) {
    const html = await fs.readFile(file, 'utf8');
    const image = metaContents(html, 'og:image')[0];
    const route = routeOfFile(path.relative(outDir, file));
    const routeWithBase = `${baseUrl}${route.slice(1)}`;
    // Redirect pages have no og:image; a page with its own image keeps it.
    if (image === undefined) continue;
    if (image !== defaultImageUrl) kept.push(routeWithBase);
    else pages.push({file, html, route, routeWithBase});
  }

  const slugs = new Map<string, string>();
  const cards = new Map<string, string>();
  let rendered = 0;
  await fs.mkdir(path.join(outDir, CARD_FOLDER), {recursive: true});
  const jobs = pages.map((page) => {
    let slug = cardSlug(page.route);
    // '/a-b' and '/a/b' would share a slug: the second gets a short hash of its path.
    if (slugs.has(slug))
      slug = `${slug}-${crypto.createHash('sha256').update(page.route).digest('hex').slice(0, 8)}`;
    slugs.set(slug, page.route);
    return {...page, slug};
  });
  await eachLimited(jobs, 4, async ({file, html, route, routeWithBase, slug}) => {
    const section = sectionFor(route, options.sidebars?.get(routeWithBase));
    const {title, label, alt} = cardText({pageTitle: pageTitle(html, siteTitle), section, productName});
    const svg = socialCardSvg({title, label, productName, logoSvg});
    const {png, fresh} = await cachedPng(svg, options.cacheDir);
    if (fresh) rendered += 1;
    const cardFile = `${CARD_FOLDER}/${slug}.png`;
    await fs.writeFile(path.join(outDir, cardFile), png);
    const rewritten = rewriteSocialImage(html, {
      url: `${siteUrl}${baseUrl}${cardFile}`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt,
    });
    // Other plugins read the pages in their own postBuild at the same time (the search index): replace
    // each file in one step so they never see half of it.
    await replaceFile(file, rewritten);
    cards.set(routeWithBase, cardFile);
  });
  if (options.cacheDir) await pruneCache(options.cacheDir);
  return {cards, kept: kept.sort(), rendered};
}

/** Warns once when fontconfig does not resolve the cards' font to DejaVu Sans (see scripts/ensure-fonts.sh). */
function checkFont(): void {
  try {
    const family = execFileSync('fc-match', ['-f', '%{family}', 'DejaVu Sans:bold'], {encoding: 'utf8'});
    if (family.includes('DejaVu Sans')) return;
  } catch {
    // No fc-match: fontconfig is not installed as a command; the cards may still find the font.
    return;
  }
  console.warn(
    '[social-cards] DejaVu Sans Bold is not installed: the social cards use a fallback font. ' +
      'Run `sudo bash scripts/ensure-fonts.sh` (Debian: apt-get install fonts-dejavu-core).',
  );
}

/** The docs sidebar of every docs route (with BASE_URL). */
function docsSidebars(allContent: AllContent): Map<string, string> {
  const sidebars = new Map<string, string>();
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      for (const doc of version.docs) if (doc.sidebar) sidebars.set(doc.permalink, doc.sidebar);
    }
  }
  return sidebars;
}

/**
 * Draws a social card for every page without an image of its own after the build, from the built HTML:
 * only the finished pages know every route's final title (React pages, docs, theme pages such as tags
 * and search) and whether it set an image of its own.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  let sidebars = new Map<string, string>();
  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      sidebars = docsSidebars(allContent);
    },
    async postBuild({outDir}) {
      const {siteConfig, siteDir, baseUrl} = context;
      const {settings} = siteConfig.customFields as {settings: SiteSettings};
      const themeImage = (siteConfig.themeConfig as {image?: string}).image;
      if (!themeImage) throw new Error('[social-cards] themeConfig.image (the default card) is not set.');
      checkFont();
      const started = Date.now();
      // The critical CSS rewrites the same pages: one after the other, so neither loses the other's change.
      const {cards, kept, rendered} = await serialHtmlRewrite(async () =>
        writeSocialCards({
          outDir,
          siteUrl: siteConfig.url.replace(/\/$/, ''),
          baseUrl,
          siteTitle: siteConfig.title,
          productName: settings.productName,
          defaultImageUrl: `${siteConfig.url.replace(/\/$/, '')}${baseUrl}${themeImage.replace(/^\//, '')}`,
          logoSvg: await fs.readFile(path.join(siteDir, 'static', 'img', 'logo-dark.svg'), 'utf8'),
          sidebars,
          cacheDir: path.join(siteDir, 'node_modules', '.cache', 'social-cards'),
        }),
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${cards.size} cards (${rendered} drawn, ${cards.size - rendered} cached) in ${seconds} s; ` +
          `${kept.length} pages keep their own image.`,
      );
    },
  };
}
