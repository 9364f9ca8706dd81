/**
 * @jest-environment node
 *
 * Every page states form (TSB) the same way: with the coach's zones (TSB_ZONES in src/constants.ts) and with
 * the model's relation between a steady fitness ramp and form. When CTL rises by r points every week, form
 * settles near −5 × r (src/domains/training-load/rampModel.test.ts checks that against the model), so a
 * sentence that ties form to a ramp may only give −5 × a ramp it names, or a zone edge.
 *
 * Checked on the prose of docs/ and blog/, with each <Const /> replaced by the value it renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TSB_ZONES} from '../src/constants';
import {formatConst, type ConstName} from '../src/components/Const';
import {mdxFiles} from './sourceFiles';

const ROOT = path.resolve(__dirname, '..');
const MINUS = '\u2212';

/** The page's prose, sentence by sentence: constants rendered, tags and link targets dropped. */
function sentences(file: string): string[] {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/<Const name="(\w+)" \/>/g, (_, name: string) => formatConst(name as ConstName))
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']');
  return text.split(/(?<=[.!?])\s+(?=[A-Z*(["<])|\n+/).filter((s) => s.includes(MINUS));
}

const negatives = (sentence: string) =>
  [...sentence.matchAll(new RegExp(`${MINUS}(\\d+)(?!\\.\\d|\\d)`, 'g'))].map((m) => -Number(m[1]));
const zoneEdges = new Set(Object.values(TSB_ZONES).flat().filter(Number.isFinite));
const recoveryLine = TSB_ZONES.danger[1];
const [overreachingLow, overreachingHigh] = TSB_ZONES.overreaching;

const files = [
  ...mdxFiles(path.join(ROOT, 'docs'), {skipPartials: true}),
  ...mdxFiles(path.join(ROOT, 'blog'), {skipPartials: true}),
];
const all = files.flatMap((file) =>
  sentences(file).map((sentence) => ({file: path.relative(ROOT, file), sentence})),
);

test('finds the statements it checks', () => {
  expect(all.filter(({sentence}) => /points a week/.test(sentence)).length).toBeGreaterThan(4);
});

test('a sentence that ties form to a weekly ramp gives only −5 × a ramp it names, or a zone edge', () => {
  const wrong = all.flatMap(({file, sentence}) => {
    if (!/points a week|points every week/.test(sentence)) return [];
    const ramps = [...sentence.replace(new RegExp(`${MINUS}\\d+`, 'g'), '').matchAll(/\b(\d+)\b/g)].map((m) =>
      Number(m[1]),
    );
    const allowed = new Set([-5, ...ramps.map((r) => -5 * r), ...zoneEdges]);
    return negatives(sentence)
      .filter((value) => !allowed.has(value))
      .map((value) => `${file}: ${value} in “${sentence}”`);
  });
  expect(wrong).toEqual([]);
});

test('a form range is not said to sit at or below the recovery-mode line when part of it is above', () => {
  const wrong = all.filter(({sentence}) => {
    if (!/at or below the (?:\S+ )?(?:recovery-mode )?line/.test(sentence)) return false;
    const ranges = [...sentence.matchAll(new RegExp(`${MINUS}(\\d+) to ${MINUS}(\\d+)`, 'g'))];
    return ranges.some((m) => -Number(m[1]) > recoveryLine || -Number(m[2]) > recoveryLine);
  });
  expect(wrong).toEqual([]);
});

test('the overreaching band is named as such (or as Joe Friel’s range), never as where form normally sits', () => {
  const band = new RegExp(
    `${MINUS}(${-overreachingHigh}|${-overreachingLow}) (?:to|and) ${MINUS}(${-overreachingLow}|${-overreachingHigh})`,
  );
  const wrong = all.filter(({sentence}) => band.test(sentence) && !/overreaching|Friel/.test(sentence));
  expect(wrong).toEqual([]);
});
