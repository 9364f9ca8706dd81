/**
 * @jest-environment node
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientBundlePlugin, {DOCUSAURUS_PREFETCH, PREFETCH_ONCE} from './leanClientBundle';

const THEME_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const EMPTY_MODULE = path.resolve(__dirname, '../clientModules/empty.ts');

function contextWith(additionalLanguages?: string[]): LoadContext {
  const prism = additionalLanguages ? {additionalLanguages} : {};
  return {siteConfig: {themeConfig: {prism}}} as unknown as LoadContext;
}

/** Stands in for the bundler's own plugin class (Rspack's or webpack's): records what it was given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: string,
  ) {}
}

interface ClientConfig {
  plugins?: NormalModuleReplacementPlugin[];
  resolve?: {alias: Record<string, string>};
  experiments?: {cache?: {buildDependencies?: string[]}};
}

function clientConfig(additionalLanguages?: string[], config: object = {}) {
  const plugin = leanClientBundlePlugin(contextWith(additionalLanguages));
  const configure = plugin.configureWebpack as (
    config: object,
    isServer: boolean,
    utils: {
      currentBundler: {instance: {NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin}};
    },
  ) => ClientConfig;
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
  return {client: configure(config, false, utils), server: configure(config, true, utils)};
}

test('replaces the theme module that puts Prism in every page with an empty module', () => {
  const {client} = clientConfig([]);
  expect(client.resolve).toEqual({alias: {[`${THEME_MODULE.replace(/\.js$/, '')}$`]: EMPTY_MODULE}});
});

test('treats a configuration without a prism section like one without extra languages', () => {
  expect(clientConfig(undefined).client.resolve).toEqual(clientConfig([]).client.resolve);
});

test('keeps the theme module once extra grammars are configured', () => {
  expect(clientConfig(['bash']).client.resolve).toBeUndefined();
});

test("swaps Docusaurus' prefetch helper for the one that requests each file once, with or without Prism", () => {
  const helper = require.resolve('@docusaurus/core/lib/client/prefetch');
  expect(DOCUSAURUS_PREFETCH.test(helper)).toBe(true);
  expect(DOCUSAURUS_PREFETCH.test(require.resolve('@docusaurus/core/lib/client/preload'))).toBe(false);
  expect(require.resolve(PREFETCH_ONCE)).toBe(PREFETCH_ONCE);
  for (const languages of [[], ['bash']]) {
    const [replacement, ...others] = clientConfig(languages).client.plugins ?? [];
    expect(others).toEqual([]);
    expect(replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
    expect(replacement?.resourceRegExp).toBe(DOCUSAURUS_PREFETCH);
    expect(replacement?.newResource).toBe(PREFETCH_ONCE);
  }
});

test('leaves the server bundle alone', () => {
  expect(clientConfig([]).server).toEqual({});
});

test('the alias points at a module that exists and the request the client-modules list makes', () => {
  expect(require.resolve(EMPTY_MODULE)).toBe(EMPTY_MODULE);
  // Docusaurus lists the theme's client module by this path, without an extension.
  expect(THEME_MODULE.endsWith(`${path.sep}lib${path.sep}prism-include-languages.js`)).toBe(true);
});

test('makes a change to these replacements evict the persistent cache, which would keep the old modules', () => {
  // What Docusaurus sets for Rspack's persistent cache: its own build dependencies, which this list joins.
  const persistent = {
    experiments: {cache: {type: 'persistent', buildDependencies: ['docusaurus.config.ts']}},
  };
  const plugin = path.resolve(__dirname, 'leanClientBundle.ts');
  expect(clientConfig([], persistent).client.experiments).toEqual({cache: {buildDependencies: [plugin]}});
  expect(clientConfig(['bash'], persistent).client.experiments).toEqual({
    cache: {buildDependencies: [plugin]},
  });
  // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to evict, and none is switched on.
  expect(clientConfig([], {}).client.experiments).toBeUndefined();
  expect(clientConfig([], {experiments: {}}).client.experiments).toBeUndefined();
});
