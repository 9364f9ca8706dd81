import {PLAN_TIERS} from '../../constants';
import {FALLBACK_PRICING} from './fallbackPrices';
import {PLAN_INCLUDES, PRICED_PLAN} from './plan';

test('prices the Elite tier, whose US list price is the fallback original', () => {
  expect(PLAN_TIERS).toContain(PRICED_PLAN);
  expect(PRICED_PLAN.name).toBe('Elite');
  expect(FALLBACK_PRICING.US.originalPrice).toBe(PRICED_PLAN.monthlyUsd);
});

test('lists distinct, complete inclusions', () => {
  expect(PLAN_INCLUDES.length).toBeGreaterThanOrEqual(5);
  expect(new Set(PLAN_INCLUDES).size).toBe(PLAN_INCLUDES.length);
  for (const line of PLAN_INCLUDES) expect(line.length).toBeGreaterThan(20);
  expect(PLAN_INCLUDES.join(' ')).toMatch(/priority support/i);
});
