import {BENEFIT_ICONS, VS_BENEFITS} from './benefits';

describe('benefits data', () => {
  it('has four /vs benefits with an icon, a title and a description', () => {
    expect(VS_BENEFITS).toHaveLength(4);
    for (const b of VS_BENEFITS) {
      expect(BENEFIT_ICONS).toContain(b.icon);
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
