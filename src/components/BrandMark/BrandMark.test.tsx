import fs from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import BrandMark from '.';
import {MARK_BASELINE, MARK_CORNER_RADIUS, MARK_DOT, MARK_ROUTE, MARK_VIEW_BOX} from './mark';

const file = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');
const image = (name: string) => file(`../../../static/img/${name}`);

test('is an image named by its label, or hidden from assistive technology without one', () => {
  render(
    <>
      <BrandMark label="Stridely logo" size={32} tone="themed" />
      <BrandMark label="" size={40} tone="dark" />
    </>,
  );
  const named = screen.getByRole('img', {name: 'Stridely logo'});
  expect(named).toHaveAttribute('width', '32');
  expect(screen.getAllByRole('img')).toEqual([named]);
  expect(document.querySelector('svg[aria-hidden="true"]')).toHaveAttribute('height', '40');
});

test('two marks on one page fill from gradients of their own', () => {
  const {container} = render(
    <>
      <BrandMark label="a" size={32} tone="themed" />
      <BrandMark label="b" size={40} tone="dark" />
    </>,
  );
  const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
  expect(new Set(ids).size).toBe(2);
  const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
  expect(fills).toEqual(ids.map((id) => `url(#${id})`));
});

test('draws what the brand files draw, in their colours', () => {
  for (const name of ['logo.svg', 'logo-dark.svg']) {
    const svg = image(name);
    expect(svg).toContain(`viewBox="${MARK_VIEW_BOX}"`);
    expect(svg).toContain(`rx="${MARK_CORNER_RADIUS}"`);
    expect(svg).toContain(`d="${MARK_ROUTE}"`);
    expect(svg).toContain(`d="${MARK_BASELINE}"`);
    expect(svg).toContain(`<circle cx="${MARK_DOT.cx}" cy="${MARK_DOT.cy}" r="${MARK_DOT.r}"`);
  }
  // The colours of a file, in the order the stylesheet's custom properties name them.
  const colours = (svg: string) => {
    const [from, to] = [...svg.matchAll(/stop-color="(#[0-9a-f]+)"/g)].map((m) => m[1]);
    return [
      from,
      to,
      svg.match(/stroke="(#[0-9a-f]+)"/)?.[1],
      svg.match(/<circle[^>]*fill="(#[0-9a-f]+)"/)?.[1],
    ];
  };
  const css = file('styles.module.css');
  const block = (selector: string) => {
    const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0] ?? '';
    return ['from', 'to', 'line', 'dot'].map(
      (part) => body.match(new RegExp(`--brand-mark-${part}: (#[0-9a-f]+);`))?.[1],
    );
  };
  const long = (hex: string | undefined) =>
    hex?.length === 4 ? hex.replace(/[0-9a-f]/g, (d) => d + d) : hex;
  expect(block('.mark').map(long)).toEqual(colours(image('logo.svg')));
  expect(block("[data-theme='dark'] .themed").map(long)).toEqual(colours(image('logo-dark.svg')));
});
