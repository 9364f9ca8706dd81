import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';

export default function VsRunnaPage() {
  return (
    <MarketingPage
      title="Compared with Runna"
      description="A fair, feature-by-feature look at an AI coach that adapts after every run next to Runna's structured plans."
      keywords={['Runna alternative', 'Runna comparison', 'adaptive running plan', 'AI running coach']}
    >
      <PageHero
        eyebrow="Compare"
        title="Looking beyond Runna?"
        lead="Runna offers polished, structured plans. If you want a plan that reacts to how each run actually felt, reshuffles the sessions you miss and pauses for your holidays, here is how we differ."
      >
        <EarlyAccessLink size="lg">Ready to Switch?</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs">
          See All Comparisons
        </Link>
      </PageHero>
      <ClosingCta
        title="Switch to a plan that adapts daily"
        lead="Bring your goal race; the coach builds around it and keeps adjusting."
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
      <nav aria-label="More comparisons" className="container margin-vert--lg text--center">
        <Link to="/vs/trenara">Compared with Trenara</Link> · <Link to="/vs">All comparisons</Link>
      </nav>
    </MarketingPage>
  );
}
