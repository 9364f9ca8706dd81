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
  projects: [
    {name: 'main', testDir: './tests'},
    // Needs the stand-in ports the main specs use, so it runs once they are done.
    {name: 'after', testDir: './after', dependencies: ['main']},
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
