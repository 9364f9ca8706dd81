import fs from 'node:fs';
import path from 'node:path';
import {render} from '@testing-library/react';
import {sourceFiles} from '../../../test/sourceFiles';
import {ICON_NAMES} from './icons';
import Icon from '.';

test('draws every icon of the set on the 24 px grid, hidden from assistive technology', () => {
  expect(ICON_NAMES.length).toBeGreaterThan(20);
  for (const name of ICON_NAMES) {
    const {container, unmount} = render(<Icon name={name} size={20} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path, circle, rect')).not.toBeNull();
    unmount();
  }
});

test('passes the stroke width and class through', () => {
  const {container} = render(<Icon name="check" strokeWidth={2.6} className="tick" />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('stroke-width', '2.6');
  expect(svg).toHaveClass('tick');
});

test('is the only place that draws an icon: other SVG in the tree is the logo, a chart, a chart legend or a build-time image', () => {
  const root = path.resolve(__dirname, '../../..');
  const drawers = ['src', 'docs']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => fs.readFileSync(file, 'utf8').includes('<svg'))
    .map((file) => path.relative(root, file))
    .sort();
  expect(drawers).toEqual([
    // The brand mark, drawn inline in the header and footer instead of as an image file.
    'src/components/BrandMark/index.tsx',
    'src/components/Icon/index.tsx',
    'src/domains/training-load/LoadChart/Legend.tsx',
    'src/domains/training-load/LoadChart/index.tsx',
    'src/pages/_components/WeeklyBars/index.tsx',
    // The social card each page gets at build time, rasterised to PNG: never in a page's markup.
    'src/plugins/socialCardSvg.ts',
  ]);
});
