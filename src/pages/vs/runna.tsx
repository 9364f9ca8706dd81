import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import ComparisonSection from '@site/src/components/compare/ComparisonSection';
import CompareLinks from '@site/src/components/compare/CompareLinks';
import RunnerStories from '@site/src/components/compare/RunnerStories';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {FREE_TRIAL_DAYS} from '@site/src/constants';
import {VS_RUNNA} from '@site/src/data/comparisons';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';

export default function VsRunnaPage() {
  const {productName} = useSiteSettings();
  return (
    <MarketingPage
      title={`${productName} vs Runna`}
      description={`A fair, feature-by-feature look at ${productName}, an AI coach that adapts after every run, next to Runna's structured plans.`}
      keywords={['Runna alternative', 'Runna comparison', 'adaptive running plan', 'AI running coach']}
    >
      <PageHero
        eyebrow={`${productName} vs Runna`}
        title="Looking beyond Runna?"
        lead="Runna offers polished, coach-written plans. If you want a plan that reacts to how each run actually felt, reshuffles the sessions you miss and pauses for your holidays, here is how we differ."
      >
        <EarlyAccessLink size="lg">Ready to Switch?</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs">
          See All Comparisons
        </Link>
      </PageHero>
      <ComparisonSection
        id="runna-comparison"
        comparison={VS_RUNNA}
        eyebrow="Side by side"
        title={`Runna and ${productName}, feature by feature`}
        lead="Both build a plan around your goal race. The difference is what happens after you press stop."
      />
      <RunnerStories
        ids={['marcus', 'sophie']}
        tone="muted"
        eyebrow="Made the switch"
        title="Runners who wanted more than a schedule"
      />
      <ClosingCta
        title="Switch to a plan that adapts daily"
        lead={`Bring your goal race; the coach builds the plan around it and keeps adjusting it after every run. The first ${FREE_TRIAL_DAYS} days are free.`}
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
      <CompareLinks to={['/vs/trenara', '/vs']} tone="default" title="More comparisons" />
    </MarketingPage>
  );
}
