import {EXAMPLE_WEEKS, computeResult, validateWeek, weekLabel} from './calculate';

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

  it('rates the example build as safe, the volume change measured by distance', () => {
    const {result} = computeResult(EXAMPLE_WEEKS);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    // Loads 1200, 1250, 1300, 1680: chronic 1357.5, ratio 1680 / 1357.5 = 1.24; 44 → 46 km is +5%.
    expect(result.chronic).toBe(1357.5);
    expect(result.ratio).toBe(1.24);
    expect(result.zone).toBe('safe');
    expect(result.change).toEqual({percent: 5, basis: 'distance', zone: 'safe'});
  });

  it('counts the fields that need attention (minutes and effort in each empty week)', () => {
    const empty = {minutes: '', effort: '', distanceKm: ''};
    expect(computeResult([empty, empty, empty, empty]).result).toEqual({kind: 'invalid', count: 8});
  });
});
