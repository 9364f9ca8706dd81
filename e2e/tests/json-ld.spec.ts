import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR} from '../ports.mjs';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/*
 * Every JSON-LD block the build writes (ours and any a theme component adds) parses and is escaped:
 * no raw <, > or &, so no title, name or answer can end its script element.
 */
test('every JSON-LD block in the build parses and is escaped', () => {
  const blocks = htmlFiles(path.resolve(BUILD_DIR)).flatMap((file) =>
    [
      ...fs
        .readFileSync(file, 'utf8')
        .matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, json = '']) => ({file: path.relative(BUILD_DIR, file), json})),
  );
  // Home, pricing, how it works, injury prevention, the articles list and the five articles.
  expect(blocks.length).toBeGreaterThanOrEqual(10);
  for (const {file, json} of blocks) {
    expect(() => JSON.parse(json) as unknown, file).not.toThrow();
    expect(json, file).not.toMatch(/[<>&]/);
  }
});
