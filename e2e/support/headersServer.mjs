/**
 * Serves the production build the way a static host that reads `_headers` (Netlify, Cloudflare Pages)
 * would: clean URLs, 404.html with status 404, and every header block of build/_headers applied.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Parses the _headers format: a path pattern line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: {}});
    } else if (rules.length > 0) {
      const index = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return regex.test(urlPath);
}

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

/**
 * `compress: true` gzips text responses, as a CDN would, so transfer sizes can be measured
 * (`docusaurus serve` does not compress).
 */
export async function startHeadersServer({root, host, port, compress = false}) {
  const headersFile = path.join(root, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', `http://${host}`).pathname;
    const file = resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const body = fs.readFileSync(served);
    const headers = {'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream'};
    for (const rule of rules) if (matches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
    const textual = /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['Content-Type']);
    if (compress && textual && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const gzipped = zlib.gzipSync(body, {level: 9});
      res.writeHead(status, {...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'});
      res.end(gzipped);
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    rules,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
