import {dayToIso, formatDay, isDateInputValue, isoToDay, localTodayIso} from './dates';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date's day number from the Date parser, which reads every year as written. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime() / DAY_MS;

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

  it('reads the years 0000–0099 as themselves, not as 1900–1999', () => {
    expect(isoToDay('0099-01-01')).toEqual({ok: true, value: dayOf('0099-01-01')});
    expect(isoToDay('0000-01-01')).toEqual({ok: true, value: dayOf('0000-01-01')});
    const day = isoToDay('0004-02-29');
    expect(day.ok && dayToIso(day.value)).toBe('0004-02-29');
    expect(isoToDay('0099-02-29')).toMatchObject({ok: false, error: {code: 'format'}});
  });

  it('reads the five- and six-digit years a date field holds, up to 275760-09-13', () => {
    expect(isoToDay('20266-01-01')).toEqual({ok: true, value: dayOf('+020266-01-01')});
    expect(isoToDay('275760-09-13')).toEqual({ok: true, value: 100_000_000});
    expect(isoToDay('275760-09-14', '2027-02-27')).toEqual({
      ok: false,
      error: {code: 'format', message: 'Enter the race date as a calendar date, for example 2027-02-27.'},
    });
    expect(isoToDay('1000000-01-01')).toMatchObject({ok: false, error: {code: 'format'}});
  });

  it('knows which values a date field holds', () => {
    for (const text of [
      '2026-04-19',
      '2024-02-29',
      '0001-01-01',
      '0099-01-01',
      '20266-01-01',
      '275760-09-13',
    ]) {
      expect(isDateInputValue(text)).toBe(true);
    }
    for (const text of [
      '',
      '2025-02-30',
      '2025-13-01',
      'garbage',
      '<script>',
      '2027-01-05T00:00',
      ' 2026-04-19',
      '19/04/2026',
      '0000-01-01',
      '020266-01-01',
      '275760-09-14',
    ]) {
      expect(isDateInputValue(text)).toBe(false);
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
