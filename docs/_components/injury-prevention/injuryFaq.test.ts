import {faqPageJsonLd} from '@site/src/components/Faq/faq';
import {INJURY_FAQ} from './injuryFaq';

describe('injury-prevention FAQ data', () => {
  it('has complete, distinct questions', () => {
    expect(INJURY_FAQ.length).toBeGreaterThanOrEqual(5);
    for (const item of INJURY_FAQ) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(120);
      expect(item.answer).not.toMatch(/lorem|TODO|undefined|NaN|\$\{/i);
    }
    expect(new Set(INJURY_FAQ.map((i) => i.question)).size).toBe(INJURY_FAQ.length);
  });

  const answer = (pattern: RegExp) => INJURY_FAQ.find((i) => pattern.test(i.question))?.answer ?? '';

  it('states the zones and rules from the constants', () => {
    expect(answer(/acute-to-chronic/)).toContain('last 7 days');
    expect(answer(/acute-to-chronic/)).toContain('last 28 days');
    expect(answer(/acute-to-chronic/)).toContain('Between 0.8 and 1.3');
    expect(INJURY_FAQ.map((i) => i.question)).toContain('What does the coach do when my ratio reaches 1.5?');
    expect(answer(/reaches 1\.5/)).toMatch(/reduces your load automatically/);
    expect(answer(/weekly mileage/)).toContain('below 10%');
    expect(answer(/weekly mileage/)).toContain('a jump of 30% or more');
  });

  it('does not overclaim: no diagnosis, and a high ratio is not a prediction', () => {
    expect(answer(/tell me whether I am injured/)).toMatch(/^No\./);
    expect(answer(/high ratio/)).toMatch(/^No\./);
  });

  it('builds FAQPage structured data with every question', () => {
    const data = faqPageJsonLd(INJURY_FAQ);
    expect(data.mainEntity).toHaveLength(INJURY_FAQ.length);
  });
});
