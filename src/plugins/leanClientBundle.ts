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
 */
export default function leanClientBundlePlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  const keepPrismClientModule = (prism?.additionalLanguages?.length ?? 0) > 0;
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'lean-client-bundle',
    configureWebpack(_config, isServer) {
      if (isServer || keepPrismClientModule) return {};
      return {
        resolve: {
          alias: {
            [`${themeModule.replace(/\.js$/, '')}$`]: path.join(__dirname, '../clientModules/empty.ts'),
          },
        },
      };
    },
  };
}
