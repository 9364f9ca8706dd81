import {PRICING_BENEFITS} from './pricingBenefits';

test('is the spec trio: 14-day trial, 30-day money back, cancel anytime', () => {
  expect(PRICING_BENEFITS.map((b) => b.title)).toEqual([
    '14-day free trial',
    '30-day money-back guarantee',
    'Cancel anytime',
  ]);
});

test('has distinct icons and complete descriptions', () => {
  expect(new Set(PRICING_BENEFITS.map((b) => b.icon)).size).toBe(PRICING_BENEFITS.length);
  for (const benefit of PRICING_BENEFITS) {
    expect(benefit.description.length).toBeGreaterThan(40);
    expect(benefit.description).toMatch(/\.$/);
  }
});
