import {WARMUP_MINUTES} from '@site/src/constants';
import {WARMUPS} from './warmups';

describe('warm-up data', () => {
  it('covers easy runs, interval sessions and long runs once each', () => {
    expect(WARMUPS.map((w) => [w.id, w.session])).toEqual([
      ['easy', 'Easy run'],
      ['interval', 'Interval session'],
      ['long', 'Long run'],
    ]);
  });

  it('takes every length from WARMUP_MINUTES (5–8, 10–15, 8–12 minutes)', () => {
    for (const w of WARMUPS) expect(w.minutes).toBe(WARMUP_MINUTES[w.id]);
    expect(WARMUPS.map((w) => w.minutes)).toEqual([
      [5, 8],
      [10, 15],
      [8, 12],
    ]);
  });

  it('has warm-up text, a routine of distinct steps and cool-down text', () => {
    for (const w of WARMUPS) {
      expect(w.warmUp.length).toBeGreaterThan(60);
      expect(w.coolDown.length).toBeGreaterThan(60);
      expect(w.routine.length).toBeGreaterThanOrEqual(4);
      expect(new Set(w.routine.map((s) => s.name)).size).toBe(w.routine.length);
      for (const step of w.routine) {
        expect(step.name.trim()).not.toBe('');
        expect(step.dose.trim()).not.toBe('');
      }
    }
  });

  it('keeps static stretching for after the run', () => {
    for (const w of WARMUPS) {
      expect(w.routine.some((s) => /stretch/i.test(s.name))).toBe(false);
      expect(w.coolDown).toMatch(/stretch/i);
    }
  });
});
