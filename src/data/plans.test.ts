import {PLAN_FACTS, TAPER_GUIDES} from '../constants';
import {NUMBER_SPACE_UNIT} from '../lib/typography';
import {plainText as plain} from '@site/test/plainText';
import {PLANS, formatRange} from './plans';

describe('training plans data', () => {
  it('has one card per plan in PLAN_FACTS, in order, with no duplicates', () => {
    expect(PLANS.map((p) => p.id)).toEqual(PLAN_FACTS.map((f) => f.id));
    for (const key of ['id', 'title', 'subtitle', 'description'] as const) {
      expect(new Set(PLANS.map((p) => p[key])).size).toBe(PLANS.length);
    }
  });

  it('fills every plan-card field of the spec', () => {
    for (const plan of PLANS) {
      for (const field of [
        'title',
        'subtitle',
        'duration',
        'frequency',
        'difficulty',
        'targetTime',
      ] as const) {
        expect(plan[field].trim()).not.toBe('');
      }
      expect(plan.description.length).toBeGreaterThan(80);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
      expect(plan.aiFeatures.length).toBeGreaterThanOrEqual(3);
      const items = [...plan.features, ...plan.aiFeatures];
      expect(new Set(items).size).toBe(items.length);
      for (const item of items) expect(item).not.toMatch(/undefined|NaN|TODO|lorem/i);
    }
  });

  it('states the spec numbers (section 9) from PLAN_FACTS', () => {
    expect(
      PLANS.map((p) => [p.title, p.duration, plain(p.frequency), p.difficulty, plain(p.targetTime)]),
    ).toEqual([
      ['5K', '8 weeks', '3–4 runs a week', 'Beginner', '25–35 min'],
      ['10K', '10 weeks', '4–5 runs a week', 'Intermediate', '45–65 min'],
      ['Half marathon', '12 weeks', '4–6 runs a week', 'Intermediate-Advanced', '1:30–2:30 h'],
      ['Marathon', '16 weeks', '5–6 runs a week', 'Advanced', '3:00–5:00 h'],
    ]);
  });

  it('keeps "a week" together in the frequency, so a narrow card breaks it after "runs"', () => {
    for (const plan of PLANS) expect(plan.frequency).toMatch(/ runs a\u00a0week$/);
  });

  it('gives each race plan its taper from TAPER_GUIDES', () => {
    const features = (id: string) => plain(PLANS.find((p) => p.id === id)?.features.join(' '));
    expect(features('10k')).toContain('A 5–7-day taper');
    expect(features('half')).toContain('A 7–10-day taper with about 40% less volume');
    expect(features('marathon')).toContain('A 14–21-day taper');
    expect(TAPER_GUIDES).toHaveLength(4);
  });

  it('promises only weeks that fit in seven days', () => {
    // A rest day after every run needs two days per run: at most 3 runs in a 7-day week (3.5 on average).
    for (const plan of PLANS) {
      const maxRuns = PLAN_FACTS.find((f) => f.id === plan.id)?.runsPerWeek[1] ?? 0;
      const text = plan.features.join(' ');
      if (maxRuns > 3) expect(text).not.toMatch(/rest day after every run/i);
      // "A or B, never both on back-to-back days" is self-contradictory; hard days are spaced by name.
      expect(text).not.toMatch(/\bor\b[^.]*never both/i);
    }
    const fiveK = PLANS.find((p) => p.id === '5k')?.features.join(' ') ?? '';
    expect(fiveK).toContain('Three runs a week with a rest day between them at first');
  });

  it('keeps every number on the line of its unit (a narrow card never ends a line with “14” before “km”)', () => {
    for (const plan of PLANS) {
      const texts = [plan.subtitle, plan.description, plan.targetTime, ...plan.features, ...plan.aiFeatures];
      for (const text of texts) expect(text).not.toMatch(new RegExp(NUMBER_SPACE_UNIT.source));
    }
    const tenK = PLANS.find((p) => p.id === '10k')?.features ?? [];
    expect(tenK).toContain('A long run that builds towards 14\u00a0km');
  });

  it('formats ranges with an en dash', () => {
    expect(formatRange([3, 4])).toBe('3–4');
    expect(formatRange([5, 5])).toBe('5');
  });
});
