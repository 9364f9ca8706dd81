import {escapeRegExp} from './regExp';

test('a text with regular-expression syntax matches itself, literally', () => {
  const text = 'ACWR_ZONES.danger[0] (1.5+) $x ^y {2} a|b \\';
  expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
  expect(new RegExp(escapeRegExp('1.5')).test('105')).toBe(false);
});
