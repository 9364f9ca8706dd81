/**
 * @jest-environment node
 */
import type {ReactElement} from 'react';
import StaticMarkup from './index';
import {countingFigure} from './testFigure';

// @types/react-dom is not installed, so type the one server function this test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

describe('StaticMarkup on the server', () => {
  it('renders its content into the HTML, as a plain div would', () => {
    const {Figure} = countingFigure();
    const html = renderToString(
      <StaticMarkup className="band">
        <Figure words="Form +7 on race morning" />
      </StaticMarkup>,
    );
    expect(html).toContain('Form +7 on race morning');
    // The browser test below hydrates exactly this markup.
    expect(html).toBe(
      renderToString(
        <div className="band">
          <Figure words="Form +7 on race morning" />
        </div>,
      ),
    );
  });
});
