import {HOW_IT_WORKS_FAQ} from './howItWorksFaq';

describe('how-it-works FAQ data', () => {
  it('has exactly seven complete, distinct questions (spec section 2)', () => {
    expect(HOW_IT_WORKS_FAQ).toHaveLength(7);
    for (const item of HOW_IT_WORKS_FAQ) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(120);
      expect(item.answer).not.toMatch(/lorem|TODO|undefined|NaN|\$\{/i);
    }
    expect(new Set(HOW_IT_WORKS_FAQ.map((i) => i.question)).size).toBe(7);
  });

  const answer = (pattern: RegExp) => HOW_IT_WORKS_FAQ.find((i) => pattern.test(i.question))?.answer ?? '';

  it('states the constants', () => {
    expect(answer(/assessment/)).toContain('about 5 minutes');
    expect(answer(/How quickly/)).toContain('within 24 hours');
    expect(answer(/delete my account/)).toContain('within 30 days');
    expect(answer(/delete my account/)).toContain('Settings, Account, Delete Account');
    expect(answer(/beginners/)).toContain('14-day free trial');
  });
});
