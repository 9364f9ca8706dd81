/**
 * @jest-environment node
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientBundlePlugin from './leanClientBundle';

const THEME_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const EMPTY_MODULE = path.resolve(__dirname, '../clientModules/empty.ts');

function contextWith(additionalLanguages?: string[]): LoadContext {
  const prism = additionalLanguages ? {additionalLanguages} : {};
  return {siteConfig: {themeConfig: {prism}}} as unknown as LoadContext;
}

function clientConfig(additionalLanguages?: string[]) {
  const plugin = leanClientBundlePlugin(contextWith(additionalLanguages));
  const configure = plugin.configureWebpack as (config: object, isServer: boolean) => unknown;
  return {client: configure({}, false), server: configure({}, true)};
}

test('replaces the theme module that puts Prism in every page with an empty module', () => {
  const {client} = clientConfig([]);
  expect(client).toEqual({resolve: {alias: {[`${THEME_MODULE.replace(/\.js$/, '')}$`]: EMPTY_MODULE}}});
});

test('treats a configuration without a prism section like one without extra languages', () => {
  expect(clientConfig(undefined).client).toEqual(clientConfig([]).client);
});

test('keeps the theme module once extra grammars are configured', () => {
  expect(clientConfig(['bash']).client).toEqual({});
});

test('leaves the server bundle alone', () => {
  expect(clientConfig([]).server).toEqual({});
});

test('the alias points at a module that exists and the request the client-modules list makes', () => {
  expect(require.resolve(EMPTY_MODULE)).toBe(EMPTY_MODULE);
  // Docusaurus lists the theme's client module by this path, without an extension.
  expect(THEME_MODULE.endsWith(`${path.sep}lib${path.sep}prism-include-languages.js`)).toBe(true);
});
