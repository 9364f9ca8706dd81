import {median, medianRatio} from './median.mjs';

test('an odd count gives the middle value, whatever the order', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([120, 35, 98, 40, 36])).toBe(40);
});

test('an even count gives the mean of the two middle values, not one run', () => {
  expect(median([0, 0.002])).toBe(0.001);
  expect(median([169, 22])).toBe(95.5);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test('no values give NaN', () => {
  expect(median([])).toBeNaN();
});

test('a median of ratios takes each pair on its own, not the ratio of the two medians', () => {
  // The host slowed down between the second and third pair: each pair still reads 1.2.
  expect(medianRatio([840, 960, 1200], [700, 800, 1000])).toBeCloseTo(1.2);
  // Not the ratio of the medians (1100 / 1000): the pairs read 1.0, 1.375 and 1.077.
  expect(medianRatio([1000, 1100, 1400], [1000, 800, 1300])).toBeCloseTo(1400 / 1300);
  expect(medianRatio([900, 1000], [1000, 800])).toBeCloseTo((0.9 + 1.25) / 2);
});

test('pairs with a missing value or nothing to divide by are left out; none left gives NaN', () => {
  expect(medianRatio([900, Number.NaN, 1100], [1000, 800, 1000])).toBeCloseTo(1.0);
  expect(medianRatio([900, 1000], [0, 1000])).toBe(1);
  expect(medianRatio([], [])).toBeNaN();
  expect(medianRatio([900], [Number.NaN])).toBeNaN();
});

test('lists of different lengths are not pairs', () => {
  expect(() => medianRatio([900, 1000], [800])).toThrow(/not pairs/);
});
