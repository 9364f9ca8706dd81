import {SUPPORT_FAQ} from './supportFaq';

describe('support FAQ data', () => {
  it('has questions that end with a question mark and answers in full sentences', () => {
    expect(SUPPORT_FAQ.length).toBeGreaterThanOrEqual(6);
    for (const item of SUPPORT_FAQ) {
      expect(item.question).toMatch(/^[A-Z].*\?$/);
      expect(item.answer.length).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph).toMatch(/^[A-Z].*[.!]$/s);
        expect(paragraph).not.toMatch(/undefined|NaN|TODO|lorem/i);
      }
    }
  });

  it('has no duplicate ids or questions, and ids usable as anchors', () => {
    for (const key of ['id', 'question'] as const) {
      expect(new Set(SUPPORT_FAQ.map((item) => item[key])).size).toBe(SUPPORT_FAQ.length);
    }
    for (const item of SUPPORT_FAQ) expect(item.id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('links only to routes of the site', () => {
    const routes = [
      '/pricing',
      '/terms-of-service',
      '/account-deletion',
      '/injury-prevention',
      '/privacy-policy',
    ];
    for (const {link} of SUPPORT_FAQ) {
      if (link) {
        expect(routes).toContain(link.to);
        expect(link.label).toMatch(/^[A-Z]/);
      }
    }
  });

  it('states the student discount and the deletion period from the constants', () => {
    const text = SUPPORT_FAQ.flatMap((item) => item.answer).join(' ');
    expect(text).toContain('students get 50% off');
    expect(text).toContain('removed within 30 days');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('14-day free trial');
  });
});
