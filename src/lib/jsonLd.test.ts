/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {sourceFiles} from '../../test/sourceFiles';
import {jsonForScript} from './jsonLd';

test('escapes markup so the JSON cannot end its script element', () => {
  const value = {text: '</script><script>alert(1)</script> & more', nested: ['<!--', '-->']};
  const json = jsonForScript(value);
  expect(json).not.toMatch(/[<>&]/);
  expect(JSON.parse(json)).toEqual(value);
});

test('only the JsonLd component writes a JSON-LD script element', () => {
  const src = path.resolve(__dirname, '..');
  const writers = sourceFiles(src)
    .filter((file) => fs.readFileSync(file, 'utf8').includes('application/ld+json'))
    .map((file) => path.relative(src, file));
  expect(writers).toEqual([path.join('components', 'JsonLd', 'index.tsx')]);
});
