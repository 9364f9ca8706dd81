/**
 * @jest-environment node
 *
 * Wording rules for the MDX pages and articles that a visual review found broken once:
 * - prose never points at a table's rows or columns by position: on phones (and beside the docs sidebar on
 *   small laptops) a table of three columns or more is shown as one card per row (README, "An article");
 * - a page that closes with an early-access button leads into it with a sentence, not straight from a list;
 * - in a table cell a number keeps its unit on its line ("30 min" with a no-break space): a narrow column or
 *   a stacked card must not end a line with the number;
 * - the terms keep the student discount as its own section, not under the early-access launch discount.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ACWR_ZONES, WEEKLY_VOLUME_DANGER_PERCENT, WEEKLY_VOLUME_SAFE_PERCENT} from '../src/constants';
import {escapeRegExp} from '../src/lib/regExp';
import {NUMBER_SPACE_UNIT} from '../src/lib/typography';
import {sourceFiles} from './sourceFiles';
import {mdxFiles} from './sourceFiles';

const ROOT = path.resolve(__dirname, '..');

const files = [...mdxFiles(path.join(ROOT, 'docs')), ...mdxFiles(path.join(ROOT, 'blog'))];
const read = (file: string) => fs.readFileSync(file, 'utf8');
const rel = (file: string) => path.relative(ROOT, file);

/** Each line of the file that is not front matter or inside a code block, with its 1-based number. */
function proseLines(file: string): {line: number; text: string}[] {
  let fence = false;
  let frontMatter = false;
  return read(file)
    .split('\n')
    .flatMap((text, index) => {
      if (index === 0 && text === '---') frontMatter = true;
      else if (frontMatter && text === '---') {
        frontMatter = false;
        return [];
      }
      if (frontMatter) return [];
      if (/^\s*(```|~~~)/.test(text)) {
        fence = !fence;
        return [];
      }
      return fence ? [] : [{line: index + 1, text}];
    });
}

test('finds the pages', () => {
  expect(files.length).toBeGreaterThan(15);
});

test('no sentence refers to a table by the position of its rows or columns', () => {
  const position =
    /\b(?:first|second|third|fourth|fifth|last|next|previous|top|bottom|left|right|middle)(?:-hand)? (?:rows?|columns?)\b|\b(?:rows?|columns?|table) (?:above|below)\b/i;
  const found = files.flatMap((file) =>
    proseLines(file)
      .filter(({text}) => !text.startsWith('|') && position.test(text))
      .map(({line, text}) => `${rel(file)}:${line}: ${text.match(position)?.[0]}`),
  );
  expect(found).toEqual([]);
});

test('a closing early-access button follows a sentence that leads into it', () => {
  const bare = files.flatMap((file) => {
    const lines = read(file).trimEnd().split('\n');
    const last = lines.at(-1) ?? '';
    if (!/^<EarlyAccessLink\b/.test(last)) return [];
    const before = lines
      .slice(0, -1)
      .reverse()
      .find((line) => line.trim() !== '');
    return before && /^[A-Za-z<*_"“]/.test(before) && !/^<\w+[^>]*\/>$/.test(before.trim())
      ? []
      : [rel(file)];
  });
  expect(bare).toEqual([]);
});

test('table cells keep every number on the line of its unit', () => {
  const unit = new RegExp(NUMBER_SPACE_UNIT.source);
  const found = files.flatMap((file) =>
    proseLines(file)
      .filter(({text}) => text.startsWith('|') && unit.test(text))
      .map(({line, text}) => `${rel(file)}:${line}: ${text}`),
  );
  expect(found).toEqual([]);
});

test('the terms give the student discount a section of its own, beside the launch discount', () => {
  const terms = read(path.join(ROOT, 'docs/legal/terms-of-service.mdx'));
  const headings = [...terms.matchAll(/^(#{2,3}) (.+)$/gm)].map(([, hashes = '', text = '']) => ({
    level: hashes.length,
    text,
  }));
  const launch = headings.findIndex((h) => h.text === 'Early-access launch discount');
  const student = headings.findIndex((h) => h.text === 'Student discount');
  expect(headings[launch]?.level).toBe(2);
  expect(headings[student]?.level).toBe(2);
  // Nothing about students sits inside the early-access section.
  const launchSection = terms
    .split(/^## /m)
    .find((section) => section.startsWith('Early-access launch discount'));
  expect(launchSection).not.toMatch(/student/i);
});

/** Words that put the edge outside the zone they lead into. */
const EDGE_OUT = String.raw`\b(?:above|over|past|passes|more than|exceeds)\s+`;
/** The constants of the zones' edges that the pages write by name. */
const EDGE_CONSTANTS = [
  'WEEKLY_VOLUME_SAFE_PERCENT',
  'WEEKLY_VOLUME_DANGER_PERCENT',
  'CTL_RAMP_CEILING_PER_WEEK',
];

/**
 * The coach's zones put a value on an edge in the higher zone (src/domains/training-load/zones.ts): ACWR 1.5 is
 * "danger", a 30% rise a sharp jump, a ramp of 7 points aggressive. A sentence that states the coach's rule says
 * "1.5 or more", "reaches 1.5", "30% or more", so a runner at exactly 1.5 reads the zone the calculator shows.
 * Sentences about the studies (Gabbett's "above 1.5", novices' "more than 30%") keep the studies' words.
 */
test('a sentence that states where one of the coach’s zones begins counts the edge in', () => {
  const ratios = [ACWR_ZONES.danger[0], ACWR_ZONES.caution[0]].map(
    (edge) => `${escapeRegExp(String(edge))}\\b`,
  );
  const percents = [WEEKLY_VOLUME_DANGER_PERCENT, WEEKLY_VOLUME_SAFE_PERCENT].map((edge) => `${edge}\\s?%`);
  const named = `<Const name="(?:${EDGE_CONSTANTS.join('|')})" \\/>`;
  const edge = new RegExp(`${EDGE_OUT}(?:${[...ratios, ...percents, named].join('|')})`, 'i');
  const coachRule = /\b(?:coach|app|treats|plan)\b|^\|/i;
  const found = files.flatMap((file) =>
    proseLines(file).flatMap(({line, text}) =>
      text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => coachRule.test(sentence) && edge.test(sentence))
        .map(
          (sentence) => `${rel(file)}:${line}: ${sentence.match(edge)?.[0]} in "${sentence.slice(0, 80)}…"`,
        ),
    ),
  );
  expect(found).toEqual([]);
});

/** The same in the data and content modules, where the edge is written as its constant. */
test('a module sentence that states where one of the coach’s zones begins counts the edge in', () => {
  const names = [
    'ACWR_ZONES.danger[0]',
    'ACWR_ZONES.caution[0]',
    'dangerRatio',
    'dangerFrom',
    'cautionRatio',
    ...EDGE_CONSTANTS,
  ].map(escapeRegExp);
  const edge = new RegExp(`${EDGE_OUT}(?:a (?:load )?ratio of\\s+)?\\$\\{\\s*(?:${names.join('|')})\\s*\\}`);
  const found = [path.join(ROOT, 'src'), path.join(ROOT, 'docs')].flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((text, index) =>
          edge.test(text) ? [`${rel(file)}:${index + 1}: ${text.match(edge)?.[0]}`] : [],
        ),
    ),
  );
  expect(found).toEqual([]);
});
