/**
 * @jest-environment node
 */
import {Suspense, type ReactNode} from 'react';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {renderToHtml} from './renderToHtml';

// @types/react-dom is not installed, so type the one server function the comparison uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToPipeableStream} = require('react-dom/server') as {
  renderToPipeableStream: (
    app: ReactNode,
    options: {onAllReady: () => void},
  ) => {pipe: (destination: NodeJS.WritableStream) => void};
};

/** A page with a part in a Suspense boundary, each well past React's 12,800-byte streaming threshold. */
const rows = Array.from({length: 400}, (_, index) => `Week ${index + 1}: 42 km at an easy effort`);
const page = (
  <main>
    <p>{rows.join(' ')}</p>
    <Suspense fallback={<p>Loading the calculator…</p>}>
      <form>
        {rows.map((row) => (
          <label key={row}>
            {row}
            <input name={row} />
          </label>
        ))}
      </form>
    </Suspense>
  </main>
);

/** What Docusaurus' own renderer does: React's defaults. */
function defaultRender(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

test("React's defaults move a large boundary out of place, behind its fallback", async () => {
  const html = await defaultRender(page);
  expect(html).toContain('Loading the calculator…');
  expect(html).toMatch(/<div hidden id="S:0">/);
});

test('writes every boundary in place, whatever its size: no fallback, no hidden copy, no script', async () => {
  const html = await renderToHtml(page);
  expect(html).not.toContain('Loading the calculator…');
  expect(html).not.toContain('hidden');
  expect(html).not.toContain('<script');
  expect(html).toMatch(/^<main><p>Week 1: .*<\/p><!--\$--><form><label>Week 1: 42 km/);
  expect(html).toContain('<input name="Week 400: 42 km at an easy effort"/></label></form><!--/$--></main>');
});

test('fails with the error a component throws while rendering', async () => {
  function Broken(): ReactNode {
    throw new Error('front matter missing');
  }
  await expect(renderToHtml(<Broken />)).rejects.toThrow('front matter missing');
});
