import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {FREE_TRIAL_DAYS, LAUNCH_DISCOUNT_MONTHS, LAUNCH_DISCOUNT_PERCENT} from '@site/src/constants';
import {VS_BENEFITS} from '@site/src/data/benefits';
import {VS_ALL} from '@site/src/domains/comparisons/comparisons';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import CompareLinks from './_components/CompareLinks';
import ComparisonSection from './_components/ComparisonSection';
import TestimonialsSection from '@site/src/components/Testimonials/TestimonialsSection';
import WhySwitch from './_components/WhySwitch';

export default function ComparePage() {
  const {productName} = useSiteSettings();
  return (
    <MarketingPage
      title="Compare running apps"
      description={`How ${productName}, an AI coach that adapts after every run, compares with plan-based apps, weekly-adjusting apps and watch platforms.`}
      keywords={[
        'running app comparison',
        'best running coach app',
        'adaptive training plan',
        'AI running coach',
      ]}
    >
      <PageHero
        eyebrow="Compare"
        title="Most running apps hand you a plan. Ours keeps rewriting it."
        lead="Plan-based apps, weekly-adjusting apps and watch platforms all help runners. See where a coach that reviews every run, reshuffles missed sessions and watches your injury risk goes further."
      >
        <EarlyAccessLink size="lg">Start Free Trial</EarlyAccessLink>
        <a className="button button--secondary button--lg" href="#head-to-head">
          See the Head-to-Head
        </a>
      </PageHero>
      <ComparisonSection
        id="head-to-head"
        comparison={VS_ALL}
        eyebrow="Head-to-head"
        title="Four ways to follow a training plan"
        lead="Each kind of app does something well. The difference is how quickly your plan reacts to the run you just did."
      />
      <WhySwitch
        benefits={VS_BENEFITS}
        eyebrow="Why runners switch"
        title="What changes when the plan listens"
      />
      <TestimonialsSection ids={['marcus', 'priya', 'daniel']} title="In their own words" />
      <CompareLinks
        to={['/vs/runna', '/vs/trenara']}
        title="Compare app by app"
        lead="Two popular apps, side by side with ours, feature by feature."
      />
      <ClosingCta
        title="Train with a plan that listens"
        lead={`Start with a ${FREE_TRIAL_DAYS}-day free trial, no card needed, and keep ${LAUNCH_DISCOUNT_PERCENT}% off for your first ${LAUNCH_DISCOUNT_MONTHS} months as an early-access member.`}
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
    </MarketingPage>
  );
}
