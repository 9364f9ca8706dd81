import {formatTime, formatTimeInWords, isMinutesAndSeconds, parseTime} from './time';

describe('parseTime', () => {
  it.each([
    ['25:30', 1530],
    ['1:45:00', 6300],
    ['3:10:49', 11449],
    ['75:30', 4530],
    [' 19:57 ', 1197],
    ['0:59', 59],
  ])('reads %s as %d seconds', (text, seconds) => {
    expect(parseTime(text)).toEqual({ok: true, value: seconds});
  });

  it('reads tenths in a pace only when asked', () => {
    expect(parseTime('8:02.8', {kind: 'pace', allowFraction: true})).toEqual({ok: true, value: 482.8});
    expect(parseTime('8:02.8')).toMatchObject({ok: false, error: {code: 'format'}});
  });

  it.each([
    ['', 'empty'],
    ['abc', 'format'],
    ['25', 'format'],
    ['1:2:3', 'format'],
    ['25:3', 'format'],
    ['-5:00', 'format'],
    ['99:99', 'seconds'],
    ['1:75:00', 'minutes'],
    ['0:00', 'zero'],
    ['0:00:00', 'zero'],
    ['25:00:00', 'too-long'],
  ])('refuses %j with %s and a message', (text, code) => {
    const result = parseTime(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/\w.*\.$/);
      expect(result.error.message).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('names the layout in its messages', () => {
    const result = parseTime('abc');
    expect(!result.ok && result.error.message).toBe(
      'Write the time as mm:ss or h:mm:ss, for example 25:30 or 1:45:00.',
    );
    const seconds = parseTime('99:99');
    expect(!seconds.ok && seconds.error.message).toBe('Seconds run from 00 to 59, so “99:99” is not a time.');
  });
});

describe('formatTime', () => {
  it.each([
    [1197, '19:57'],
    [11449, '3:10:49'],
    [3599.6, '1:00:00'],
    [59.4, '0:59'],
    [5957.29, '1:39:17'],
  ])('writes %d seconds as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('writes tenths, carrying into the next second', () => {
    expect(formatTime(482.8032, {tenths: true})).toBe('8:02.8');
    expect(formatTime(59.96, {tenths: true})).toBe('1:00.0');
  });

  it('never shows NaN or Infinity', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(formatTime(value)).toBe('–');
  });

  it('round-trips what it writes', () => {
    for (const seconds of [61, 1530, 6300, 45_000]) {
      expect(parseTime(formatTime(seconds))).toEqual({ok: true, value: seconds});
    }
  });
});

describe('isMinutesAndSeconds', () => {
  it('is true only for a two-part time, the one a runner may have meant as h:mm', () => {
    expect(['1:55', ' 3:45 ', '75:30', '0:59'].map(isMinutesAndSeconds)).toEqual([true, true, true, true]);
    expect(['1:55:00', '8:02.8', '155', 'abc', ''].map(isMinutesAndSeconds)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('formatTimeInWords', () => {
  it.each([
    [115, '1 minute 55 seconds'],
    [6900, '1 hour 55 minutes'],
    [10_800, '3 hours'],
    [3661, '1 hour 1 minute 1 second'],
    [45, '45 seconds'],
    [59.6, '1 minute'],
    [0, '0 seconds'],
    [Number.NaN, '0 seconds'],
  ])('writes %d seconds as %j', (seconds, words) => {
    expect(formatTimeInWords(seconds)).toBe(words);
  });
});
