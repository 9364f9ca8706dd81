import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  MONEY_BACK_DAYS,
} from '@site/src/constants';

export default function PricingPage() {
  return (
    <MarketingPage
      title="Pricing"
      description={`One plan, priced for your region, with ${LAUNCH_DISCOUNT_PERCENT}% off for early-access members, a ${FREE_TRIAL_DAYS}-day free trial and a ${MONEY_BACK_DAYS}-day money-back guarantee.`}
      keywords={['running coach pricing', 'AI running app price', 'early access discount', 'free trial']}
    >
      <PageHero
        eyebrow="Pricing"
        title="Coaching that adapts to you, at a price that works where you run"
        lead={`Early-access members lock in ${LAUNCH_DISCOUNT_PERCENT}% off for their first ${LAUNCH_DISCOUNT_MONTHS} months. Start with a ${FREE_TRIAL_DAYS}-day free trial, no card needed, and cancel any time.`}
      >
        <EarlyAccessLink size="lg" />
      </PageHero>
      <ClosingCta
        title="Claim your launch discount"
        lead={`Join the early-access list today; your ${LAUNCH_DISCOUNT_PERCENT}% discount is reserved for you when we launch.`}
      />
    </MarketingPage>
  );
}
