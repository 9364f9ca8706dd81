import {formatDuration, formatLongDate, formatNumber, formatPace, formatSigned} from './format';

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

describe('formatNumber (en-US without Intl)', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1234567.25, 1)).toBe('1,234,567.3');
    expect(formatNumber(12.5, 1)).toBe('12.5');
    expect(formatNumber(12, 3)).toBe('12');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatNumber(-0.2)).toBe('0');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });

  it('matches Intl en-US for the values the pages show', () => {
    const values = [
      0, 1, 7, 42, 999, 1000, 1001, 12_345, 99_999.9, 100_000, 2_500_000, 0.25, 3.14159, 71.45, 640.3,
    ];
    for (const digits of [0, 1, 3]) {
      const intl = new Intl.NumberFormat('en-US', {maximumFractionDigits: digits});
      for (const value of values) expect(formatNumber(value, digits)).toBe(intl.format(value));
    }
  });
});

describe('formatLongDate (without Intl)', () => {
  it('writes a day in both orders, with and without the year', () => {
    expect(formatLongDate('2026-12-01', 'day-month')).toBe('1 December 2026');
    expect(formatLongDate('2025-10-07T00:00:00.000Z', 'month-day')).toBe('October 7, 2025');
    expect(formatLongDate('2025-10-07', 'month-day', false)).toBe('October 7');
    expect(() => formatLongDate('2025-13-40', 'day-month')).toThrow(RangeError);
  });

  it('matches Intl (en-GB and en, UTC) on every day of two years', () => {
    const gb = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const en = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const enNoYear = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', timeZone: 'UTC'});
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
      const iso = date.toISOString();
      expect(formatLongDate(iso.slice(0, 10), 'day-month')).toBe(gb.format(date));
      expect(formatLongDate(iso, 'month-day')).toBe(en.format(date));
      expect(formatLongDate(iso, 'month-day', false)).toBe(enNoYear.format(date));
    }
  });
});
