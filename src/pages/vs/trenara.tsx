import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';

export default function VsTrenaraPage() {
  return (
    <MarketingPage
      title="Compared with Trenara"
      description="A fair comparison of an AI coach that gives instant feedback after every run with Trenara's adaptive training plans."
      keywords={['Trenara alternative', 'Trenara comparison', 'AI running feedback', 'adaptive training']}
    >
      <PageHero
        eyebrow="Compare"
        title="Trenara adapts. We adapt after every single run."
        lead="Trenara builds adaptive plans for runners of all levels. Here is what changes when feedback arrives the moment you finish, and the coach is there to chat any time of day."
      >
        <EarlyAccessLink size="lg">Train Smarter Today</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs">
          Compare All Apps
        </Link>
      </PageHero>
      <ClosingCta
        title="Get insights the moment you stop your watch"
        lead="Join early access and your first adaptive plan is ready in minutes."
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
      <nav aria-label="More comparisons" className="container margin-vert--lg text--center">
        <Link to="/vs/runna">Compared with Runna</Link> · <Link to="/vs">All comparisons</Link>
      </nav>
    </MarketingPage>
  );
}
