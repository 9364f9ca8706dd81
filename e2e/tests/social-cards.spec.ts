/**
 * Every page's social card on the production build (src/plugins/socialCards.ts): each page without an
 * image of its own has an og:image unique to it, drawn at 1200x630, with absolute URLs and its size and
 * alt text; articles keep their covers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sharp from 'sharp';
import {BUILD_DIR, E2E_BUILD_ENV, SITE_ORIGIN} from '../ports.mjs';
import {ROUTES} from '../support/routes';

const BUILD = path.resolve(BUILD_DIR);
const ARTICLES = ROUTES.filter((route) => route.startsWith('/articles/'));

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['assets', 'img'].includes(entry.name) && dir === BUILD ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** content of every <meta name|property=key> in the head (minified HTML: values may be unquoted). */
function meta(html: string, key: string): string[] {
  const head = html.split('</head>')[0] ?? '';
  const values: string[] = [];
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attr = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`))
        ?.slice(1)
        .find((v) => v !== undefined);
    if (attr('name') === key || attr('property') === key) values.push(decode(attr('content') ?? ''));
  }
  return values;
}

const routeOf = (file: string) => {
  const route = path
    .relative(BUILD, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return route === 'index' ? '/' : `/${route}`;
};

/** Every built page except the redirect pages, by route. */
function pages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of htmlFiles(BUILD)) {
    const html = fs.readFileSync(file, 'utf8');
    if (/http-equiv=["']?refresh/i.test(html)) continue;
    found.set(routeOf(file), html);
  }
  return found;
}

test('every page without an image of its own has its own card: absolute, 1200x630, with size and alt', async () => {
  const built = pages();
  // Every public route is a built page, plus the theme's pages (tags, authors, archive, search, 404).
  for (const route of ROUTES) expect(built.has(route), route).toBe(true);
  expect(built.size).toBeGreaterThan(ROUTES.length);

  const owners = new Map<string, string>();
  for (const [route, html] of built) {
    if ((ARTICLES as readonly string[]).includes(route)) continue;
    const [image = '', ...more] = meta(html, 'og:image');
    expect(more, `one og:image on ${route}`).toEqual([]);
    expect(image, route).toMatch(
      new RegExp(`^${SITE_ORIGIN.replace(/\./g, '\\.')}/img/social/[a-z0-9-]+\\.png$`),
    );
    expect(owners.get(image), `${route} shares its card with ${owners.get(image)}`).toBeUndefined();
    owners.set(image, route);
    expect(meta(html, 'twitter:image'), route).toEqual([image]);
    expect(meta(html, 'og:image:width'), route).toEqual(['1200']);
    expect(meta(html, 'og:image:height'), route).toEqual(['630']);
    const [alt = ''] = meta(html, 'og:image:alt');
    expect(alt, route).toMatch(new RegExp(`^${E2E_BUILD_ENV.PRODUCT_NAME} · \\S`));
    expect(meta(html, 'twitter:image:alt'), route).toEqual([alt]);

    const file = path.join(BUILD, new URL(image).pathname);
    expect(fs.existsSync(file), `${route}: ${file}`).toBe(true);
    const info = await sharp(file).metadata();
    expect({route, format: info.format, width: info.width, height: info.height}).toEqual({
      route,
      format: 'png',
      width: 1200,
      height: 630,
    });
  }
  expect(owners.size).toBeGreaterThanOrEqual(ROUTES.length - ARTICLES.length);
});

test('articles keep their own cover as og:image', () => {
  const built = pages();
  for (const route of ARTICLES) {
    const html = built.get(route) ?? '';
    const cover = `${SITE_ORIGIN}/img/articles/${route.split('/').pop()}.png`;
    expect(meta(html, 'og:image'), route).toEqual([cover]);
    expect(meta(html, 'twitter:image'), route).toEqual([cover]);
    expect(meta(html, 'og:image:alt')[0], route).toMatch(/^Cover of the article/);
  }
});

test('cards name the page and its section: sidebar for docs, path for the rest', () => {
  const built = pages();
  const alt = (route: string) => meta(built.get(route) ?? '', 'og:image:alt')[0];
  const name = E2E_BUILD_ENV.PRODUCT_NAME;
  expect(alt('/')).toBe(`${name} · Early access: AI running coach for 5K to marathon`);
  expect(alt('/pricing')).toBe(`${name} · Pricing`);
  expect(alt('/search')).toBe(`${name} · Search`);
  expect(alt('/features/smart-adaptation')).toMatch(new RegExp(`^${name} · Features: `));
  expect(alt('/injury-prevention')).toMatch(new RegExp(`^${name} · Features: `));
  expect(alt('/privacy-policy')).toMatch(new RegExp(`^${name} · Legal: `));
  expect(alt('/tools/race-predictor')).toMatch(new RegExp(`^${name} · Tools: `));
  expect(meta(built.get('/features/smart-adaptation') ?? '', 'og:image')).toEqual([
    `${SITE_ORIGIN}/img/social/features-smart-adaptation.png`,
  ]);
});

test('the served cards answer as PNG images', async ({request}) => {
  const built = pages();
  for (const route of ['/', '/pricing', '/privacy-policy', '/tools']) {
    const [image = ''] = meta(built.get(route) ?? '', 'og:image');
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toMatch(/^image\/png/);
  }
});
