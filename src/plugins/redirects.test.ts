/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../config/redirects';
import redirectsPlugin, {planRedirects, redirectsFile, type Redirect} from './redirects';

const ROUTES = ['/', '/articles', '/vs', '/support', '/terms-of-service'];

describe('planRedirects', () => {
  it('resolves each redirect against the routes, keeping the #hash', () => {
    expect(
      planRedirects(
        [
          {from: '/blog', to: '/articles'},
          {from: '/early-access', to: '/#pre-register'},
        ],
        {baseUrl: '/', routesPaths: ROUTES},
      ),
    ).toEqual([
      {from: '/blog', target: '/articles', href: '/articles'},
      {from: '/early-access', target: '/', href: '/#pre-register'},
    ]);
  });

  it('puts sources and targets under BASE_URL', () => {
    const routesPaths = ['/site/', '/site/articles'];
    expect(
      planRedirects(
        [
          {from: '/blog', to: '/articles'},
          {from: '/early-access', to: '/#pre-register'},
        ],
        {baseUrl: '/site/', routesPaths},
      ),
    ).toEqual([
      {from: '/site/blog', target: '/site/articles', href: '/site/articles'},
      {from: '/site/early-access', target: '/site/', href: '/site/#pre-register'},
    ]);
  });

  it.each<[string, Redirect[], RegExp]>([
    [
      'a target that is not a route',
      [{from: '/old', to: '/nowhere'}],
      /Redirect \/old → \/nowhere: \/nowhere is not a route/,
    ],
    [
      'a source that is a page',
      [{from: '/support', to: '/vs'}],
      /Redirect \/support → \/vs: \/support is a page of the site; a redirect would hide it/,
    ],
    [
      'a source that is a page, written with a trailing slash',
      [{from: '/vs/', to: '/support'}],
      /\/vs is a page of the site/,
    ],
    [
      'a source listed twice',
      [
        {from: '/faq', to: '/support'},
        {from: '/faq', to: '/vs'},
      ],
      /\/faq is redirected twice/,
    ],
  ])('refuses %s, naming the redirect', (_what, redirects, message) => {
    expect(() => planRedirects(redirects, {baseUrl: '/', routesPaths: ROUTES})).toThrow(message);
  });
});

describe('redirectsFile', () => {
  const planned = [{from: '/blog', target: '/articles', href: '/articles'}];

  it('writes a 301 for the path with and without its trailing slash', () => {
    const rules = redirectsFile(planned)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['/blog /articles 301', '/blog/ /articles 301']);
  });

  it('forces the rules past the redirect pages for Netlify (301!)', () => {
    expect(redirectsFile(planned, {force: true})).toContain('/blog /articles 301!\n');
  });
});

describe('the redirects plugin', () => {
  let outDir = '';
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  const context = (baseUrl: string) =>
    ({baseUrl, siteConfig: {url: 'https://run.example.org'}}) as unknown as LoadContext;
  const postBuild = (plugin: Plugin, routesPaths: string[]) =>
    plugin.postBuild!({outDir, routesPaths} as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);

  const siteRoutes = [
    '/',
    '/articles',
    '/vs',
    '/terms-of-service',
    '/privacy-policy',
    '/cookie-policy',
    '/support',
    '/account-deletion',
  ];

  it("writes an HTML page and two _redirects rules for every redirect of the site's config", async () => {
    await postBuild(redirectsPlugin(context('/'), {redirects: REDIRECTS}), siteRoutes);
    const rules = fs
      .readFileSync(path.join(outDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toHaveLength(REDIRECTS.length * 2);
    for (const {from, to} of REDIRECTS) {
      expect(rules).toContain(`${from} ${to} 301`);
      const page = fs.readFileSync(path.join(outDir, from, 'index.html'), 'utf8');
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(page).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('writes nothing when a redirect is wrong, and says which', async () => {
    const plugin = redirectsPlugin(context('/'), {redirects: [{from: '/articles', to: '/vs'}]});
    await expect(postBuild(plugin, siteRoutes)).rejects.toThrow('/articles is a page of the site');
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it('writes pages and rules under BASE_URL', async () => {
    const plugin = redirectsPlugin(context('/site/'), {redirects: [{from: '/blog', to: '/articles'}]});
    await postBuild(plugin, ['/site/', '/site/articles']);
    expect(fs.readFileSync(path.join(outDir, '_redirects'), 'utf8')).toContain(
      '/site/blog /site/articles 301\n',
    );
    const page = fs.readFileSync(path.join(outDir, 'blog', 'index.html'), 'utf8');
    expect(page).toContain('<link rel="canonical" href="https://run.example.org/site/articles">');
  });
});
