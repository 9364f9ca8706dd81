import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import {BUILD_DIR} from '../ports.mjs';

/*
 * Valid HTML over every page of the build, with the rules in .htmlvalidate.json. The few rules changed
 * there are style rules the Docusaurus minifier is built around (unquoted attributes, omitted optional
 * end tags, lowercase doctype, `/>` on void elements), HTML5's relaxed id and ampersand rules, and two
 * pieces of theme markup (the skip-link region, the navbar dropdown trigger, the search input's implicit
 * text type). no-redundant-role is on (ARIA table roles on native table elements are errors for the W3C
 * checker too) except for `role="list"` on bullet-less lists: html-validate's aria-label-misuse only lets a
 * list carry a name with an explicit role, and Safari drops the list semantics of lists drawn without
 * bullets unless the role is explicit. Everything else in html-validate:recommended applies.
 */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('every page in build/ is valid HTML', async () => {
  // The repository's rules, whatever folder the build is in.
  const config = JSON.parse(fs.readFileSync(path.resolve('.htmlvalidate.json'), 'utf8')) as object;
  const validator = new HtmlValidate(new StaticConfigLoader({...config, root: true}));
  const files = htmlFiles(path.resolve(BUILD_DIR));
  expect(files.length).toBeGreaterThan(25);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${path.relative(BUILD_DIR, file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
