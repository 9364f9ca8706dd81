import {estimatedMaxHeartRate, heartRateZones, karvonen, readHeartRate, readHeartRates} from './heartRate';

describe('Karvonen heart-rate zones', () => {
  it('gives 148 bpm at 70% of reserve for max 190 and rest 50', () => {
    expect(karvonen(190, 50, 70)).toBe(148);
  });

  it('splits the reserve into five zones from 50% to 100%', () => {
    const zones = heartRateZones(190, 50);
    expect(zones.ok).toBe(true);
    if (!zones.ok) return;
    expect(zones.value.map((z) => z.bpm)).toEqual([
      [120, 134],
      [134, 148],
      [148, 162],
      [162, 176],
      [176, 190],
    ]);
    for (const zone of zones.value) expect(zone.purpose.length).toBeGreaterThan(30);
  });

  it('refuses a resting rate at or above the maximum', () => {
    expect(heartRateZones(150, 150)).toMatchObject({ok: false, error: {code: 'rest-not-below-max'}});
    expect(heartRateZones(150, 160)).toMatchObject({ok: false, error: {code: 'rest-not-below-max'}});
  });

  it('refuses a reserve under 30 bpm, which would give five zones of a beat or two', () => {
    expect(heartRateZones(100, 99)).toMatchObject({ok: false, error: {code: 'rates-too-close'}});
    expect(heartRateZones(150, 121)).toMatchObject({ok: false, error: {code: 'rates-too-close'}});
    expect(heartRateZones(150, 120).ok).toBe(true);
  });

  it.each([
    ['max', '', 'empty'],
    ['max', 'abc', 'format'],
    ['max', '190.5', 'format'],
    ['max', '90', 'range'],
    ['max', '260', 'range'],
    ['rest', '10', 'range'],
  ] as const)('refuses %s %j (%s)', (field, text, code) => {
    expect(readHeartRate(field, text)).toMatchObject({ok: false, error: {code}});
  });

  it.each([
    ['max', '1900', 'A maximum heart rate is between 100 and 230 beats per minute.'],
    ['max', '99999', 'A maximum heart rate is between 100 and 230 beats per minute.'],
    ['max', '0190', undefined],
    ['rest', '0', 'A resting heart rate is between 25 and 120 beats per minute.'],
    ['rest', '5000', 'A resting heart rate is between 25 and 120 beats per minute.'],
  ] as const)('gives a whole number of any length %s %j the range message', (field, text, message) => {
    const read = readHeartRate(field, text);
    if (message === undefined) expect(read).toEqual({ok: true, value: 190});
    else expect(read).toEqual({ok: false, error: {code: 'range', message}});
  });

  it('reads sensible values', () => {
    expect(readHeartRate('max', ' 190 ')).toEqual({ok: true, value: 190});
    expect(readHeartRate('rest', '50')).toEqual({ok: true, value: 50});
  });

  it('estimates maximum heart rate from age (Tanaka)', () => {
    expect(estimatedMaxHeartRate(30)).toBe(187);
    expect(estimatedMaxHeartRate(50)).toBe(173);
  });

  it('reads both fields: resting above maximum on the resting field first, rates too close on both', () => {
    expect(readHeartRates('190', '50').zones).toHaveLength(5);
    expect(readHeartRates('190', '190').errors).toEqual({
      rest: 'Your resting heart rate must be lower than your maximum heart rate.',
    });
    expect(readHeartRates('150', '200').errors.rest).toMatch(/lower than your maximum/);
    // Four digits are still a whole number: too high for a resting rate, and above the maximum.
    expect(readHeartRates('190', '1900').errors).toEqual({
      rest: 'Your resting heart rate must be lower than your maximum heart rate.',
    });
    expect(readHeartRates('1900', '50').errors).toEqual({
      max: 'A maximum heart rate is between 100 and 230 beats per minute.',
    });
    expect(readHeartRates('abc', '50')).toMatchObject({
      zones: null,
      errors: {max: expect.stringMatching(/whole number/)},
    });
    const close =
      'Your resting and maximum heart rates are less than 30 beats per minute apart, too close to give zones: check both.';
    expect(readHeartRates('100', '99')).toEqual({zones: null, errors: {max: close, rest: close}});
    expect(readHeartRates('190', '')).toMatchObject({
      zones: null,
      errors: {rest: expect.stringMatching(/Enter your/)},
    });
  });
});
