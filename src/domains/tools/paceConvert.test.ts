import {convertPace, finishTimes, formatPaceFields, readPace} from './paceConvert';
import {formatTime} from './time';

describe('pace converter', () => {
  it('turns 5:00 per km into 8:02.8 per mile and 12.0 km/h', () => {
    const read = readPace('paceKm', '5:00');
    expect(read).toEqual({ok: true, value: 300});
    expect(formatPaceFields(300)).toEqual({paceKm: '5:00.0', paceMile: '8:02.8', kmh: '12.0', mph: '7.5'});
  });

  it('reads every field back to the same pace', () => {
    expect(readPace('kmh', '12')).toEqual({ok: true, value: 300});
    const mile = readPace('paceMile', '8:02.8');
    expect(mile.ok && mile.value).toBeCloseTo(300, 1);
    const mph = readPace('mph', '7.456');
    expect(mph.ok && mph.value).toBeCloseTo(300, 0);
    expect(convertPace(300).mph).toBeCloseTo(7.4565, 4);
  });

  it('says which finish times are faster than anyone has run', () => {
    // 1:30 per km (40 km/h): every distance. 2:40 per km: the half (56:16) and the marathon (1:52:31) only,
    // not the 5K (13:20) or the 10K (26:40).
    expect(finishTimes(90).every((f) => f.fasterThanRecord)).toBe(true);
    expect(finishTimes(160).map((f) => f.fasterThanRecord)).toEqual([false, false, true, true]);
    expect(finishTimes(300).some((f) => f.fasterThanRecord)).toBe(false);
  });

  it('gives finish times at that pace', () => {
    expect(finishTimes(300).map((f) => [f.label, formatTime(f.seconds)])).toEqual([
      ['5K', '25:00'],
      ['10K', '50:00'],
      ['Half marathon', '1:45:29'],
      ['Marathon', '3:30:59'],
    ]);
  });

  it.each([
    ['paceKm', '', 'empty'],
    ['paceKm', 'abc', 'format'],
    ['paceKm', '99:99', 'range'],
    ['paceKm', '0:00', 'range'],
    ['paceKm', '0:30', 'range'],
    ['kmh', 'fast', 'format'],
    ['kmh', '0', 'range'],
    ['kmh', '120', 'range'],
    ['mph', '', 'empty'],
  ] as const)('refuses %s %j (%s) with a message', (field, text, code) => {
    const result = readPace(field, text);
    expect(result).toMatchObject({ok: false, error: {code}});
    if (!result.ok) expect(result.error.message).not.toMatch(/NaN|undefined|Infinity/);
  });

  it.each([
    [
      'paceKm',
      'Enter a pace between 1:30 and 20:00 per kilometre.',
      ['1:30', '20:00'],
      ['1:29.9', '20:00.1', '20:01'],
    ],
    [
      'paceMile',
      'Enter a pace between 2:25 and 32:11 per mile.',
      ['2:25', '32:11'],
      ['2:24.9', '32:11.1', '32:12'],
    ],
    ['kmh', 'Enter a speed between 3 and 40 km/h.', ['3', '40'], ['2.99', '40.01']],
    ['mph', 'Enter a speed between 1.9 and 24.8 mph.', ['1.9', '24.8'], ['1.89', '24.81', '24.9']],
  ] as const)('accepts exactly the %s limits its message names', (field, message, inside, outside) => {
    for (const text of inside) expect(readPace(field, text).ok).toBe(true);
    for (const text of outside) {
      expect(readPace(field, text)).toEqual({ok: false, error: {code: 'range', message}});
    }
  });
});
