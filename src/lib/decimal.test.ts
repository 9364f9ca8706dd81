import {readDecimal} from './decimal';

describe('readDecimal', () => {
  it.each([
    ['42.5', 42.5],
    ['42,5', 42.5],
    [' 5,5 ', 5.5],
    ['240', 240],
    ['12.', 12],
    ['12,', 12],
    ['.5', 0.5],
    [',5', 0.5],
    ['0,500', 0.5],
    ['42.195', 42.195],
    ['12,34', 12.34],
    ['-3', -3],
    ['-2,5', -2.5],
    ['+7', 7],
  ] as const)('reads %j as %d', (text, value) => {
    expect(readDecimal(text)).toBe(value);
  });

  it.each(['', '  ', 'far', '4 2', '1,2,3', '1.2,3', '4e2', '0x10', 'Infinity', '-', ',', '5 km'])(
    'reads no number in %j',
    (text) => {
      expect(readDecimal(text)).toBeNull();
    },
  );

  it('refuses a comma that may group thousands rather than guess: 1,200 is 1200 or 1.2', () => {
    for (const text of ['1,200', '42,500', '-1,500', '999,000']) expect(readDecimal(text)).toBeNull();
  });

  it('gives no infinite number for an absurdly long one', () => {
    expect(readDecimal('9'.repeat(400))).toBeNull();
  });
});
