import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteSettings} from '../config/siteSettings';
import {headersFile} from './headersFile';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** sha256 sources of the executable inline scripts in the built pages (JSON-LD is data, not script). */
async function inlineScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    const html = await fs.readFile(file, 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=/i.test(attributes) || /application\/ld\+json/i.test(attributes) || !body.trim()) continue;
      hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** Writes build/_headers (security and caching headers for static hosts) after every build. */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const {settings} = context.siteConfig.customFields as {settings: SiteSettings};
      const content = headersFile({settings, inlineScriptHashes: await inlineScriptHashes(outDir)});
      await fs.writeFile(path.join(outDir, '_headers'), content);
    },
  };
}
