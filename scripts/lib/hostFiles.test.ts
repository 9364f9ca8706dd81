/**
 * @jest-environment node
 */
import {settingsFromEnv} from '../../src/config/siteSettings';
import {headersFile} from '../../src/plugins/headersFile';
import {planRedirects, redirectsFile} from '../../src/plugins/redirects';
import {REDIRECTS} from '../../src/config/redirects';
import {nginxConfig, parseHeaders, parseRedirects, patternMatches, redirectLocation} from './hostFiles.mjs';

const ROUTES = [
  '/',
  '/articles',
  '/vs',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/support',
  '/account-deletion',
];

/** The two files as the build writes them, for BASE_URL. */
function hostFiles(baseUrl = '/') {
  const settings = settingsFromEnv({BASE_URL: baseUrl, APP_HOST: 'https://app.example.org'});
  const routesPaths = ROUTES.map((route) => `${baseUrl}${route.slice(1)}`);
  return {
    headers: headersFile({settings, inlineScriptHashes: ['sha256-abc=']}),
    redirects: redirectsFile(planRedirects(REDIRECTS, {baseUrl, routesPaths})),
  };
}

describe('reading the host files', () => {
  it('parses every header block the build writes', () => {
    const rules = parseHeaders(hostFiles().headers);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/img/*']);
    expect(rules[0]!.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(rules[1]!.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('parses every redirect, with or without a forced status', () => {
    expect(parseRedirects(hostFiles().redirects)).toHaveLength(REDIRECTS.length * 2);
    expect(parseRedirects('# note\n/a /b 301!\n/c /d\n')).toEqual([
      {from: '/a', to: '/b', status: 301},
      {from: '/c', to: '/d', status: 302},
    ]);
  });

  it('matches header patterns as the hosts do', () => {
    expect(patternMatches('/assets/*', '/assets/js/main.1a2b.js')).toBe(true);
    expect(patternMatches('/assets/*', '/img/logo.svg')).toBe(false);
    expect(patternMatches('/*', '/')).toBe(true);
  });

  it('keeps the query string, before the fragment', () => {
    expect(redirectLocation('/articles', '?utm_source=x')).toBe('/articles?utm_source=x');
    expect(redirectLocation('/#pre-register', '?ref=mail')).toBe('/?ref=mail#pre-register');
    expect(redirectLocation('/#pre-register', '')).toBe('/#pre-register');
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({...hostFiles(), root: '/srv/site', serverName: 'run.example.org'});

  it('sends every site-wide header, on errors too', () => {
    const siteWide = parseHeaders(hostFiles().headers)[0]!.headers;
    expect(Object.keys(siteWide).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(siteWide)) {
      expect(config).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('repeats the site-wide headers in the assets location, which nginx would otherwise drop', () => {
    const assets = /location \^~ \/assets\/ \{([\s\S]*?)\n {4}\}/.exec(config)?.[1] ?? '';
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(assets).toContain('add_header Content-Security-Policy ');
    expect(assets).toContain('add_header Strict-Transport-Security ');
  });

  it('answers every redirect with a 301 that keeps the query string', () => {
    expect(config).toContain('location = /blog { return 301 /articles$is_args$args; }');
    expect(config).toContain('location = /blog/ { return 301 /articles$is_args$args; }');
    expect(config).toContain('location = /early-access { return 301 /$is_args$args#pre-register; }');
  });

  it('serves clean URLs and the 404 page', () => {
    expect(config).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('root /srv/site;');
  });

  it('serves a BASE_URL build under its path', () => {
    const sub = nginxConfig({...hostFiles('/site/'), root: '/srv/www'});
    expect(sub).toContain('location /site/ {');
    expect(sub).toContain('location ^~ /site/assets/ {');
    expect(sub).toContain('location = /site/blog { return 301 /site/articles$is_args$args; }');
    expect(sub).toContain('error_page 404 /site/404.html;');
    expect(sub).toContain('# Copy build/ to /srv/www/site');
  });

  it('refuses files from a build for another base path', () => {
    expect(() => nginxConfig({...hostFiles('/site/'), baseUrl: '/'})).toThrow('BASE_URL=/');
  });
});
