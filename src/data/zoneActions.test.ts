import {ACWR_ZONES, TSB_ZONES} from '../constants';
import {ACWR_COACH_ACTIONS, TSB_COACH_ACTIONS} from './zoneActions';

describe('coach actions per zone', () => {
  it('has a distinct action for every ACWR and TSB zone', () => {
    expect(Object.keys(ACWR_COACH_ACTIONS).sort()).toEqual(Object.keys(ACWR_ZONES).sort());
    expect(Object.keys(TSB_COACH_ACTIONS).sort()).toEqual(Object.keys(TSB_ZONES).sort());
    for (const actions of [ACWR_COACH_ACTIONS, TSB_COACH_ACTIONS]) {
      const values = Object.values(actions);
      expect(new Set(values).size).toBe(values.length);
      for (const action of values) expect(action.length).toBeGreaterThan(25);
    }
  });

  it('states the automatic reduction above 1.5 and recovery mode below −30', () => {
    expect(ACWR_COACH_ACTIONS.danger).toMatch(/^Above 1\.5, reduces your load automatically/);
    expect(TSB_COACH_ACTIONS.danger).toMatch(/^Below \u221230, switches your plan to recovery mode/);
  });
});
