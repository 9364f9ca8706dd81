/**
 * Serves the production build the way a static host that reads `_headers` and `_redirects` (Netlify,
 * Cloudflare Pages) would: clean URLs, 404.html with status 404, every header block of build/_headers
 * applied and every rule of build/_redirects answered.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  parseHeaders,
  parseRedirects,
  patternMatches,
  redirectLocation,
} from '../../scripts/lib/hostFiles.mjs';
import {closeServer, listenOn} from './listen.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(root, urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/'
      ? ['index.html']
      : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Writes `body` up to `from` at once, then in pieces up to the end of `through`, then the rest. */
async function sendInPieces(res, body, {bytes, delayMs, from, through}) {
  const first = Math.max(body.indexOf(from), 0);
  const marker = body.indexOf(through, first);
  const end = marker < 0 ? body.length : marker + Buffer.byteLength(through);
  res.write(body.subarray(0, first));
  for (let start = first; start < end && !res.destroyed; start += bytes) {
    res.write(body.subarray(start, Math.min(start + bytes, end)));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  res.end(body.subarray(end));
}

/**
 * `compress: true` gzips text responses, as a CDN would, so transfer sizes can be measured
 * (`docusaurus serve` does not compress). `baseUrl` serves the build under a sub-path (BASE_URL).
 * Rules in build/_redirects answer with their status and keep the query string, as those hosts do.
 * `trickle` ({bytes, delayMs, from, through}) sends each HTML page uncompressed: up to the first `from` at
 * once, then in pieces of `bytes`, `delayMs` apart, up to the end of the next `through`, then the rest:
 * part of a page arriving packet by packet over a slow line, so the browser paints it half-parsed.
 */
export async function startHeadersServer({root, host, port, compress = false, baseUrl = '/', trickle}) {
  const read = (name) =>
    fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '';
  const rules = parseHeaders(read('_headers'));
  const redirects = parseRedirects(read('_redirects'));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const urlPath = url.pathname;
    const redirect = redirects.find((rule) => rule.from === urlPath);
    if (redirect) {
      res.writeHead(redirect.status, {Location: redirectLocation(redirect.to, url.search)});
      res.end();
      return;
    }
    const file = urlPath.startsWith(baseUrl)
      ? resolveFile(root, `/${urlPath.slice(baseUrl.length)}`)
      : undefined;
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const body = fs.readFileSync(served);
    const headers = {'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream'};
    for (const rule of rules) if (patternMatches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
    const textual = /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['Content-Type']);
    if (trickle && served.endsWith('.html')) {
      res.writeHead(status, headers);
      void sendInPieces(res, body, trickle);
      return;
    }
    if (compress && textual && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const gzipped = zlib.gzipSync(body, {level: 9});
      res.writeHead(status, {...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'});
      res.end(gzipped);
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  });
  await listenOn(server, port, 'static host');
  // With port 0 the system picks a free one: `origin` says which.
  return {
    rules,
    redirects,
    origin: `http://${host}:${server.address().port}`,
    close: () => closeServer(server),
  };
}
