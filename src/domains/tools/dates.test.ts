import {dayToIso, formatDay, isoToDay, localTodayIso} from './dates';

describe('ISO dates', () => {
  it('round-trips across month, year and leap-day boundaries', () => {
    for (const iso of ['2026-01-01', '2024-02-29', '2025-12-31', '2026-03-29']) {
      const day = isoToDay(iso);
      expect(day.ok && dayToIso(day.value)).toBe(iso);
    }
    const day = isoToDay('2024-02-28');
    expect(day.ok && dayToIso(day.value + 1)).toBe('2024-02-29');
  });

  it('refuses text that is not a calendar date', () => {
    for (const text of ['2025-02-30', '2025-13-01', 'tomorrow', '19/04/2026']) {
      expect(isoToDay(text)).toMatchObject({ok: false, error: {code: 'format'}});
    }
  });

  it('gives the example it is handed, and no fixed date that would one day have passed', () => {
    expect(isoToDay('19/04/2026', '2027-02-27')).toEqual({
      ok: false,
      error: {code: 'format', message: 'Enter the race date as a calendar date, for example 2027-02-27.'},
    });
    expect(isoToDay('tomorrow')).toEqual({
      ok: false,
      error: {code: 'format', message: 'Enter the race date as a calendar date, as yyyy-mm-dd.'},
    });
  });

  it('reads today from the local calendar and writes days the same everywhere', () => {
    expect(localTodayIso(new Date(2026, 3, 19, 23, 30))).toBe('2026-04-19');
    const day = isoToDay('2026-04-19');
    expect(day.ok && formatDay(day.value)).toBe('Sun 19 Apr 2026');
  });
});
