/**
 * @jest-environment node
 *
 * One reading of the offer everywhere (src/constants.ts): which plan the card prices, what the terms
 * charge, how cancelling works. Checked on the data modules and in the MDX sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CANCELLATION_TERMS,
  ELITE_MONTHLY_USD,
  PLAN_TIERS,
  PRICED_PLAN_NAME,
  PRO_MONTHLY_USD,
} from '../src/constants';
import {FALLBACK_PRICING} from '../src/domains/pricing/fallbackPrices';
import {formatPricing} from '../src/domains/pricing/format';
import {PRICED_PLAN} from '../src/domains/pricing/plan';
import {PRICING_BENEFITS} from '../src/pages/pricing/_components/pricingBenefits';
import {pricingFaq} from '../src/pages/pricing/_components/pricingFaq';
import {SUPPORT_FAQ} from '../src/pages/support/_components/supportFaq';

const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8');

test('the card prices the plan whose regular US price is the fallback table’s original', () => {
  expect(PRICED_PLAN.name).toBe(PRICED_PLAN_NAME);
  expect(FALLBACK_PRICING.US.originalPrice).toBe(PRICED_PLAN.monthlyUsd);
  expect(PLAN_TIERS.map((t) => [t.name, t.monthlyUsd])).toEqual([
    ['Free', 0],
    ['Pro', PRO_MONTHLY_USD],
    ['Elite', ELITE_MONTHLY_USD],
  ]);
  // Without a pricing object the card still shows the priced plan's price, not another plan's.
  expect(formatPricing(null).original).toBe('$19.99');
});

test('the terms charge the tiers’ prices, not a single subscription price', () => {
  const terms = read('docs/legal/terms-of-service.mdx');
  expect(terms).toContain('<Const name="PRO_MONTHLY_USD" />');
  expect(terms).toContain('<Const name="ELITE_MONTHLY_USD" />');
  expect(terms).not.toMatch(/SUBSCRIPTION_PRICE_USD|standard subscription costs/);
  const pricingPage = read('src/pages/pricing/index.tsx');
  expect(pricingPage).not.toMatch(/One plan/i);
});

test('every page that explains cancelling uses the terms’ wording with both choices', () => {
  expect(CANCELLATION_TERMS).toMatch(/until the end of the month you have paid for/);
  expect(CANCELLATION_TERMS).toMatch(/straight away for a prorated refund/);
  const terms = read('docs/legal/terms-of-service.mdx');
  expect(terms).toContain('<Const name="CANCELLATION_TERMS" />');
  expect(terms).toMatch(/keep your paid features until the end of the month you have already paid for/);
  expect(terms).toMatch(/end your paid features straight away and receive a \*\*prorated refund\*\*/);
  const pricingCancel = pricingFaq({supportEmail: 'a@b.c'}).find((item) => /cancel/i.test(item.question));
  expect(pricingCancel?.answer).toContain(CANCELLATION_TERMS);
  expect(PRICING_BENEFITS.find((b) => /cancel/i.test(b.title))?.description).toBe(CANCELLATION_TERMS);
  const supportCancel = SUPPORT_FAQ.find((item) => item.id === 'cancel');
  expect(supportCancel?.answer.join(' ')).toContain(CANCELLATION_TERMS);
  for (const file of ['src/pages/_components/PreRegister/index.tsx']) {
    expect(read(file)).toContain('CANCELLATION_TERMS');
    expect(read(file)).not.toMatch(/one tap|the moment you say so/);
  }
});
