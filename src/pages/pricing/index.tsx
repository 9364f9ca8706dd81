import ClosingCta from '@site/src/components/ClosingCta';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import TestimonialsSection from '@site/src/components/Testimonials/TestimonialsSection';
import {
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  MONEY_BACK_DAYS,
} from '@site/src/constants';
import PricingFaqSection from './_components/PricingFaqSection';
import PricingOverview from './_components/PricingOverview';

export default function PricingPage() {
  return (
    <MarketingPage
      title="Pricing"
      description={`Free, Pro and Elite plans, priced for your region, with ${LAUNCH_DISCOUNT_PERCENT}% off for early-access members, a ${FREE_TRIAL_DAYS}-day free trial and a ${MONEY_BACK_DAYS}-day money-back guarantee.`}
      keywords={['running coach pricing', 'AI running app price', 'early access discount', 'free trial']}
    >
      <PageHero
        eyebrow="Pricing"
        title="Coaching that adapts to you, at a price that works where you run"
        lead={`Early-access members lock in ${LAUNCH_DISCOUNT_PERCENT}% off for their first ${LAUNCH_DISCOUNT_MONTHS} months. Start with a ${FREE_TRIAL_DAYS}-day free trial, no card needed, and cancel any time.`}
      />
      <PricingOverview />
      <TestimonialsSection
        tone="muted"
        ids={['marcus', 'sophie', 'rohit']}
        title="What beta runners say"
        lead="Three runners on a training block with the coach."
      />
      <PricingFaqSection />
      <ClosingCta
        title="Lock in your launch price"
        lead={`Join early access today: ${LAUNCH_DISCOUNT_PERCENT}% off your first ${LAUNCH_DISCOUNT_MONTHS} months is reserved for you, and nothing is charged during your ${FREE_TRIAL_DAYS}-day trial.`}
        secondary={{label: 'Compare running apps', to: '/vs'}}
      />
    </MarketingPage>
  );
}
