/**
 * The type scale (src/css/custom.css): every font size a stylesheet under src/ or docs/ sets is a step of the scale, or a fluid
 * size that starts from one, and every weight is 400, 600, 700 or 800. Each size and weight a page shows is
 * one more font the browser sets up before its first paint, so a size typed by hand (0.92rem beside
 * 0.9rem) costs every phone a little time for a difference no reader sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const ROOT = path.join(__dirname, '..');
/** Where stylesheets live: the site's components and pages, and the docs' own components. */
const STYLE_DIRS = ['src', 'docs'].map((dir) => path.join(ROOT, dir));
const STEP = /^var\(--site-font-size-[a-z0-9]+\)$/;
/** A fluid size: `clamp(step, preferred, max)`; the smallest, a phone's, is a step. */
const FLUID = /^clamp\(\s*var\(--site-font-size-[a-z0-9]+\)\s*,/;
/** Sizes relative to the parent's (a unit beside a figure, code in prose) and the keywords. */
const RELATIVE = /^([0-9.]+(em|%)|inherit|var\(--ifm-h[1-6]-font-size\))$/;
const WEIGHTS = new Set(['400', '600', '700', '800', 'inherit', 'normal', 'bold']);
/** SVG text sized in the drawing's own units, scaled with its viewBox. */
const SVG_UNITS = new Set([path.join('src', 'domains', 'training-load', 'LoadChart', 'styles.module.css')]);

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

interface Found {
  readonly file: string;
  readonly line: number;
  readonly value: string;
}

function declarations(property: RegExp): Found[] {
  return STYLE_DIRS.flatMap(cssFiles).flatMap((file) => {
    const found: Found[] = [];
    postcss.parse(fs.readFileSync(file, 'utf8')).walkDecls(property, (decl) => {
      found.push({file: path.relative(ROOT, file), line: decl.source?.start?.line ?? 0, value: decl.value});
    });
    return found;
  });
}

const where = (found: Found) => `${found.file}:${found.line} ${found.value}`;

describe('the type scale', () => {
  it('sets every font size from the scale', () => {
    const sizes = declarations(/^font-size$/);
    expect(sizes.length).toBeGreaterThan(100);
    const off = sizes.filter(
      (found) =>
        !STEP.test(found.value) &&
        !FLUID.test(found.value) &&
        !RELATIVE.test(found.value) &&
        !SVG_UNITS.has(found.file),
    );
    expect(off.map(where)).toEqual([]);
  });

  it('sets every weight to 400, 600, 700 or 800', () => {
    const weights = declarations(/^(font-weight|--ifm-heading-font-weight)$/);
    expect(weights.length).toBeGreaterThan(50);
    expect(weights.filter((found) => !WEIGHTS.has(found.value)).map(where)).toEqual([]);
  });

  it('defines each step once, on the root, in rem, smallest first', () => {
    const steps = declarations(/^--site-font-size-/).map((found) => parseFloat(found.value));
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(new Set(steps).size).toBe(steps.length);
  });
});
