import {CANCELLATION_TERMS} from '@site/src/constants';
import {pricingFaq} from './pricingFaq';

const FAQ = pricingFaq({supportEmail: 'help@example.org'});

describe('pricing FAQ data', () => {
  it('has seven complete, distinct questions', () => {
    expect(FAQ).toHaveLength(7);
    for (const item of FAQ) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(60);
      expect(item.answer).not.toMatch(/lorem|TODO|undefined|NaN|\$\{/i);
    }
    expect(new Set(FAQ.map((i) => i.question)).size).toBe(FAQ.length);
  });

  const answer = (pattern: RegExp) => FAQ.find((i) => pattern.test(i.question))?.answer ?? '';

  it('covers the spec topics with the constants', () => {
    expect(answer(/free trial/)).toContain('14-day free trial');
    expect(answer(/free trial/)).toMatch(/no.* credit card/);
    expect(answer(/discount last/)).toContain('50% off for their first 12 months');
    expect(answer(/cancel/)).toContain(CANCELLATION_TERMS);
    expect(answer(/student/)).toContain('50% off');
    expect(answer(/student/)).toContain('student ID');
    expect(answer(/student/)).toContain('help@example.org');
    expect(answer(/payment methods/)).toMatch(/major credit and debit cards.*PayPal and Apple Pay/);
    expect(answer(/money-back/)).toContain('within 30 days');
    expect(answer(/plans/)).toContain('Free: basic 5K training, at no cost.');
    expect(answer(/plans/)).toContain('Pro: adaptive plans for every distance, $9.99 a month.');
    expect(answer(/plans/)).toContain('Elite: everything in Pro plus priority support, $19.99 a month.');
  });
});
