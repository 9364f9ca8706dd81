import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * build/robots.txt: every page may be crawled except the search page (its results are the site's own pages
 * again), and the sitemap's address, which is how a crawler finds it. Crawlers read robots.txt only at an
 * origin's root: under a BASE_URL other than `/`, the file is written to the base path like every other
 * file, and the origin's own robots.txt must list the sitemap instead.
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return [
    'User-agent: *',
    `Disallow: ${base}search`,
    '',
    `Sitemap: ${siteUrl.replace(/\/$/, '')}${base}sitemap.xml`,
    '',
  ].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
    },
  };
}
