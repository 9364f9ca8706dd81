import {once} from './once';

test('computes nothing until the first call, then keeps the value', () => {
  const compute = jest.fn(() => ({days: 84}));
  const value = once(compute);
  expect(compute).not.toHaveBeenCalled();
  const first = value();
  expect(value()).toBe(first);
  expect(compute).toHaveBeenCalledTimes(1);
});

test('keeps a falsy value too', () => {
  const compute = jest.fn(() => 0);
  const value = once(compute);
  expect([value(), value()]).toEqual([0, 0]);
  expect(compute).toHaveBeenCalledTimes(1);
});
