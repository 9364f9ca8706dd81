import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import ComparisonSection from '@site/src/components/compare/ComparisonSection';
import CompareLinks from '@site/src/components/compare/CompareLinks';
import RunnerStories from '@site/src/components/compare/RunnerStories';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {FREE_TRIAL_DAYS} from '@site/src/constants';
import {VS_TRENARA} from '@site/src/data/comparisons';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';

export default function VsTrenaraPage() {
  const {productName} = useSiteSettings();
  return (
    <MarketingPage
      title={`${productName} vs Trenara`}
      description={`A fair comparison of ${productName}, an AI coach with instant feedback after every run, and Trenara's adaptive training plans.`}
      keywords={['Trenara alternative', 'Trenara comparison', 'AI running feedback', 'adaptive training']}
    >
      <PageHero
        eyebrow={`${productName} vs Trenara`}
        title="Trenara adapts your plan. We adapt it after every single run."
        lead="Trenara builds adaptive plans for runners of all levels. Here is what changes when feedback arrives the moment you finish, and a coach is there to chat at any hour."
      >
        <EarlyAccessLink size="lg">Train Smarter Today</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs">
          Compare All Apps
        </Link>
      </PageHero>
      <ComparisonSection
        id="trenara-comparison"
        comparison={VS_TRENARA}
        eyebrow="Side by side"
        title={`Trenara and ${productName}, feature by feature`}
        lead="Both adjust your training to what you actually ran. The difference is how soon you hear about it, and whether you can ask why."
      />
      <RunnerStories
        ids={['kavya', 'daniel']}
        tone="muted"
        eyebrow="Made the switch"
        title="Runners who wanted answers sooner"
      />
      <ClosingCta
        title="Get insights the moment you stop your watch"
        lead={`Join early access and your first adaptive plan is ready in minutes. The first ${FREE_TRIAL_DAYS} days are free.`}
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
      <CompareLinks to={['/vs/runna', '/vs']} tone="default" title="More comparisons" />
    </MarketingPage>
  );
}
