import {
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  CANCELLATION_TERMS,
  MONEY_BACK_DAYS,
  PLAN_TIERS,
  PRICED_PLAN_NAME,
  STUDENT_DISCOUNT_PERCENT,
  type PlanTier,
} from '@site/src/constants';
import type {FaqItem} from '@site/src/components/Faq/faq';
import {formatMoney} from '@site/src/domains/pricing/format';

/** What the FAQ needs from the site settings. */
export interface PricingFaqSettings {
  readonly supportEmail: string;
}

function tierLine(tier: PlanTier): string {
  const price = tier.monthlyUsd === 0 ? 'at no cost' : `${formatMoney(tier.monthlyUsd, 'USD')} a month`;
  return `${tier.name}: ${tier.summary}, ${price}.`;
}

/** The /pricing FAQ (spec section 2). Answers are plain text: they also feed the FAQPage structured data. */
export function pricingFaq({supportEmail}: PricingFaqSettings): FaqItem[] {
  return [
    {
      question: 'How does the free trial work?',
      answer: `Every paid plan starts with a ${FREE_TRIAL_DAYS}-day free trial, and you do not need a credit card to begin. You get the full coach from the first day: adaptive plans, post-run feedback and the coach chat. Add a payment method only if you decide to keep training with us.`,
    },
    {
      question: 'How long does the early-access discount last?',
      answer: `Early-access members get ${LAUNCH_DISCOUNT_PERCENT}% off for their first ${LAUNCH_DISCOUNT_MONTHS} months of a paid subscription. After that, the plan renews at the regular monthly price for your region, the one shown struck through on the price card.`,
    },
    {
      question: 'Can I cancel anytime?',
      answer: `Yes. Plans renew monthly with no contract. ${CANCELLATION_TERMS} In the first ${MONEY_BACK_DAYS} days after your first payment you can ask for a full refund instead.`,
    },
    {
      question: 'Is there a student discount?',
      answer: `Yes, students get ${STUDENT_DISCOUNT_PERCENT}% off. Email ${supportEmail} with a photo of your current student ID and our support team will apply the discount to your account.`,
    },
    {
      question: 'Which payment methods do you accept?',
      answer:
        'All major credit and debit cards, including Visa, Mastercard and American Express, as well as PayPal and Apple Pay. Payments are handled by our payment provider, Stripe; we never see or store your full card number.',
    },
    {
      question: 'Is there a money-back guarantee?',
      answer: `Yes. If the coach is not right for you, email ${supportEmail} within ${MONEY_BACK_DAYS} days of your first payment and we refund it in full. We may ask what we could do better, but the refund never depends on your answer.`,
    },
    {
      question: 'What plans will there be?',
      answer: `At launch there will be three. ${PLAN_TIERS.map(tierLine).join(' ')} The price card on this page is for ${PRICED_PLAN_NAME}, in your region’s currency and with the launch discount applied; the discount covers Pro as well.`,
    },
  ];
}
