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
 */
/** The file Docusaurus' client imports as `./prefetch`: matched after resolution, whatever the request. */
export const DOCUSAURUS_PREFETCH = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
export const PREFETCH_ONCE = path.join(__dirname, '../clientModules/prefetchOnce.ts');

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
  return {experiments: {cache: {buildDependencies: [__filename]}}};
}

export default function leanClientBundlePlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  const keepPrismClientModule = (prism?.additionalLanguages?.length ?? 0) > 0;
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacePrefetch = new NormalModuleReplacementPlugin(DOCUSAURUS_PREFETCH, PREFETCH_ONCE);
      const common = {plugins: [replacePrefetch], ...invalidatesPersistentCache(config)};
      if (keepPrismClientModule) return common;
      return {
        ...common,
        resolve: {
          alias: {
            [`${themeModule.replace(/\.js$/, '')}$`]: path.join(__dirname, '../clientModules/empty.ts'),
          },
        },
      };
    },
  };
}
