import {PACE_FIELDS, convertPace, fieldRange, finishTimes, formatPaceFields, readPace} from './paceConvert';
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
      ['1:29.9', '20:00.1', '20:01', '99:00', '99:59', '100:00', '1:39:01', '23:59:59'],
    ],
    [
      'paceMile',
      'Enter a pace between 2:24.8 and 32:11.2 per mile.',
      ['2:24.8', '32:11.2'],
      ['2:24.7', '32:11.3', '32:12', '99:59', '1:39:01', '999:00'],
    ],
    ['kmh', 'Enter a speed between 3 and 40 km/h.', ['3', '40'], ['2.99', '40.01', '-5']],
    ['mph', 'Enter a speed between 1.9 and 24.9 mph.', ['1.9', '24.9'], ['1.89', '24.91', '25', '1200']],
  ] as const)('accepts exactly the %s limits its message names', (field, message, inside, outside) => {
    for (const text of inside) expect(readPace(field, text).ok).toBe(true);
    for (const text of outside) {
      expect(readPace(field, text)).toEqual({ok: false, error: {code: 'range', message}});
    }
  });

  it('reads a speed with a decimal comma, as the time fields read a pace', () => {
    expect(readPace('kmh', '12,5')).toEqual(readPace('kmh', '12.5'));
    expect(readPace('paceMile', '8:02,8')).toEqual(readPace('paceMile', '8:02.8'));
    // "1,200" could be 1200 or 1.2: asked again rather than guessed.
    expect(readPace('kmh', '1,200')).toMatchObject({ok: false, error: {code: 'format'}});
  });

  it.each([3, 3.05, 4.2, 12, 17.3, 25, 39.95, 40])(
    'reads back every field it shows for %d km/h, the limits included',
    (kmh) => {
      const shown = formatPaceFields(3600 / kmh);
      for (const field of PACE_FIELDS) {
        const read = readPace(field, shown[field]);
        expect({field, text: shown[field], ok: read.ok}).toEqual({field, text: shown[field], ok: true});
      }
    },
  );

  it('holds a value at a shown limit to the accepted speeds, so the other fields show accepted values', () => {
    // 24.9 mph is 40.07 km/h, which would show as 40.1 km/h: it reads as 40 km/h, shown as 40.0.
    expect(readPace('mph', '24.9')).toEqual({ok: true, value: 90});
    expect(formatPaceFields(90)).toEqual({paceKm: '1:30.0', paceMile: '2:24.8', kmh: '40.0', mph: '24.9'});
    expect(formatPaceFields(1200)).toEqual({paceKm: '20:00.0', paceMile: '32:11.2', kmh: '3.0', mph: '1.9'});
    for (const field of PACE_FIELDS) {
      const {min, max} = fieldRange(field);
      for (const bound of [min, max]) {
        const text =
          field === 'paceKm' || field === 'paceMile' ? formatTime(bound, {tenths: true}) : String(bound);
        const read = readPace(field, text);
        expect(read.ok).toBe(true);
        if (!read.ok) continue;
        const shown = formatPaceFields(read.value);
        for (const other of PACE_FIELDS) expect(readPace(other, shown[other]).ok).toBe(true);
      }
    }
  });
});
