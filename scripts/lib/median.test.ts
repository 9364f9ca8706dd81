import {median} from './median.mjs';

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
