import {evaluateRace} from './raceInput';

const FASTER_THAN_ANYONE =
  'That is faster than anyone has ever run this distance. Check the time and the race distance.';

describe('evaluateRace', () => {
  it('reads a finish time into a VDOT', () => {
    expect(evaluateRace('half', '1:55:00')).toMatchObject({ok: true, metres: 21_097.5, seconds: 6900});
  });

  it.each([
    ['half', '1:55', 'That reads as 1 minute 55 seconds. For 1 hour 55 minutes, enter 1:55:00.'],
    ['marathon', '3:45', 'That reads as 3 minutes 45 seconds. For 3 hours 45 minutes, enter 3:45:00.'],
    ['marathon', '4:00', 'That reads as 4 minutes. For 4 hours, enter 4:00:00.'],
    ['10k', '0:45', 'That reads as 45 seconds. For 45 minutes, enter 45:00.'],
  ] as const)('says how to write a %s in %s, read as m:ss, as h:mm', (distance, time, message) => {
    expect(evaluateRace(distance, time)).toEqual({ok: false, timeError: message});
  });

  it.each([
    // Impossible either way: 12:10 for a 5K, or 12 hours 10 minutes.
    ['5k', '12:10'],
    // 1:55:00 for a 10K is slower than the equations describe.
    ['10k', '1:55'],
    // Written in three parts: the runner chose hours already.
    ['marathon', '1:58:00'],
    // 50 minutes, the h:mm reading of 0:50, is still faster than the half-marathon record.
    ['half', '0:50'],
  ] as const)('keeps the plain message for a %s in %s', (distance, time) => {
    expect(evaluateRace(distance, time)).toEqual({ok: false, timeError: FASTER_THAN_ANYONE});
  });

  it('offers h:mm only for a time too fast, never for one too slow', () => {
    const result = evaluateRace('5k', '300:00');
    expect(result).toMatchObject({ok: false, timeError: expect.stringMatching(/VDOT below/)});
  });
});
