import {
  readHeartRateInputs,
  readLoadInputs,
  readPaceInputs,
  readRaceInputs,
  readTaperInputs,
  toSearch,
  writeHeartRateInputs,
  writeLoadInputs,
  writePaceInputs,
  writeRaceInputs,
  writeTaperInputs,
} from './query';

const params = (search: string) => new URLSearchParams(search);

describe('tool inputs in the address', () => {
  it('round-trips the race inputs and keeps colons readable', () => {
    const search = writeRaceInputs({distance: '10k', time: '45:00'});
    expect(search).toBe('?distance=10k&time=45:00');
    expect(readRaceInputs(params(search))).toEqual({distance: '10k', time: '45:00'});
  });

  it('keeps a bad time (so it reopens with its message) but not an unknown distance', () => {
    expect(readRaceInputs(params('?distance=ultra&time=99:99'))).toEqual({distance: '5k', time: '99:99'});
    expect(readRaceInputs(params('?utm_source=x'))).toBeNull();
    expect(readRaceInputs(params(`?time=${'1'.repeat(200)}`))?.time).toHaveLength(24);
  });

  it('stores only the pace field typed in', () => {
    expect(writePaceInputs({field: 'mph', text: '7.5'})).toBe('?mph=7.5');
    expect(readPaceInputs(params('?mph=7.5'))).toEqual({field: 'mph', text: '7.5'});
    expect(readPaceInputs(params('?pace-km=5:00&mph=7'))).toEqual({field: 'paceKm', text: '5:00'});
    expect(readPaceInputs(params(''))).toBeNull();
  });

  it('reads the first pace field with a value, and an empty one only when all are empty', () => {
    expect(readPaceInputs(params('?pace-km=&kmh=12'))).toEqual({field: 'kmh', text: '12'});
    expect(readPaceInputs(params('?pace-km=%20&pace-mile=&mph=7.5&kmh=12'))).toEqual({
      field: 'kmh',
      text: '12',
    });
    expect(readPaceInputs(params('?mph=&pace-mile='))).toEqual({field: 'paceMile', text: ''});
  });

  it('round-trips heart rates and taper inputs', () => {
    expect(readHeartRateInputs(params(writeHeartRateInputs({max: '190', rest: '50'})))).toEqual({
      max: '190',
      rest: '50',
    });
    expect(writeTaperInputs({distance: 'half', date: '2026-04-19'})).toBe('?distance=half&date=2026-04-19');
    expect(readTaperInputs(params('?date=2026-04-19'))).toEqual({distance: 'marathon', date: '2026-04-19'});
  });

  it('keeps a race date only if the date field can hold it, so the field never shows empty under it', () => {
    for (const date of ['0099-01-01', '20266-01-01', '2024-02-29']) {
      expect(readTaperInputs(params(`?distance=half&date=${date}`))).toEqual({distance: 'half', date});
    }
    for (const date of [
      '2025-02-30',
      'garbage',
      '%3Cscript%3E',
      '2027-01-05T00:00',
      '19/04/2026',
      '0000-01-01',
    ]) {
      expect(readTaperInputs(params(`?distance=half&date=${date}`))).toEqual({distance: 'half', date: ''});
    }
    expect(readTaperInputs(params('?date=2025-02-30'))).toEqual({distance: 'marathon', date: ''});
  });

  it('keeps the four training-load weeks, a key per field, and fills what a link leaves out', () => {
    const weeks = [
      {minutes: '240', effort: '5', distanceKm: '40'},
      {minutes: '250', effort: '5', distanceKm: ''},
      {minutes: '0', effort: '', distanceKm: ''},
      {minutes: '280', effort: '6,5', distanceKm: '46'},
    ];
    const search = writeLoadInputs(weeks);
    expect(search).toBe(
      '?w1-min=240&w1-effort=5&w1-km=40&w2-min=250&w2-effort=5&w3-min=0&w4-min=280&w4-effort=6%2C5&w4-km=46',
    );
    expect(readLoadInputs(params(search))).toEqual(weeks);
    expect(readLoadInputs(params('?w4-min=300'))).toEqual([
      {minutes: '', effort: '', distanceKm: ''},
      {minutes: '', effort: '', distanceKm: ''},
      {minutes: '', effort: '', distanceKm: ''},
      {minutes: '300', effort: '', distanceKm: ''},
    ]);
    expect(readLoadInputs(params('?w5-min=300&utm_source=x'))).toBeNull();
  });

  it('leaves out empty values and encodes the rest', () => {
    expect(
      toSearch([
        ['a', ''],
        ['b', '2'],
      ]),
    ).toBe('?b=2');
    expect(toSearch([['time', '1:00 & more']])).toBe('?time=1:00%20%26%20more');
    expect(toSearch([])).toBe('');
  });

  it('keeps the first key of a form whose every field is empty, so its link reopens it empty', () => {
    expect(
      toSearch([
        ['a', ''],
        ['b', ' '],
      ]),
    ).toBe('?a=');
    const pace = writePaceInputs({field: 'kmh', text: ''});
    expect(pace).toBe('?kmh=');
    expect(readPaceInputs(params(pace))).toEqual({field: 'kmh', text: ''});
    const heart = writeHeartRateInputs({max: '', rest: ''});
    expect(readHeartRateInputs(params(heart))).toEqual({max: '', rest: ''});
    const empty = {minutes: '', effort: '', distanceKm: ''};
    const load = writeLoadInputs([empty, empty, empty, empty]);
    expect(readLoadInputs(params(load))).toEqual([empty, empty, empty, empty]);
  });
});
