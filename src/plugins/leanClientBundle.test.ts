/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import leanClientBundlePlugin, {
  BROWSER_CONTEXT,
  BUILD_ONLY_CONFIG_KEYS,
  LEAN_SITE_CONFIG_LOADER,
  PURE_PACKAGES,
  DOCUSAURUS_BROWSER_CONTEXT,
  DOCUSAURUS_PREFETCH,
  ORIGINAL_REACT_UTILS,
  PREFETCH_ONCE,
  REACT_UTILS,
  THEME_REACT_UTILS,
} from './leanClientBundle';

const THEME_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const EMPTY_MODULE = path.resolve(__dirname, '../clientModules/empty.ts');
// The package's exports hide the file; it sits beside the package's entry.
const THEME_REACT_UTILS_FILE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'reactUtils.js',
);
const ORIGINAL_ALIAS = {[`${ORIGINAL_REACT_UTILS}$`]: THEME_REACT_UTILS_FILE};

const GENERATED_FILES_DIR = path.join(path.sep, 'site', '.docusaurus');

function contextWith(additionalLanguages?: string[]): LoadContext {
  const prism = additionalLanguages ? {additionalLanguages} : {};
  return {
    siteConfig: {themeConfig: {prism}},
    generatedFilesDir: GENERATED_FILES_DIR,
  } as unknown as LoadContext;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {leanSiteConfig} = require('./leanSiteConfigLoader.cjs') as {
  leanSiteConfig: (source: string, file: string, drop: readonly string[]) => string;
};

/** Stands in for the bundler's own plugin class (Rspack's or webpack's): records what it was given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: string,
  ) {}
}

interface ClientConfig {
  plugins?: NormalModuleReplacementPlugin[];
  module?: {
    rules: Array<
      | {test: string; use: Array<{loader: string; options: {drop: readonly string[]}}>}
      | {test: RegExp; sideEffects: false}
    >;
  };
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
  expect(client.resolve).toEqual({
    alias: {...ORIGINAL_ALIAS, [`${THEME_MODULE.replace(/\.js$/, '')}$`]: EMPTY_MODULE},
  });
});

test('treats a configuration without a prism section like one without extra languages', () => {
  expect(clientConfig(undefined).client.resolve).toEqual(clientConfig([]).client.resolve);
});

test('keeps the theme module once extra grammars are configured', () => {
  expect(clientConfig(['bash']).client.resolve).toEqual({alias: ORIGINAL_ALIAS});
});

test("swaps Docusaurus' prefetch helper for the one that requests each file once, with or without Prism", () => {
  const helper = require.resolve('@docusaurus/core/lib/client/prefetch');
  expect(DOCUSAURUS_PREFETCH.test(helper)).toBe(true);
  expect(DOCUSAURUS_PREFETCH.test(require.resolve('@docusaurus/core/lib/client/preload'))).toBe(false);
  expect(require.resolve(PREFETCH_ONCE)).toBe(PREFETCH_ONCE);
  for (const languages of [[], ['bash']]) {
    const [replacement, reactUtils, browserContext, ...others] = clientConfig(languages).client.plugins ?? [];
    expect(others).toEqual([]);
    expect(browserContext?.resourceRegExp).toBe(DOCUSAURUS_BROWSER_CONTEXT);
    expect(browserContext?.newResource).toBe(BROWSER_CONTEXT);
    expect(reactUtils?.resourceRegExp).toBe(THEME_REACT_UTILS);
    expect(reactUtils?.newResource).toBe(REACT_UTILS);
    expect(replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
    expect(replacement?.resourceRegExp).toBe(DOCUSAURUS_PREFETCH);
    expect(replacement?.newResource).toBe(PREFETCH_ONCE);
  }
});

test("swaps theme-common's React helpers for the wrapper, which still reaches the original by its alias", () => {
  expect(THEME_REACT_UTILS.test(THEME_REACT_UTILS_FILE)).toBe(true);
  // The wrapper's own import resolves to the same file with a query, which the replacement leaves alone.
  expect(THEME_REACT_UTILS.test(`${THEME_REACT_UTILS_FILE}?original`)).toBe(false);
  expect(require.resolve(REACT_UTILS)).toBe(REACT_UTILS);
  expect(readFileSync(REACT_UTILS, 'utf8')).toContain(`'${ORIGINAL_REACT_UTILS}?original'`);
  // The original still sorts with localeCompare: drop the wrapper once Docusaurus stops doing so.
  expect(readFileSync(THEME_REACT_UTILS_FILE, 'utf8')).toContain('localeCompare');
});

test("swaps Docusaurus' browser context for the one that turns true in a transition", () => {
  const original = require.resolve('@docusaurus/core/lib/client/browserContext');
  expect(DOCUSAURUS_BROWSER_CONTEXT.test(original)).toBe(true);
  expect(
    DOCUSAURUS_BROWSER_CONTEXT.test(require.resolve('@docusaurus/core/lib/client/exports/useIsBrowser')),
  ).toBe(false);
  expect(require.resolve(BROWSER_CONTEXT)).toBe(BROWSER_CONTEXT);
  // The replacement must export what App and useIsBrowser import from the original.
  const source = readFileSync(original, 'utf8');
  expect(source).toMatch(/export const Context\b/);
  expect(source).toMatch(/export function BrowserContextProvider\b/);
  expect(readFileSync(require.resolve('@docusaurus/core/lib/client/exports/useIsBrowser'), 'utf8')).toContain(
    "import { Context } from '../browserContext'",
  );
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
  const files = [path.resolve(__dirname, 'leanClientBundle.ts'), LEAN_SITE_CONFIG_LOADER];
  expect(clientConfig([], persistent).client.experiments).toEqual({cache: {buildDependencies: files}});
  expect(clientConfig(['bash'], persistent).client.experiments).toEqual({
    cache: {buildDependencies: files},
  });
  // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to evict, and none is switched on.
  expect(clientConfig([], {}).client.experiments).toBeUndefined();
  expect(clientConfig([], {experiments: {}}).client.experiments).toBeUndefined();
});

test("runs the lean site config loader on Docusaurus' generated site config, in the client bundle only", () => {
  expect(clientConfig([]).client.module?.rules[0]).toEqual({
    test: path.join(GENERATED_FILES_DIR, 'docusaurus.config.mjs'),
    use: [{loader: LEAN_SITE_CONFIG_LOADER, options: {drop: BUILD_ONLY_CONFIG_KEYS}}],
  });
  expect(require.resolve(LEAN_SITE_CONFIG_LOADER)).toBe(LEAN_SITE_CONFIG_LOADER);
});

describe('leanSiteConfig', () => {
  const generated = (config: object) =>
    `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;

  it('leaves out the keys it is given and keeps the rest, in the module Docusaurus writes', () => {
    const source = generated({
      title: 'Stridely',
      baseUrl: '/',
      plugins: [['./src/plugins/redirects.ts', {redirects: []}]],
      clientModules: ['/work/main/src/clientModules/navigation.ts'],
      themeConfig: {navbar: {title: 'Stridely'}},
    });
    const lean = leanSiteConfig(source, 'docusaurus.config.mjs', BUILD_ONLY_CONFIG_KEYS);
    expect(lean.startsWith("/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default {")).toBe(true);
    const config = JSON.parse(lean.replace(/^[\s\S]*?export default /, '').replace(/;\s*$/, '')) as object;
    expect(config).toEqual({title: 'Stridely', baseUrl: '/', themeConfig: {navbar: {title: 'Stridely'}}});
  });

  it('fails naming the file when the module is not the config as JSON', () => {
    expect(() =>
      leanSiteConfig('export default siteConfig;', '/site/.docusaurus/docusaurus.config.mjs', []),
    ).toThrow(/\/site\/\.docusaurus\/docusaurus\.config\.mjs is not "export default"/);
    expect(() => leanSiteConfig('const x = 1;', 'docusaurus.config.mjs', [])).toThrow(
      /is not "export default"/,
    );
  });
});

test('marks the two packages React Router imports but the bundle never uses as free of side effects', () => {
  expect(clientConfig([]).client.module?.rules[1]).toEqual({test: PURE_PACKAGES, sideEffects: false});
  for (const name of ['hoist-non-react-statics', 'react-is']) {
    expect(PURE_PACKAGES.test(require.resolve(name))).toBe(true);
    // Were a package to declare it itself, the rule would have nothing left to do.
    const manifest = JSON.parse(
      readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'package.json'), 'utf8'),
    ) as {sideEffects?: unknown};
    expect(manifest.sideEffects).toBeUndefined();
  }
  expect(PURE_PACKAGES.test(require.resolve('react'))).toBe(false);
  expect(
    PURE_PACKAGES.test(path.join('/site', 'node_modules', 'react-router', 'esm', 'react-router.js')),
  ).toBe(false);
});
