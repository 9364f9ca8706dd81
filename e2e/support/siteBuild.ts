import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ENV_VARIABLES} from '../../src/config/siteSettings';

/** The contract's variables, and NETLIFY, which changes the redirects file. */
const DEPLOY_VARIABLES = new Set<string>([...ENV_VARIABLES, 'NETLIFY']);

/** Top-level folders a build neither needs nor should see, and the e2e builds. */
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);

/** A temporary copy of the site (sharing node_modules) that a test may break and build. */
export function copySite(prefix: string): string {
  const site = process.cwd();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(site, copy, {
    recursive: true,
    filter: (source) =>
      (!SKIP.has(path.basename(source)) || path.dirname(source) !== site) &&
      source !== path.join(site, 'e2e', '.tmp'),
  });
  fs.symlinkSync(fs.realpathSync(path.join(site, 'node_modules')), path.join(copy, 'node_modules'));
  return copy;
}

/**
 * Runs `docusaurus build` in `siteDir` with exactly the given deploy variables (the caller's own
 * SITE_URL, SIGNUP_FORM_ACTION, ... are removed first), into `outDir`.
 */
export function build(siteDir: string, env: Record<string, string>, outDir: string) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !DEPLOY_VARIABLES.has(name)),
  );
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env: {...base, ...env},
    encoding: 'utf8',
    timeout: 200_000,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}
