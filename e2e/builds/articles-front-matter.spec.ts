/**
 * A build of a temporary copy of the site with broken posts must fail, naming each file and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {E2E_BUILD_ENV} from '../ports.mjs';
import {build, copySite} from '../support/siteBuild';

test.describe('front matter is checked at build time', () => {
  let copy = '';

  test.beforeAll(() => {
    copy = copySite('articles-broken-');
  });

  test.afterAll(() => {
    if (copy) fs.rmSync(copy, {recursive: true, force: true});
  });

  /** Edits one post of the copy. */
  function breakPost(file: string, edit: (text: string) => string) {
    const full = path.join(copy, 'blog', file);
    const before = fs.readFileSync(full, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(full, after);
  }

  test('a copy of the site with broken posts fails to build, naming each file and field', () => {
    breakPost('2025-03-10-ai-transforms-running.mdx', (t) => t.replace(/^description:.*\n/m, ''));
    breakPost('2025-04-22-dangers-of-overtraining.mdx', (t) => t.replace(/^image:.*\n/m, ''));
    breakPost('2025-06-05-unleash-your-endurance.mdx', (t) => t.replace(/^authors:.*\n/m, ''));
    breakPost('2025-08-19-running-tips-busy-professionals.mdx', (t) =>
      t.replace(/^read_time: \d+$/m, 'read_time: 45'),
    );
    breakPost('2025-10-07-mastering-data-integration.mdx', (t) =>
      t.replace(/^image: .*$/m, 'image: /img/articles/no-such-cover.png'),
    );

    const result = build(copy, E2E_BUILD_ENV, path.join(copy, 'build'));
    const output = result.output;
    expect(result.status, output).not.toBe(0);
    for (const expected of [
      'blog/2025-03-10-ai-transforms-running.mdx: front matter "description" is missing',
      'blog/2025-04-22-dangers-of-overtraining.mdx: front matter "image" is missing',
      'blog/2025-06-05-unleash-your-endurance.mdx: front matter "authors" is missing',
      'blog/2025-08-19-running-tips-busy-professionals.mdx: front matter "read_time" must be a whole number of minutes from 1 to 30 (got 45)',
      'blog/2025-10-07-mastering-data-integration.mdx: front matter "image" points to static/img/articles/no-such-cover.png, which does not exist',
    ]) {
      expect(output).toContain(expected);
    }
    expect(fs.existsSync(path.join(copy, 'build', 'index.html'))).toBe(false);
  });
});
