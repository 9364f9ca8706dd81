import {CANCELLATION_TERMS, FREE_TRIAL_DAYS, MONEY_BACK_DAYS} from '@site/src/constants';

import type {IconName} from '@site/src/components/Icon';

/** A benefit card (spec section 3): icon, title, description. */
export interface PricingBenefit {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/** The benefit trio under the price card on /pricing. */
export const PRICING_BENEFITS: readonly PricingBenefit[] = [
  {
    icon: 'calendar-check',
    title: `${FREE_TRIAL_DAYS}-day free trial`,
    description: 'Train with the full coach before you pay anything. No credit card needed to start.',
  },
  {
    icon: 'shield-check',
    title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
    description: `Not the right fit? Ask within ${MONEY_BACK_DAYS} days of your first payment and get every cent back.`,
  },
  {
    icon: 'clock',
    title: 'Cancel anytime',
    description: CANCELLATION_TERMS,
  },
];
