import {ICON_NAMES} from '../components/Icon/icons';
import {ABOUT_VALUES, TRAINING_PLAN_BENEFITS, VS_BENEFITS} from './benefits';

describe('benefits data', () => {
  it('has four /vs benefits with an icon, a title and a description', () => {
    expect(VS_BENEFITS).toHaveLength(4);
    for (const b of VS_BENEFITS) {
      expect(ICON_NAMES).toContain(b.icon);
      expect(b.title.trim()).not.toBe('');
      expect(b.description.length).toBeGreaterThan(40);
    }
  });

  it('has no duplicate ids, titles or icons', () => {
    for (const key of ['id', 'title', 'icon'] as const) {
      expect(new Set(VS_BENEFITS.map((b) => b[key])).size).toBe(VS_BENEFITS.length);
    }
  });
});

describe('training-plan benefits', () => {
  it('has distinct benefits with drawable icons and the constants', () => {
    expect(TRAINING_PLAN_BENEFITS.length).toBeGreaterThanOrEqual(3);
    for (const key of ['id', 'title', 'icon'] as const) {
      expect(new Set(TRAINING_PLAN_BENEFITS.map((b) => b[key])).size).toBe(TRAINING_PLAN_BENEFITS.length);
    }
    for (const b of TRAINING_PLAN_BENEFITS) {
      expect(ICON_NAMES).toContain(b.icon);
      expect(b.description.length).toBeGreaterThan(60);
    }
    const text = TRAINING_PLAN_BENEFITS.map((b) => b.description).join(' ');
    expect(text).toContain('under 10%');
    expect(text).toContain('load ratio of 1.5');
    expect(text).toContain('within 24 hours');
  });
});

describe('about-us values', () => {
  it('has distinct values with drawable icons', () => {
    expect(ABOUT_VALUES.length).toBeGreaterThanOrEqual(3);
    for (const key of ['id', 'title', 'icon'] as const) {
      expect(new Set(ABOUT_VALUES.map((b) => b[key])).size).toBe(ABOUT_VALUES.length);
    }
    for (const b of ABOUT_VALUES) {
      expect(ICON_NAMES).toContain(b.icon);
      expect(b.description.length).toBeGreaterThan(60);
    }
  });
});
