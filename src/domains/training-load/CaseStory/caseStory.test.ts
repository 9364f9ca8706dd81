import {CASE_STORY, loadOf} from './caseStory';

describe('injury case story', () => {
  it('is about a fictional runner with three weeks of history', () => {
    expect(CASE_STORY.runner).toMatch(/^[A-Z][a-z]+$/);
    expect(CASE_STORY.history).toHaveLength(3);
    expect(new Set(CASE_STORY.history.map((w) => w.label)).size).toBe(3);
  });

  it('computes the planned week as a load spike in the danger zone', () => {
    const {planned, history} = CASE_STORY;
    // (1000 + 1050 + 950 + 1950) / 4 = 1237.5 chronic; 1950 / 1237.5 = 1.58.
    expect(history.map(loadOf)).toEqual([1000, 1050, 950]);
    expect(planned.load).toBe(1950);
    expect(planned.chronic).toBe(1237.5);
    expect(planned.ratio).toBeCloseTo(1.576, 3);
    expect(planned.ratioZone).toBe('danger');
    // Against week 2, the biggest before it (210 min), not week 3 (190): 300 / 210 − 1 = +42.9%.
    expect(planned.volumeAgainst).toBe('Week 2');
    expect(planned.volumeChangePercent).toBeCloseTo(42.9, 1);
    expect(planned.volumeZone).toBe('danger');
  });

  it('computes the adjusted week back in the safe zones', () => {
    const {adjusted} = CASE_STORY;
    expect(adjusted.load).toBeCloseTo(1127.5);
    expect(adjusted.ratio).toBeCloseTo(1.093, 3);
    expect(adjusted.ratioZone).toBe('safe');
    // 205 / 210 − 1 = −2.4%.
    expect(adjusted.volumeChangePercent).toBeCloseTo(-2.4, 1);
    expect(adjusted.volumeZone).toBe('safe');
  });
});
