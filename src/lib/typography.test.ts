import {
  NBSP,
  NB_HYPHEN,
  WORD_JOINER,
  joinNumberRanges,
  keepNumbersWithUnits,
  numberCompound,
} from './typography';

describe('keepNumbersWithUnits', () => {
  it('joins a number, a range or a time to the unit after it with a no-break space', () => {
    expect(keepNumbersWithUnits('A long run that builds towards 14 km')).toBe(
      `A long run that builds towards 14${NBSP}km`,
    );
    expect(keepNumbersWithUnits('18–20 km or about 2 hours')).toBe(
      `18–${WORD_JOINER}20${NBSP}km or about 2${NBSP}hours`,
    );
    expect(keepNumbersWithUnits('what 21.1 km at goal pace')).toBe(`what 21.1${NBSP}km at goal pace`);
    expect(keepNumbersWithUnits('1:30–2:30 h, 30 minutes, 2 × 20 m')).toBe(
      `1:30–${WORD_JOINER}2:30${NBSP}h, 30${NBSP}minutes, 2${NBSP}×${NBSP}20${NBSP}m`,
    );
    expect(keepNumbersWithUnits('for 12 weeks, 30 days, 1 year or 18 months')).toBe(
      `for 12${NBSP}weeks, 30${NBSP}days, 1${NBSP}year or 18${NBSP}months`,
    );
  });

  it('keeps a number range whole: a word joiner after its en dash, with or without a unit', () => {
    expect(keepNumbersWithUnits('zone 4 (80–90%), RPE 8–9, 0.8–1.3, 5:10–5:30 /km')).toBe(
      `zone${NBSP}4 (80–${WORD_JOINER}90%), RPE 8–${WORD_JOINER}9, 0.8–${WORD_JOINER}1.3, 5:10–${WORD_JOINER}5:30${NBSP}/km`,
    );
    // Joining twice changes nothing; a dash between words, or a spaced dash, is not a range.
    const once = keepNumbersWithUnits('a 14–21-day taper');
    expect(keepNumbersWithUnits(once)).toBe(once);
    for (const text of ['Monday–Friday', '5 – 7 laps', 'week 3 – the long run']) {
      expect(keepNumbersWithUnits(text)).toBe(text);
    }
  });

  it('joins only the ranges with joinNumberRanges, as the search box reads a query', () => {
    expect(joinNumberRanges('RPE 1–10 in 5 km')).toBe(`RPE 1–${WORD_JOINER}10 in 5 km`);
    expect(joinNumberRanges(joinNumberRanges('1–10'))).toBe(`1–${WORD_JOINER}10`);
    for (const text of ['1-10', 'Monday–Friday', '5 – 7']) expect(joinNumberRanges(text)).toBe(text);
  });

  it('leaves words that only begin like a unit, and numbers without a unit, alone', () => {
    for (const text of [
      '3 runs a week',
      '12 weekly runs',
      '4 mornings',
      '5 more',
      '2 so',
      '10 hard',
      '1 to 3 points',
    ]) {
      expect(keepNumbersWithUnits(text)).toBe(text);
    }
  });
});

test('numberCompound joins a number to its word with a non-breaking hyphen', () => {
  expect(numberCompound(5, 'minute')).toBe(`5${NB_HYPHEN}minute`);
  expect(NB_HYPHEN).toBe('\u2011');
});

describe('keepNumbersWithUnits, paces, loads and labels', () => {
  it('joins a pace to its per-unit, a load to its score, and VDOT or a zone to its number', () => {
    expect(keepNumbersWithUnits('an average pace of 5:10 /km')).toBe(`an average pace of 5:10${NBSP}/km`);
    expect(keepNumbersWithUnits('a load of 68 rTSS, 100 TSS')).toBe(`a load of 68${NBSP}rTSS, 100${NBSP}TSS`);
    expect(keepNumbersWithUnits('for VDOT 30 to 70')).toBe(`for VDOT${NBSP}30 to 70`);
    expect(keepNumbersWithUnits('Zone 2 runs, then zone 1 is easy')).toBe(
      `Zone${NBSP}2 runs, then zone${NBSP}1 is easy`,
    );
  });

  it('leaves a label without a number, and a word that ends like a label, alone', () => {
    for (const text of [
      'your VDOT and paces',
      'VDOT is a number',
      'XVDOT 5',
      'the zones 2 and 3',
      'ozone 3',
    ]) {
      expect(keepNumbersWithUnits(text)).toBe(text);
    }
  });
});
