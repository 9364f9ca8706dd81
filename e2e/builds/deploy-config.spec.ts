/**
 * A production build refuses a configuration that would lose sign-ups or break pages: it stops before
 * writing anything, with a message naming the variable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {build} from '../support/siteBuild';

let outDir = '';
test.beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-config-'));
});
test.afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

test('a build for a real origin that would post sign-ups to the example list fails, naming SIGNUP_FORM_ACTION', () => {
  const result = build(process.cwd(), {SITE_URL: 'https://run.example.org'}, outDir);
  expect(result.status, result.output).not.toBe(0);
  expect(result.output).toContain('SIGNUP_FORM_ACTION is still the example URL');
  expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
});

test('a build with markup in PRODUCT_NAME fails, naming the variable', () => {
  const result = build(
    process.cwd(),
    {
      PRODUCT_NAME: 'Pacer</script><script>alert(1)</script>',
      SIGNUP_FORM_ACTION: 'https://list.example/post',
    },
    outDir,
  );
  expect(result.status, result.output).not.toBe(0);
  expect(result.output).toContain('PRODUCT_NAME must be plain text');
  expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
});

test('a build with an impossible LEGAL_EFFECTIVE_DATE fails, naming the variable', () => {
  const result = build(
    process.cwd(),
    {LEGAL_EFFECTIVE_DATE: '2026-02-30', SIGNUP_FORM_ACTION: 'https://list.example/post'},
    outDir,
  );
  expect(result.status, result.output).not.toBe(0);
  expect(result.output).toContain('LEGAL_EFFECTIVE_DATE must be a real calendar date, got "2026-02-30"');
  expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
});
