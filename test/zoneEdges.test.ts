/**
 * @jest-environment node
 *
 * The load ratio's zone edges (ACWR_SAFE_FROM, ACWR_CAUTION_FROM, ACWR_DANGER_FROM in src/constants.ts) are
 * stated in docs/ and blog/ with <Const />, never typed: a writer who types "0.8–1.3" or "1.5 or more" leaves
 * the page behind when an edge moves. Worked examples ("the ratio is 1.33") are not ranges and are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ACWR_ZONES} from '../src/constants';
import {formatConst} from '../src/components/Const';
import {mdxFiles} from './sourceFiles';

const ROOT = path.resolve(__dirname, '..');

const files = [...mdxFiles(path.join(ROOT, 'docs')), ...mdxFiles(path.join(ROOT, 'blog'))];

/** A ratio typed as a zone's edge: '0.8–1.3', '1.3 to 1.5', 'Below 0.8', '1.5 or more', '1.5 and above'. */
const TYPED_EDGE = /\b\d\.\d\s*(?:–|-|to)\s*\d\.\d\b|\b[Bb]elow \d\.\d\b|\b\d\.\d (?:or more|and above)\b/g;

test('no page types a load-ratio zone edge by hand', () => {
  const typed = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(TYPED_EDGE)].map(
      (match) => `${path.relative(ROOT, file)}: "${match[0]}"`,
    ),
  );
  expect(typed).toEqual([]);
});

test('the pattern finds the edges as they used to be typed, and the constants render them', () => {
  const typed = ['Below 0.8', '0.8–1.3', '1.3–1.5', '1.5 and above', '1.5 or more'];
  for (const text of typed) expect(text.match(TYPED_EDGE)).toHaveLength(1);
  expect('the ratio is 1,800 ÷ 1,350 = 1.33, in the caution zone; 1.6 is a spike').not.toMatch(TYPED_EDGE);
  expect([
    formatConst('ACWR_SAFE_FROM'),
    formatConst('ACWR_CAUTION_FROM'),
    formatConst('ACWR_DANGER_FROM'),
  ]).toEqual([ACWR_ZONES.safe[0], ACWR_ZONES.caution[0], ACWR_ZONES.danger[0]].map(String));
});
