import {FREE_TRIAL_DAYS, MONEY_BACK_DAYS} from '@site/src/constants';

export type PricingBenefitIcon = 'trial' | 'refund' | 'cancel';

/** A benefit card (spec section 3): icon, title, description. */
export interface PricingBenefit {
  readonly icon: PricingBenefitIcon;
  readonly title: string;
  readonly description: string;
}

/** The benefit trio under the price card on /pricing. */
export const PRICING_BENEFITS: readonly PricingBenefit[] = [
  {
    icon: 'trial',
    title: `${FREE_TRIAL_DAYS}-day free trial`,
    description: 'Train with the full coach before you pay anything. No credit card needed to start.',
  },
  {
    icon: 'refund',
    title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
    description: `Not the right fit? Ask within ${MONEY_BACK_DAYS} days of your first payment and get every cent back.`,
  },
  {
    icon: 'cancel',
    title: 'Cancel anytime',
    description: 'No contract, no commitment. Your plan renews monthly and stops the moment you say so.',
  },
];
