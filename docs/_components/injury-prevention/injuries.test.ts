import {RUNNING_INJURIES} from './injuries';

describe('running injuries data', () => {
  it('covers the common running injuries once each', () => {
    expect(RUNNING_INJURIES.map((i) => i.id)).toEqual([
      'shin-splints',
      'runners-knee',
      'it-band',
      'achilles',
      'plantar-fasciitis',
      'bone-stress',
    ]);
    for (const key of ['id', 'name', 'alsoKnownAs', 'summary'] as const) {
      expect(new Set(RUNNING_INJURIES.map((i) => i[key])).size).toBe(RUNNING_INJURIES.length);
    }
  });

  it('gives each injury a summary, detection signals and prevention steps', () => {
    for (const injury of RUNNING_INJURIES) {
      expect(injury.summary.length).toBeGreaterThan(60);
      expect(injury.signals.length).toBeGreaterThanOrEqual(2);
      expect(injury.prevention.length).toBeGreaterThanOrEqual(2);
      for (const line of [...injury.signals, ...injury.prevention]) {
        expect(line.length).toBeGreaterThan(20);
        expect(line).not.toMatch(/undefined|NaN|TODO|lorem/i);
      }
    }
  });

  it('takes thresholds from the constants and never claims to diagnose or cure', () => {
    const shins = RUNNING_INJURIES.find((i) => i.id === 'shin-splints');
    expect(shins?.signals[0]).toBe(
      'A weekly distance jump of 10% or more, or a load ratio climbing to 1.3 or more',
    );
    const all = JSON.stringify(RUNNING_INJURIES);
    expect(all).not.toMatch(/\b(diagnos(e|es|is)|cures?|guarantee)/i);
    expect(RUNNING_INJURIES.find((i) => i.id === 'bone-stress')?.prevention.join(' ')).toMatch(/doctor/);
  });
});
