import {
  EXAMPLE_WEEKS,
  computeResult,
  validateWeek,
  volumeChange,
  weekLabel,
  type ValidWeek,
} from './calculate';

describe('load calculator arithmetic', () => {
  it('names the weeks from the newest', () => {
    expect([0, 1, 2, 3].map((index) => weekLabel(index, 4))).toEqual([
      '3 weeks ago',
      '2 weeks ago',
      'Last week',
      'This week',
    ]);
  });

  it('explains each bad field and accepts a rest week without effort', () => {
    expect(validateWeek({minutes: '', effort: '5', distanceKm: ''}).errors.minutes).toMatch(/or 0/);
    expect(validateWeek({minutes: '60', effort: '11', distanceKm: ''}).errors.effort).toMatch(/between 1/);
    expect(validateWeek({minutes: '60', effort: '5', distanceKm: 'far'}).errors.distanceKm).toMatch(/number/);
    expect(validateWeek({minutes: '0', effort: '', distanceKm: ''})).toEqual({
      errors: {},
      week: {minutes: 0, effort: null, distanceKm: null},
    });
  });

  it('accepts a week off rated 0 (there is no effort to rate), but not 0 on a week with running', () => {
    expect(validateWeek({minutes: '0', effort: '0', distanceKm: ''})).toEqual({
      errors: {},
      week: {minutes: 0, effort: null, distanceKm: null},
    });
    expect(validateWeek({minutes: '60', effort: '0', distanceKm: ''}).errors.effort).toMatch(/between 1/);
  });

  it('asks for at least a minute: a fraction of one gave loads shown as 0 AU with a ratio of 1.00 between them', () => {
    expect(validateWeek({minutes: '0.001', effort: '1', distanceKm: ''})).toEqual({
      errors: {minutes: 'Enter at least 1 minute, or 0 for a week off.'},
      week: null,
    });
    expect(validateWeek({minutes: '1', effort: '1', distanceKm: ''}).week?.minutes).toBe(1);
  });

  it('reads a decimal comma as a decimal point (the only separator on many phones’ keypads)', () => {
    expect(validateWeek({minutes: '240,5', effort: '5,5', distanceKm: '42,5'})).toEqual({
      errors: {},
      week: {minutes: 240.5, effort: 5.5, distanceKm: 42.5},
    });
    // A comma that may group thousands is asked again, not guessed: 1,200 minutes or 1.2?
    expect(validateWeek({minutes: '1,200', effort: '5', distanceKm: ''}).errors.minutes).toBe(
      'Enter minutes as a number, for example 240.',
    );
  });

  it('refuses a distance in a week of 0 minutes, on the minutes field, and gives no result', () => {
    const message =
      'A week with a distance needs its minutes too: enter the minutes you ran, or clear the distance.';
    expect(validateWeek({minutes: '0', effort: '', distanceKm: '46'})).toEqual({
      errors: {minutes: message},
      week: null,
    });
    expect(validateWeek({minutes: '0', effort: '5', distanceKm: '0,5'}).errors).toEqual({minutes: message});
    // A week off logged as 0 km is still a week off.
    expect(validateWeek({minutes: '0', effort: '', distanceKm: '0'}).week).toEqual({
      minutes: 0,
      effort: null,
      distanceKm: 0,
    });
    const weeks = [...EXAMPLE_WEEKS.slice(0, 3), {minutes: '0', effort: '', distanceKm: '46'}];
    expect(computeResult(weeks).result).toEqual({kind: 'invalid', count: 1});
  });

  it('rates the example build as safe, the volume change measured by distance', () => {
    const {result} = computeResult(EXAMPLE_WEEKS);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    // Loads 960, 1000, 1040, 1400: chronic 1100, ratio 1400 / 1100 = 1.27; 44 → 46 km is +5%.
    expect(result.chronic).toBe(1100);
    expect(result.ratio).toBe(1.27);
    expect(result.zone).toBe('safe');
    expect(result.change).toEqual({percent: 5, basis: 'distance', zone: 'safe', against: 'Last week'});
  });

  describe('volume change against the biggest earlier week', () => {
    const week = (minutes: number, distanceKm: number | null = null): ValidWeek => ({
      minutes,
      effort: 5,
      distanceKm,
    });

    it('does not call a return to the usual level after an easy week a jump', () => {
      // 37 km, then a 26 km recovery week, then 39 km: +5% on 37, not +50% on 26.
      expect(volumeChange([week(200, 33), week(220, 37), week(160, 26), week(230, 39)])).toEqual({
        percent: 5,
        basis: 'distance',
        zone: 'safe',
        against: '2 weeks ago',
      });
    });

    it('still catches a rise past the biggest recent week, and prefers the latest week on a tie', () => {
      // 60 km on a best of 42: +42.9% → +43%, a sharp jump.
      expect(volumeChange([week(240, 40), week(250, 42), week(180, 30), week(300, 60)])).toMatchObject({
        percent: 43,
        zone: 'danger',
        against: '2 weeks ago',
      });
      expect(volumeChange([week(240, 42), week(250, 42), week(180, 30), week(260, 46)])?.against).toBe(
        '2 weeks ago',
      );
    });

    it('falls back to time unless every week has a distance, and gives up without earlier running', () => {
      // By time: 250 is the biggest earlier week; 275 is +10%, a big jump (the number shown is classified).
      expect(volumeChange([week(240, 40), week(250), week(180, 30), week(275, 46)])).toEqual({
        percent: 10,
        basis: 'time',
        zone: 'caution',
        against: '2 weeks ago',
      });
      expect(volumeChange([week(0), week(0), week(0), week(120)])).toBeNull();
      expect(volumeChange([week(120)])).toBeNull();
    });

    it('compares by time when the earlier weeks ran minutes but logged 0 km', () => {
      // 600 minutes in the three weeks before: not "no running"; 200 → 200 min is 0%.
      expect(volumeChange([week(200, 0), week(200, 0), week(200, 0), week(200, 10)])).toEqual({
        percent: 0,
        basis: 'time',
        zone: 'safe',
        against: 'Last week',
      });
      // Some earlier distance: still by distance (10 → 12 km = +20%).
      expect(volumeChange([week(200, 0), week(200, 0), week(200, 10), week(200, 12)])).toMatchObject({
        percent: 20,
        basis: 'distance',
      });
      expect(volumeChange([week(0, 0), week(0, 0), week(0, 0), week(120, 10)])).toBeNull();
    });
  });

  it('counts the fields that need attention (minutes and effort in each empty week)', () => {
    const empty = {minutes: '', effort: '', distanceKm: ''};
    expect(computeResult([empty, empty, empty, empty]).result).toEqual({kind: 'invalid', count: 8});
  });
});
