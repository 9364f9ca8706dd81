/**
 * @jest-environment node
 */
import type {ReactElement} from 'react';
import {NoScriptNote, NoScriptNoteProvider} from './index';

// @types/react-dom is not installed, so type the one server function this test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

describe('NoScriptNote in the server HTML', () => {
  it("writes the page's note inside <noscript>, where the layout places it", () => {
    const html = renderToString(
      <NoScriptNoteProvider note={<p>Searching needs JavaScript</p>}>
        <main>Results</main>
        <NoScriptNote />
      </NoScriptNoteProvider>,
    );
    expect(html).toMatch(
      /<main>Results<\/main><noscript><div[^>]*><p>Searching needs JavaScript<\/p><\/div><\/noscript>$/,
    );
  });

  it('writes nothing on a page that hands no note', () => {
    expect(renderToString(<NoScriptNote />)).toBe('');
  });
});
