import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps every Suspense boundary of the server-rendered HTML in place.
 *
 * Parts that hydrate on their own (`hydrateOnItsOwn`: the load calculator, the screen gallery) and
 * highlighted code blocks (`src/theme/MDXComponents/Code.tsx`) sit in Suspense boundaries. Docusaurus'
 * renderer uses React's default streaming threshold, past which React writes a boundary's fallback in place
 * and the finished part at the end of <body>, moved in by an inline script: the page read without
 * JavaScript then shows the fallback, and every visitor's browser parses the part hidden, runs a script
 * and lays the page out again. The server bundle gets `./renderToHtml.ts` instead: the same renderer, with
 * the threshold at infinity.
 *
 * Unlike leanClientBundle.ts, this plugin does not add itself to the persistent cache's build dependencies:
 * listed in the server bundle's, a change to it left the next build waiting forever (Rspack 1.x). Its
 * replacement is a module of the bundle, so the cache sees changes to `./renderToHtml.ts`; after a change
 * to this file, build once with DOCUSAURUS_NO_PERSISTENT_CACHE=true.
 *
 * `./wholeServerHtml.test.ts` fails if Docusaurus moves or renames its renderer (the replacement would
 * stop matching); `e2e/tests/build-output.spec.ts` checks the built pages.
 */
/** The file Docusaurus' server entry imports as `./renderToHtml`: matched after resolution. */
export const DOCUSAURUS_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;
export const WHOLE_RENDER_TO_HTML = path.join(__dirname, 'renderToHtml.ts');

export default function wholeServerHtmlPlugin(): Plugin {
  return {
    name: 'whole-server-html',
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(DOCUSAURUS_RENDER_TO_HTML, WHOLE_RENDER_TO_HTML)],
      };
    },
  };
}
