/**
 * Browser tests: builds the site with every third party pointed at local stand-ins (e2e/ports.mjs),
 * then runs Playwright against the production build served on 127.0.0.1.
 * Set E2E_SKIP_BUILD=1 to reuse an existing e2e build.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {BUILD_DIR, E2E_BUILD_ENV} from './ports.mjs';
import {CHROMIUM_PATH} from './support/chromium.mjs';

const env = {...process.env, ...E2E_BUILD_ENV};
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, {stdio: 'inherit', env});
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Browser tests need Debian Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  process.exit(1);
}
if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['docusaurus', 'build', '--out-dir', BUILD_DIR]);
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
