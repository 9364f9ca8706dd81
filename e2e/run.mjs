/**
 * Browser tests. Builds the site twice with every third party pointed at local stand-ins (e2e/ports.mjs):
 * at the root into e2e/.tmp/build and under BASE_URL=/site/ into e2e/.tmp/build-subpath (never into
 * build/, the folder a deployer uploads). Then runs three Playwright passes, each whatever the others
 * did, and fails if any failed:
 *   main    e2e/tests   the production build served on 127.0.0.1, specs in parallel
 *   builds  e2e/builds  specs that run Docusaurus builds of their own, alone on the machine
 *   hosted  e2e/hosted  both builds served with their _headers and _redirects applied, as a host would
 * Arguments (spec files, -g, --project ...) are passed to a single Playwright run instead.
 * Set E2E_SKIP_BUILD=1 to reuse the last e2e builds.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, E2E_BUILD_ENV, E2E_SUBPATH_BUILD_ENV, SUBPATH_BUILD_DIR} from './ports.mjs';
import {CHROMIUM_PATH} from './support/chromium.mjs';

const run = (args, env = {}) =>
  spawnSync('npx', args, {stdio: 'inherit', env: {...process.env, ...env}}).status ?? 1;

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Browser tests need Debian Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  process.exit(1);
}
for (const dir of [BUILD_DIR, SUBPATH_BUILD_DIR]) {
  if (path.resolve(dir) === path.resolve('build')) {
    console.error(`The e2e build must not go to build/ (the deployable folder): ${dir}`);
    process.exit(1);
  }
}
if (process.env.E2E_SKIP_BUILD !== '1') {
  for (const [dir, env] of [
    [BUILD_DIR, E2E_BUILD_ENV],
    [SUBPATH_BUILD_DIR, E2E_SUBPATH_BUILD_ENV],
  ]) {
    const status = run(['docusaurus', 'build', '--out-dir', dir], env);
    if (status !== 0) process.exit(status);
  }
}

const playwright = (args) => run(['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args]);
const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(playwright(extra));

const failed = ['main', 'builds', 'hosted'].filter((project) => playwright(['--project', project]) !== 0);
if (failed.length > 0) {
  console.error(`Browser tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
