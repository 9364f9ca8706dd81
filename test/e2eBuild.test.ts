/**
 * @jest-environment node
 *
 * The browser tests build the site with every third party pointed at 127.0.0.1. That build must never
 * land in build/, the folder a deployer uploads after `npm test`, and must stay out of git.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {BUILD_DIR, E2E_BUILD_ENV, SUBPATH_BUILD_DIR} from '../e2e/ports.mjs';

const ROOT = path.resolve(__dirname, '..');

test.each([
  ['the main e2e build', BUILD_DIR],
  ['the sub-path e2e build', SUBPATH_BUILD_DIR],
])('%s goes to its own ignored folder, not build/', (_what, dir) => {
  const resolved = path.resolve(ROOT, dir);
  expect(resolved.startsWith(path.join(ROOT, 'build') + path.sep)).toBe(false);
  expect(resolved).not.toBe(path.join(ROOT, 'build'));
  // git check-ignore exits 0 (and prints the path) only for an ignored path.
  expect(execFileSync('git', ['check-ignore', dir], {cwd: ROOT, encoding: 'utf8'}).trim()).toBe(dir);
});

test('the e2e build is the one pointed at the local stand-ins', () => {
  expect(new URL(E2E_BUILD_ENV.SIGNUP_FORM_ACTION!).hostname).toBe('127.0.0.1');
});
