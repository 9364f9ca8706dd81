import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteSettings} from '../config/siteSettings';
import {inlineCriticalCss} from './criticalCss';
import {deferScripts} from './deferScripts';
import {headersFile} from './headersFile';
import {htmlFiles, serialHtmlRewrite} from './htmlRewrites';
import {dropUnusedCss} from './unusedCss';

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

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export interface SecurityHeadersOptions {
  /**
   * Cut the stylesheet's rules that no page can use, before the critical CSS reads it
   * (plugins/unusedCss.ts). Default true; the benchmark's "before" run turns it off.
   */
  readonly unusedCss?: boolean;
  /**
   * Inline each page's critical CSS and load the full stylesheet without blocking render
   * (plugins/criticalCss.ts) before hashing. Default true; the benchmark's "before" run turns it off.
   */
  readonly criticalCss?: boolean;
  /**
   * Start Docusaurus' bundles after the first paint instead of from <head> (plugins/deferScripts.ts).
   * Default true; the benchmark's "before" run turns it off.
   */
  readonly deferScripts?: boolean;
}

/**
 * Writes build/_headers (security and caching headers for static hosts) after every build.
 *
 * Docusaurus runs the postBuild hooks of all plugins at once, in no set order, so every step that
 * rewrites the built HTML (the trimmed stylesheet's new name, the critical CSS and the deferred bundles,
 * which add one inline script each) runs here, before the inline scripts are hashed: the policy then
 * always covers exactly the scripts the pages carry.
 */
export default function securityHeadersPlugin(
  context: LoadContext,
  options: SecurityHeadersOptions = {},
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const {settings} = context.siteConfig.customFields as {settings: SiteSettings};
      // The social cards rewrite the same pages (their meta tags, never a script): one after the other.
      await serialHtmlRewrite(async () => {
        if (options.unusedCss ?? true) {
          const cut = await dropUnusedCss(outDir);
          console.log(
            `[unused-css] ${cut.removedRules} rules no page uses cut from ${cut.from}: ${kib(cut.bytesBefore)} -> ${kib(cut.bytesAfter)} KiB, now ${cut.to}`,
          );
        }
        if (options.criticalCss ?? true) {
          const critical = await inlineCriticalCss(outDir, settings.baseUrl);
          console.log(
            `[critical-css] ${critical.pages} pages, ${kib(critical.inlinedBytes / Math.max(critical.pages, 1))} KiB inlined per page on average; ${critical.remainders} remainder files`,
          );
        }
        if (options.deferScripts ?? true) await deferScripts(outDir);
        const content = headersFile({settings, inlineScriptHashes: await inlineScriptHashes(outDir)});
        await fs.writeFile(path.join(outDir, '_headers'), content);
      });
    },
  };
}
