import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt} from './robotsTxt';

describe('robots.txt', () => {
  it('lets every page be crawled but the search page, and gives the sitemap on the public origin', () => {
    expect(robotsTxt('https://run.example.org', '/')).toBe(
      'User-agent: *\nDisallow: /search\n\nSitemap: https://run.example.org/sitemap.xml\n',
    );
  });

  it('puts the base path in both lines', () => {
    expect(robotsTxt('https://user.github.io/', '/repo/')).toBe(
      'User-agent: *\nDisallow: /repo/search\n\nSitemap: https://user.github.io/repo/sitemap.xml\n',
    );
  });

  it('is written into the build by the plugin, from the site config', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'robots-'));
    const context = {
      siteConfig: {url: 'https://run.example.org', baseUrl: '/site/'},
    } as unknown as LoadContext;
    await robotsTxtPlugin(context).postBuild?.({outDir} as never);
    await expect(fs.readFile(path.join(outDir, 'robots.txt'), 'utf8')).resolves.toContain(
      'Sitemap: https://run.example.org/site/sitemap.xml',
    );
    await fs.rm(outDir, {recursive: true});
  });
});
