import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';

export default function ComparePage() {
  return (
    <MarketingPage
      title="Compare running apps"
      description="How an AI coach that adapts after every run compares with plan-based apps, weekly-adjusting apps and watch platforms."
      keywords={['running app comparison', 'best running coach app', 'adaptive training plan', 'AI coach']}
    >
      <PageHero
        eyebrow="Compare"
        title="Most running apps hand you a plan. Ours keeps rewriting it."
        lead="Plan-based apps, weekly-adjusting apps and watch platforms all help runners. See where an AI coach that reviews every run, reshuffles missed sessions and watches your injury risk goes further."
      >
        <EarlyAccessLink size="lg">Start Free Trial</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs/runna">
          Compare with Runna
        </Link>
        <Link className="button button--secondary button--lg" to="/vs/trenara">
          Compare with Trenara
        </Link>
      </PageHero>
      <ClosingCta
        title="Train with a plan that listens"
        lead="Try the coach that adjusts after every run, free for the trial period."
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
    </MarketingPage>
  );
}
