#!/usr/bin/env node
/**
 * Prints an nginx server block equivalent to build/_headers and build/_redirects (security headers,
 * caching, 301 redirects, clean URLs, the 404 page).
 *
 *   node scripts/nginx-config.mjs [--build build] [--root /var/www/site] [--server-name example.org] > site.conf
 *
 * The base path comes from the build itself (its _headers), so run it on the build you deploy.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {nginxConfig} from './lib/hostFiles.mjs';

const {values} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    root: {type: 'string', default: '/var/www/site'},
    'server-name': {type: 'string', default: 'example.org'},
  },
});

const read = (name) => {
  const file = path.join(values.build, name);
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing: run npm run build first (or pass --build DIR).`);
    process.exit(1);
  }
  return fs.readFileSync(file, 'utf8');
};

process.stdout.write(
  nginxConfig({
    headers: read('_headers'),
    redirects: read('_redirects'),
    root: values.root,
    serverName: values['server-name'],
  }),
);
