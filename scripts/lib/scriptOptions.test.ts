import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {bareSiteDir, docusaurusVersion, optionReader, sitemapRoutes} from './scriptOptions.mjs';

test('an option reads the value after its name, or the fallback when it is absent', () => {
  const option = optionReader(['--runs', '7', '--routes', '/,/pricing']);
  expect(option('runs', '3')).toBe('7');
  expect(option('routes', '')).toBe('/,/pricing');
  expect(option('cpu', '4')).toBe('4');
});

test("a build's routes are the paths its sitemap lists, in order", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  fs.writeFileSync(
    path.join(dir, 'sitemap.xml'),
    '<urlset><url><loc>https://stridely.example/</loc></url><url><loc>https://stridely.example/tools/pace-converter</loc></url></urlset>',
  );
  expect(sitemapRoutes(dir)).toEqual(['/', '/tools/pace-converter']);
  fs.rmSync(dir, {recursive: true});
});

test("the bare site's folder is named by the Docusaurus version the site is built with", () => {
  const root = path.resolve(__dirname, '../..');
  const version = docusaurusVersion(root);
  expect(version).toMatch(/^3\.\d+\.\d+/);
  expect(bareSiteDir(version)).toBe(path.join(os.tmpdir(), `bare-docusaurus-${version}`));
});
