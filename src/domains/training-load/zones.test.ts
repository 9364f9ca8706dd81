import {ACWR_ZONES, TSB_ZONES} from '../../constants';
import {
  ACWR_COACH_ACTIONS,
  ACWR_ZONE_INFO,
  ACWR_ZONE_MEANINGS,
  CTL_RAMP_ZONE_INFO,
  TSB_COACH_ACTIONS,
  TSB_ZONE_INFO,
  TSB_ZONE_MEANINGS,
  WEEKLY_VOLUME_ZONE_INFO,
  acwrZone,
  ctlRampZone,
  tsbZone,
  weeklyVolumeZone,
  zoneTone,
} from './zones';

describe('zones (lower bound inclusive)', () => {
  it.each([
    [-1000, 'danger'],
    [-30.01, 'danger'],
    [-30, 'overreaching'],
    [-29.99, 'overreaching'],
    [-10.01, 'overreaching'],
    [-10, 'optimal'],
    [-9.99, 'optimal'],
    [4.99, 'optimal'],
    [5, 'fresh'],
    [5.01, 'fresh'],
    [14.99, 'fresh'],
    [15, 'peak'],
    [15.01, 'peak'],
    [24.99, 'peak'],
    [25, 'peak'],
    [25.01, 'peak'],
    [60, 'peak'],
  ])('TSB %p is %p', (tsb, zone) => {
    expect(tsbZone(tsb)).toBe(zone);
  });

  it.each([
    [0, 'underloaded'],
    [0.79, 'underloaded'],
    [0.8, 'safe'],
    [0.81, 'safe'],
    [1.29, 'safe'],
    [1.3, 'caution'],
    [1.31, 'caution'],
    [1.49, 'caution'],
    [1.5, 'danger'],
    [1.51, 'danger'],
    [4, 'danger'],
  ])('ACWR %p is %p', (ratio, zone) => {
    expect(acwrZone(ratio)).toBe(zone);
  });

  it.each([
    [-60, 'safe'],
    [0, 'safe'],
    [9.99, 'safe'],
    [10, 'caution'],
    [10.01, 'caution'],
    [29.99, 'caution'],
    [30, 'danger'],
    [30.01, 'danger'],
  ])('weekly volume change %p%% is %p', (percent, zone) => {
    expect(weeklyVolumeZone(percent)).toBe(zone);
  });

  it.each([
    [-3, 'easing'],
    [-0.01, 'easing'],
    [0, 'gentle'],
    [0.4, 'gentle'],
    [4.99, 'gentle'],
    [5, 'edge'],
    [5.01, 'edge'],
    [6.99, 'edge'],
    [7, 'aggressive'],
    [7.01, 'aggressive'],
  ])('CTL ramp %p points/week is %p', (ramp, zone) => {
    expect(ctlRampZone(ramp)).toBe(zone);
  });

  it('throws a RangeError for invalid zone input', () => {
    expect(() => tsbZone(Number.NaN)).toThrow(/tsb must be a finite/);
    expect(() => tsbZone(-Infinity)).toThrow(RangeError);
    expect(() => acwrZone(-0.1)).toThrow(/ratio must not be negative/);
    expect(() => acwrZone(Infinity)).toThrow(/ratio must be a finite/);
    expect(() => weeklyVolumeZone(Number.NaN)).toThrow(/percent must be a finite/);
    expect(() => ctlRampZone(Infinity)).toThrow(/pointsPerWeek must be a finite/);
  });

  it('has a label and a one-line recommendation for every zone', () => {
    for (const info of [
      ...Object.values(TSB_ZONE_INFO),
      ...Object.values(ACWR_ZONE_INFO),
      ...Object.values(WEEKLY_VOLUME_ZONE_INFO),
      ...Object.values(CTL_RAMP_ZONE_INFO),
    ]) {
      expect(info.label.length).toBeGreaterThan(0);
      expect(info.recommendation).toMatch(/^[A-Z].*\.$/);
      expect(info.recommendation).not.toMatch(/\n/);
    }
    expect(Object.keys(TSB_ZONE_INFO)).toEqual(['danger', 'overreaching', 'optimal', 'fresh', 'peak']);
    expect(Object.keys(ACWR_ZONE_INFO)).toEqual(['underloaded', 'safe', 'caution', 'danger']);
    expect(TSB_ZONE_INFO.peak.recommendation).toContain('+25');
  });
});

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

  /** Runs of four words two texts share, ignoring case and punctuation. */
  const sharedRuns = (first: string, second: string): string[] => {
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}+.−-]+/gu) ?? [];
    const runs = (text: string) => {
      const list = words(text);
      return list.slice(0, -3).map((_, index) => list.slice(index, index + 4).join(' '));
    };
    const inSecond = new Set(runs(second));
    return runs(first).filter((run) => inSecond.has(run));
  };

  it('says what a zone means and what the coach does without repeating one in the other', () => {
    // The zone tables put the two side by side; a column that restates the other tells the reader nothing.
    const families = [
      [TSB_ZONE_MEANINGS, TSB_COACH_ACTIONS, TSB_ZONES],
      [ACWR_ZONE_MEANINGS, ACWR_COACH_ACTIONS, ACWR_ZONES],
    ] as const;
    for (const [meanings, actions, zones] of families) {
      expect(Object.keys(meanings).sort()).toEqual(Object.keys(zones).sort());
      for (const zone of Object.keys(zones) as Array<keyof typeof meanings>) {
        expect(meanings[zone]).toMatch(/^[A-Z].*\.$/);
        expect({zone, shared: sharedRuns(meanings[zone], actions[zone])}).toEqual({zone, shared: []});
      }
    }
    expect(sharedRuns('Keeps easy days easy, sleep well', 'keep easy days easy and rest')).toEqual([]);
    expect(sharedRuns('a key workout, a time trial', 'Schedules a key workout, a time')).toEqual([
      'a key workout a',
      'key workout a time',
    ]);
  });

  it('puts race day in one window, the fresh and peak zones, in every text that names a zone for it', () => {
    // One reading everywhere: the coach tapers so race day lands in the fresh zone or the peak zone above it.
    const texts = (zone: keyof typeof TSB_ZONES) =>
      [TSB_ZONE_INFO[zone].recommendation, TSB_ZONE_MEANINGS[zone], TSB_COACH_ACTIONS[zone]].join(' ');
    for (const zone of ['danger', 'overreaching', 'optimal'] as const)
      expect(texts(zone)).not.toMatch(/\brace\b/i);
    expect(TSB_COACH_ACTIONS.fresh).toMatch(/taper so race day lands here or in the peak zone/);
    expect(TSB_COACH_ACTIONS.peak).toMatch(/race day here as on target, as in the fresh zone below/);
    expect(TSB_ZONE_INFO.peak.recommendation).toMatch(
      /top of the race window, which starts in the fresh zone/,
    );
    expect(TSB_ZONE_INFO.peak.recommendation).not.toMatch(/^Where to race/);
  });

  it('states the automatic reduction above 1.5 and recovery mode below −30', () => {
    expect(ACWR_COACH_ACTIONS.danger).toMatch(/^At 1\.5 or more, reduces your load automatically/);
    expect(TSB_COACH_ACTIONS.danger).toMatch(/^Below \u221230, switches your plan to recovery mode/);
  });
});

describe('zone tones', () => {
  it('maps every zone to the tone of its severity', () => {
    expect(zoneTone('tsb', 'danger')).toBe('danger');
    expect(zoneTone('tsb', 'overreaching')).toBe('caution');
    expect(zoneTone('tsb', 'peak')).toBe('safe');
    expect(zoneTone('acwr', 'underloaded')).toBe('caution');
    expect(zoneTone('weeklyVolume', 'danger')).toBe('danger');
    expect(zoneTone('ctlRamp', 'edge')).toBe('caution');
    expect(zoneTone('ctlRamp', 'aggressive')).toBe('danger');
  });

  it('shows a low zone as information when asked', () => {
    expect(zoneTone('acwr', 'underloaded', {lowAsInfo: true})).toBe('info');
    expect(zoneTone('acwr', 'danger', {lowAsInfo: true})).toBe('danger');
  });
});
