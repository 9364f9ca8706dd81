/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {metaContents} from './socialCardHtml';
import {routeOfFile, writeSocialCards, type SocialCardOptions} from './socialCards';

const ORIGIN = 'https://run.example';
const DEFAULT_IMAGE = (base: string) => `${ORIGIN}${base}img/social-card.png`;

const page = (title: string, image: string) =>
  `<!doctype html><html><head><title data-rh=true>${title} | Stridely</title>` +
  `<meta data-rh=true property=og:image content=${image} />` +
  `<meta data-rh=true name=twitter:image content=${image} />` +
  `<meta data-rh=true property=og:title content="${title} | Stridely"/></head><body><h1>${title}</h1></body></html>`;

function site(base: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  };
  write('index.html', page('AI running coach', DEFAULT_IMAGE(base)));
  write('pricing.html', page('Pricing', DEFAULT_IMAGE(base)));
  write('privacy-policy.html', page('Privacy Policy', DEFAULT_IMAGE(base)));
  write('features/smart-adaptation.html', page('Smart Session Adaptation', DEFAULT_IMAGE(base)));
  write('articles/my-post.html', page('My post', `${ORIGIN}${base}img/articles/my-post.png`));
  write(
    'blog/index.html',
    '<html><head><meta http-equiv="refresh" content="0; url=/articles"></head></html>',
  );
  write('assets/js/chunk.html', 'not a page');
  return dir;
}

function options(outDir: string, base: string, cacheDir?: string): SocialCardOptions {
  return {
    outDir,
    siteUrl: ORIGIN,
    baseUrl: base,
    siteTitle: 'Stridely',
    productName: 'Stridely',
    defaultImageUrl: DEFAULT_IMAGE(base),
    logoSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>',
    sidebars: new Map([[`${base}privacy-policy`, 'legal']]),
    cacheDir,
  };
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('routeOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['pricing.html', '/pricing'],
    [path.join('vs', 'runna.html'), '/vs/runna'],
    [path.join('blog', 'index.html'), '/blog'],
    ['404.html', '/404'],
  ])('%s serves %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
});

describe('writeSocialCards', () => {
  jest.setTimeout(60_000);

  it.each(['/', '/site/'])(
    'draws a 1200x630 card per page and points its tags at it (BASE_URL %s)',
    async (base) => {
      const dir = site(base);
      const result = await writeSocialCards(options(dir, base));

      expect([...result.cards.keys()].sort()).toEqual(
        [base, `${base}features/smart-adaptation`, `${base}pricing`, `${base}privacy-policy`].sort(),
      );
      expect(result.kept).toEqual([`${base}articles/my-post`]);

      const html = read(dir, 'pricing.html');
      const url = `${ORIGIN}${base}img/social/pricing.png`;
      expect(metaContents(html, 'og:image')).toEqual([url]);
      expect(metaContents(html, 'twitter:image')).toEqual([url]);
      expect(metaContents(html, 'og:image:width')).toEqual(['1200']);
      expect(metaContents(html, 'og:image:height')).toEqual(['630']);
      expect(metaContents(html, 'og:image:alt')).toEqual(['Stridely · Pricing']);
      expect(metaContents(read(dir, 'privacy-policy.html'), 'og:image:alt')).toEqual([
        'Stridely · Legal: Privacy Policy',
      ]);
      expect(metaContents(read(dir, 'index.html'), 'og:image')).toEqual([
        `${ORIGIN}${base}img/social/home.png`,
      ]);
      expect(metaContents(read(dir, 'features/smart-adaptation.html'), 'og:image')).toEqual([
        `${ORIGIN}${base}img/social/features-smart-adaptation.png`,
      ]);

      for (const slug of ['home', 'pricing', 'privacy-policy', 'features-smart-adaptation']) {
        const info = await sharp(path.join(dir, 'img/social', `${slug}.png`)).metadata();
        expect({slug, format: info.format, width: info.width, height: info.height}).toEqual({
          slug,
          format: 'png',
          width: 1200,
          height: 630,
        });
      }

      // The article keeps its cover, the redirect page and non-page files are untouched.
      expect(metaContents(read(dir, 'articles/my-post.html'), 'og:image')).toEqual([
        `${ORIGIN}${base}img/articles/my-post.png`,
      ]);
      expect(read(dir, 'blog/index.html')).not.toContain('og:image');
      expect(read(dir, 'assets/js/chunk.html')).toBe('not a page');
      expect(fs.readdirSync(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    },
  );

  it('draws each card once: a second build takes them from the cache, byte for byte', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-cache-'));
    const first = site('/');
    const second = site('/');
    expect((await writeSocialCards(options(first, '/', cache))).rendered).toBe(4);
    expect((await writeSocialCards(options(second, '/', cache))).rendered).toBe(0);
    for (const slug of ['home', 'pricing']) {
      const file = path.join('img/social', `${slug}.png`);
      expect(fs.readFileSync(path.join(second, file)).equals(fs.readFileSync(path.join(first, file)))).toBe(
        true,
      );
    }
  });

  it('renders the same PNG bytes twice without a cache (deterministic)', async () => {
    const a = site('/');
    const b = site('/');
    await writeSocialCards(options(a, '/'));
    await writeSocialCards(options(b, '/'));
    const file = path.join('img/social', 'features-smart-adaptation.png');
    expect(fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file)))).toBe(true);
  });
});
