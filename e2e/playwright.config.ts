import {defineConfig} from '@playwright/test';
import {BUILD_DIR, HOST, SITE_ORIGIN, SITE_PORT} from './ports.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './support/chromium.mjs';

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  // e2e/run.mjs runs the projects one after another, each whatever the others did.
  projects: [
    {name: 'main', testDir: './tests'},
    // Specs that run whole Docusaurus builds: alone, so they neither slow nor are slowed by the rest.
    {name: 'builds', testDir: './builds', fullyParallel: false, workers: 1, timeout: 240_000},
    // Both builds served with _headers and _redirects applied; they use the same stand-in ports as
    // the main specs, so they run on their own.
    {name: 'hosted', testDir: './hosted'},
  ],
  use: {
    baseURL: SITE_ORIGIN,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npx docusaurus serve --dir ${BUILD_DIR} --host ${HOST} --port ${SITE_PORT} --no-open`,
    url: SITE_ORIGIN,
    cwd: process.cwd(),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
