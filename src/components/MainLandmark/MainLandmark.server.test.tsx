/**
 * @jest-environment node
 */
import type {ReactElement} from 'react';
import {MainLandmark, MainLandmarkProvider} from './index';

// @types/react-dom is not installed, so type the one server function this test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

describe('MainLandmark in the server HTML', () => {
  it('puts the content of a page that asks for it inside <main>', () => {
    const html = renderToString(
      <MainLandmarkProvider>
        <MainLandmark>
          <h1>Search the site</h1>
        </MainLandmark>
      </MainLandmarkProvider>,
    );
    expect(html).toBe('<main><h1>Search the site</h1></main>');
  });

  it('adds what the page hands it after the content, inside <main>', () => {
    const html = renderToString(
      <MainLandmarkProvider after={<p>Try a training term</p>}>
        <MainLandmark>
          <h1>Search the site</h1>
        </MainLandmark>
      </MainLandmarkProvider>,
    );
    expect(html).toBe('<main><h1>Search the site</h1><p>Try a training term</p></main>');
  });

  it('passes the content of every other page through unchanged', () => {
    expect(
      renderToString(
        <MainLandmark>
          <main>Features</main>
        </MainLandmark>,
      ),
    ).toBe('<main>Features</main>');
  });
});
