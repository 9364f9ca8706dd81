/**
 * Docusaurus' `renderToHtml` (`@docusaurus/core/lib/client/renderToHtml.js`), with one option added:
 * every Suspense boundary is written in place. See `./wholeServerHtml.ts`.
 */
import type {ReactNode} from 'react';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

// @types/react-dom is not installed, so type the one server function used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToPipeableStream} = require('react-dom/server') as {
  renderToPipeableStream: (
    app: ReactNode,
    options: {
      progressiveChunkSize: number;
      onError: (error: unknown) => void;
      onAllReady: () => void;
    },
  ) => {pipe: (destination: NodeJS.WritableStream) => void};
};

/**
 * React writes a finished boundary out of place, to be moved in by an inline script, once it and what was
 * written before it pass `progressiveChunkSize` bytes (12,800 by default): a streaming aid, useless here,
 * where the page is written once everything is ready. Out of place, the page without JavaScript shows the
 * boundary's fallback, and with it the browser parses the part twice and moves it. Infinity keeps it whole.
 */
export const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY;

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
