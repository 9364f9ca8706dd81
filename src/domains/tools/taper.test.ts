import {TAPER_GUIDES} from '@site/src/constants';
import {RACE_DISTANCES} from './distances';
import {EXAMPLE_RACE_WEEKS_AHEAD, planTaper, taperGuide, taperVolumePercent} from './taper';

describe('taper planner', () => {
  it('maps every race distance onto a taper guide from the constants', () => {
    for (const distance of RACE_DISTANCES) expect(TAPER_GUIDES).toContain(taperGuide(distance.id));
    expect(taperGuide('mile').distance).toBe('5K/10K');
    expect(taperGuide('half').distance).toBe('Half marathon');
    expect(taperGuide('marathon').distance).toBe('Marathon');
  });

  it('starts a marathon taper 21 days out, at the latest 14, ending on race day', () => {
    const plan = planTaper('marathon', '2026-04-19', '2026-01-10');
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.days[0]?.iso).toBe('2026-03-29');
    expect(plan.value.days.at(-1)).toMatchObject({
      iso: '2026-04-19',
      daysToRace: 0,
      phase: 'race',
      volumePercent: null,
    });
    expect(plan.value.days).toHaveLength(22);
    expect(plan.value.latestStartDay - plan.value.startDay).toBe(7);
    expect(plan.value.startsInPast).toBe(false);
  });

  it('cuts the half marathon taper by the guide’s 40% on average', () => {
    const plan = planTaper('half', '2026-04-19', '2026-04-01');
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.cutPercent).toBe(40);
    const volumes = plan.value.days.flatMap((d) => (d.volumePercent === null ? [] : [d.volumePercent]));
    expect(volumes).toHaveLength(10);
    const mean = volumes.reduce((a, b) => a + b, 0) / volumes.length;
    expect(mean).toBeCloseTo(60, 0);
    expect(volumes[0]).toBe(96);
    expect(volumes.at(-1)).toBe(24);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
  });

  it('straight-line volumes average 100 − cut', () => {
    const days = Array.from({length: 7}, (_, i) => 100 - 2 * 40 * ((i + 0.5) / 7));
    expect(days.reduce((a, b) => a + b, 0) / 7).toBeCloseTo(60, 10);
    expect(taperVolumePercent(1, 7, 40)).toBe(94);
  });

  it('handles dates across a daylight-saving change and a month end', () => {
    const plan = planTaper('5k', '2026-11-02', '2026-10-01');
    expect(plan.ok && plan.value.days.map((d) => d.iso)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('says when the taper should already have begun', () => {
    const plan = planTaper('marathon', '2026-04-19', '2026-04-10');
    expect(plan.ok && plan.value.startsInPast).toBe(true);
  });

  it.each([
    ['2026-01-09', 'past'],
    ['', 'format'],
    ['2026-02-30', 'format'],
    ['2030-01-01', 'too-far'],
  ])('refuses %j (%s) with a message', (date, code) => {
    const plan = planTaper('marathon', date, '2026-01-10');
    expect(plan).toMatchObject({ok: false, error: {code}});
  });

  it('gives an example date counted from today, which itself gives a plan', () => {
    // 5 December 2026 + 12 weeks = 27 February 2027.
    expect(EXAMPLE_RACE_WEEKS_AHEAD).toBe(12);
    expect(planTaper('marathon', '19/04/2026', '2026-12-05')).toEqual({
      ok: false,
      error: {code: 'format', message: 'Enter the race date as a calendar date, for example 2027-02-27.'},
    });
    for (const today of ['2026-01-10', '2026-12-05', '2028-02-29']) {
      const plan = planTaper('marathon', 'soon', today);
      const example = !plan.ok && /for example (\d{4}-\d{2}-\d{2})\.$/.exec(plan.error.message)?.[1];
      expect(example).toEqual(expect.any(String));
      for (const {id} of RACE_DISTANCES) {
        const copied = planTaper(id, example || '', today);
        expect(copied.ok && copied.value.startsInPast).toBe(false);
      }
    }
  });

  it('accepts a race today', () => {
    expect(planTaper('10k', '2026-01-10', '2026-01-10').ok).toBe(true);
  });
});
