import {anchorSchedule, bracketing, drift} from './anchorSchedule.mjs';

test('routes are split into blocks of at most `every`, with an anchor pass before, between and after', () => {
  const routes = ['/a', '/b', '/c', '/d', '/e'];
  expect(anchorSchedule(routes, 2)).toEqual({blocks: [['/a', '/b'], ['/c', '/d'], ['/e']], passes: 4});
  expect(anchorSchedule(routes, 5)).toEqual({blocks: [routes], passes: 2});
});

test('every of 0 keeps all routes in one block between two anchor passes', () => {
  expect(anchorSchedule(['/a', '/b'], 0)).toEqual({blocks: [['/a', '/b']], passes: 2});
  expect(anchorSchedule([], 3)).toEqual({blocks: [[]], passes: 2});
});

test("a block's anchors are the mean of the passes just before and just after it", () => {
  const mainThread = [470, 490, 600];
  expect(bracketing(mainThread, 0)).toBe(480);
  expect(bracketing(mainThread, 1)).toBe(545);
});

test('a pass that measured nothing is left out of the bracket', () => {
  expect(bracketing([470, Number.NaN], 0)).toBe(470);
  expect(bracketing([Number.NaN, Number.NaN], 0)).toBeNaN();
  expect(bracketing([470], 0)).toBe(470);
});

test('drift reports the slowest pass against the fastest', () => {
  const result = drift([500, 400, 450]);
  expect(result.min).toBe(400);
  expect(result.max).toBe(500);
  expect(result.median).toBe(450);
  expect(result.spread).toBeCloseTo(0.25);
  expect(drift([Number.NaN]).spread).toBeNaN();
});
