import {formatDuration, formatPace, formatSigned} from './format';

describe('formatting', () => {
  it('formats signed numbers with a true minus sign', () => {
    expect(formatSigned(8.4)).toBe('+8');
    expect(formatSigned(-11.9)).toBe('\u221212');
    expect(formatSigned(-0.4)).toBe('0');
    expect(formatSigned(2.345, 1)).toBe('+2.3');
    expect(() => formatSigned(Number.NaN)).toThrow(RangeError);
  });

  it('formats paces as m:ss', () => {
    expect(formatPace(290)).toBe('4:50');
    expect(formatPace(360)).toBe('6:00');
    expect(formatPace(305.4)).toBe('5:05');
    expect(() => formatPace(0)).toThrow(/secPerKm must be greater than 0/);
  });

  it('formats durations', () => {
    expect(formatDuration(104.8)).toBe('1:44:48');
    expect(formatDuration(35.5)).toBe('35:30');
    expect(formatDuration(60)).toBe('1:00:00');
  });
});
