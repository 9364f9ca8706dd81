import {ICON_NAMES} from '@site/src/components/Icon/icons';
import {AI_FEATURES, PRIVACY_POINTS, PROCESS_STEPS} from './howItWorks';

describe('how-it-works data', () => {
  it('has the four steps, starting with the 5-minute assessment', () => {
    expect(PROCESS_STEPS.map((s) => s.id)).toEqual(['assessment', 'plan', 'run', 'adapt']);
    expect(PROCESS_STEPS[0]?.when).toBe('5 minutes');
    expect(PROCESS_STEPS[3]?.when).toBe('Within 24 hours');
    for (const step of PROCESS_STEPS) expect(step.description.length).toBeGreaterThan(60);
    expect(new Set(PROCESS_STEPS.map((s) => s.title)).size).toBe(4);
  });

  it('has distinct AI features with drawable icons and the constants', () => {
    expect(AI_FEATURES.length).toBeGreaterThanOrEqual(4);
    for (const key of ['id', 'title', 'icon'] as const) {
      expect(new Set(AI_FEATURES.map((f) => f[key])).size).toBe(AI_FEATURES.length);
    }
    for (const f of AI_FEATURES) expect(ICON_NAMES).toContain(f.icon);
    const text = JSON.stringify(AI_FEATURES);
    expect(text).toContain('Reads 12+ data points per run');
    expect(text).toContain('Form below \u221230 switches the plan to recovery mode');
    expect(text).toContain('At 1.5 or more, the coach cuts the load');
  });

  it('has privacy points consistent with the privacy policy', () => {
    expect(new Set(PRIVACY_POINTS.map((p) => p.id)).size).toBe(PRIVACY_POINTS.length);
    const text = PRIVACY_POINTS.map((p) => p.description).join(' ');
    expect(text).toContain('never sell');
    expect(text).toContain('removed within 30 days');
    expect(text).toMatch(/consent/);
  });
});
