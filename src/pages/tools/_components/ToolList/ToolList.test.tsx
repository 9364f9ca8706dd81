import fs from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {TOOLS} from '@site/src/domains/tools/tools';
import ToolList from '.';

// Every CSS module resolves to one stub (jest.config.mjs): this gives the classes the test looks for a name.
jest.mock('./styles.module.css', () => ({grid: 'grid'}));

const css = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');
const customProperty = (source: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(source)?.[1]?.replace(/\s+/g, ' ') ?? '';

/**
 * How many columns the shared card grid (src/css/cardGrid.module.css) lays `count` cards out in on a row
 * `width` px wide, with the list's own `--card-grid-min`: its track formula evaluated as the browser does,
 * and `repeat(auto-fill, minmax(min(100%, track), 1fr))` as many columns as fit.
 */
function columnsAt(width: number, count: number, cardGridMin: string | undefined): number {
  const values: Record<string, string> = {'--card-grid-count': String(count)};
  if (cardGridMin) values['--card-grid-min'] = cardGridMin;
  let track = customProperty(css('../../../../css/cardGrid.module.css'), '--card-grid-track');
  for (let guard = 0; track.includes('var('); guard += 1) {
    if (guard > 20) throw new Error(`Unresolved: ${track}`);
    track = track.replace(
      /var\((--[\w-]+)(?:,\s*([^()]*))?\)/g,
      (_, name: string, fallback?: string) => values[name] ?? fallback ?? '',
    );
  }
  const js = track
    .replace(/100%/g, 'W')
    .replace(/(\d+(?:\.\d+)?)rem/g, '($1 * 16)')
    .replace(/(\d+(?:\.\d+)?)px/g, '$1')
    .replace(/\bmax\(/g, 'Math.max(')
    .replace(/\bmin\(/g, 'Math.min(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a formula read from the stylesheet
  const trackPx = (new Function('W', `return ${js};`) as (w: number) => number)(width);
  const gap = 20;
  return Math.floor((width + gap) / (Math.min(width, trackPx) + gap));
}

test('every tool is a card link in a navigation named by the section heading', () => {
  render(<ToolList />, {wrapper: MemoryRouter});
  const nav = screen.getByRole('navigation', {name: 'Six calculators'});
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(TOOLS.map((tool) => tool.to));
  expect(within(nav).getByRole('list')).toHaveClass('grid');
});

test('six cards sit three to a row on a wide screen, two on a tablet and one on a phone, never one alone', () => {
  const min = customProperty(css('styles.module.css'), '--card-grid-min');
  // The list's width at 1440, 1024, 768 and 390 px.
  expect([1288, 992, 736, 358].map((width) => columnsAt(width, TOOLS.length, min))).toEqual([3, 3, 2, 1]);
  for (let width = 280; width <= 1400; width += 4) {
    expect([1, 2, 3]).toContain(columnsAt(width, TOOLS.length, min));
  }
});
