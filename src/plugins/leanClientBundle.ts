import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps JavaScript every page downloads free of theme features this site does not use.
 *
 * The classic theme registers `prism-include-languages` as a client module, which puts the whole of
 * prism-react-renderer (its Prism core and bundled grammars, about 30 KB gzip) into `main.js`, on every
 * page, only to register extra grammars. This site lists no extra grammars, so the module is replaced by
 * an empty one. Code blocks still highlight: `@theme/CodeBlock` imports prism-react-renderer itself, so
 * it arrives with the pages that render Markdown.
 *
 * Once `themeConfig.prism.additionalLanguages` lists a language the theme's module is kept again.
 *
 * Docusaurus' prefetch helper, which requested a shared chunk again for every link in view, is replaced
 * by one that requests each file once (src/clientModules/prefetchOnce.ts).
 *
 * Theme-common's `utils/reactUtils` is replaced by src/clientModules/reactUtils.ts, which re-exports it
 * (through an alias with a query, which the replacement does not match) but sorts `useShallowMemoObject`'s
 * keys without `localeCompare`, whose first call costs a phone tens of milliseconds while a docs page
 * hydrates.
 *
 * The site config every page's main bundle holds (`@generated/docusaurus.config`) leaves out what only the
 * build reads (BUILD_ONLY_CONFIG_KEYS: the presets', plugins' and themes' options, the head tags, the client
 * modules' paths on the build machine and the like), about 0.9 KB gzipped; src/plugins/leanSiteConfigLoader.cjs
 * takes them out of the client bundle only, so the server render and the plugins see the whole config.
 *
 * React Router 5 imports `hoist-non-react-statics` (for `withRouter`) and `react-is` (for its development
 * prop types). Neither is used in the production bundle, but their packages do not say they are free of
 * side effects, so the bare imports kept both, and the `react-is` they bring, in every page's main bundle
 * (about 1.3 KB gzipped). PURE_PACKAGES marks them free of side effects: an import nothing uses is dropped,
 * one that is used is kept as before.
 */
/** The file Docusaurus' client imports as `./prefetch`: matched after resolution, whatever the request. */
export const DOCUSAURUS_PREFETCH = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
export const PREFETCH_ONCE = path.join(__dirname, '../clientModules/prefetchOnce.ts');
/** Theme-common's React helpers: matched after resolution, so the wrapper's `?original` import is left alone. */
export const THEME_REACT_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
export const REACT_UTILS = path.join(__dirname, '../clientModules/reactUtils.ts');
/** Docusaurus' browser context, matched after resolution (`App` and `useIsBrowser` import it relatively). */
export const DOCUSAURUS_BROWSER_CONTEXT =
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
export const BROWSER_CONTEXT = path.join(__dirname, '../clientModules/browserContext.tsx');
/**
 * Keys of the site config that no code in the browser reads (Docusaurus' client, the classic theme, the
 * search plugin's client and this site's code were searched for each): the build reads them, and the server
 * render injects the head tags, scripts and stylesheets itself.
 */
export const BUILD_ONLY_CONFIG_KEYS = [
  'presets',
  'plugins',
  'themes',
  'headTags',
  'clientModules',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;
export const LEAN_SITE_CONFIG_LOADER = path.join(__dirname, 'leanSiteConfigLoader.cjs');
/** Packages without side effects whose manifests do not say so (see above). */
export const PURE_PACKAGES = /[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is)[\\/]/;

/** The alias by which the wrapper imports the original. */
export const ORIGINAL_REACT_UTILS = '@docusaurus-original/theme-common-react-utils';

/** The bundler configuration Docusaurus hands to `configureWebpack`. */
type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The bundler's persistent cache (Rspack's, which Docusaurus turns on) does not see changes to the
 * replacements above: it checks only the files listed as build dependencies, so a cached build would keep
 * serving the modules they replace. This file joins that list.
 */
function invalidatesPersistentCache(config: BundlerConfig): BundlerConfig {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (typeof cache !== 'object' || cache === null || !('buildDependencies' in cache)) return {};
  return {experiments: {cache: {buildDependencies: [__filename, LEAN_SITE_CONFIG_LOADER]}}};
}

export default function leanClientBundlePlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  const keepPrismClientModule = (prism?.additionalLanguages?.length ?? 0) > 0;
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  // The package's exports hide lib/utils, so find the file beside its entry (lib/index.js).
  const reactUtils = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'utils/reactUtils.js',
  );
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacePrefetch = new NormalModuleReplacementPlugin(DOCUSAURUS_PREFETCH, PREFETCH_ONCE);
      const replaceReactUtils = new NormalModuleReplacementPlugin(THEME_REACT_UTILS, REACT_UTILS);
      const replaceBrowserContext = new NormalModuleReplacementPlugin(
        DOCUSAURUS_BROWSER_CONTEXT,
        BROWSER_CONTEXT,
      );
      const alias: Record<string, string> = {[`${ORIGINAL_REACT_UTILS}$`]: reactUtils};
      if (!keepPrismClientModule) {
        alias[`${themeModule.replace(/\.js$/, '')}$`] = path.join(__dirname, '../clientModules/empty.ts');
      }
      const leanSiteConfig = {
        test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
        use: [{loader: LEAN_SITE_CONFIG_LOADER, options: {drop: BUILD_ONLY_CONFIG_KEYS}}],
      };
      return {
        plugins: [replacePrefetch, replaceReactUtils, replaceBrowserContext],
        module: {rules: [leanSiteConfig, {test: PURE_PACKAGES, sideEffects: false}]},
        resolve: {alias},
        ...invalidatesPersistentCache(config),
      };
    },
  };
}
