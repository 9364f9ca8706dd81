import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import CompareLinks from '../CompareLinks';
import ComparisonSection from '../ComparisonSection';
import type {RivalPageEntry} from '../rivalPages';
import TestimonialsSection from '@site/src/components/Testimonials/TestimonialsSection';

export interface RivalPageProps {
  readonly page: RivalPageEntry;
}

/** A comparison page with one rival app (/vs/<rival>), rendered from its entry in `rivalPages.ts`. */
export default function RivalPage({page}: RivalPageProps) {
  const {productName} = useSiteSettings();
  const {rival, hero, stories, closing} = page;
  return (
    <MarketingPage
      title={`${productName} vs ${rival}`}
      description={page.description(productName)}
      keywords={page.keywords}
    >
      <PageHero eyebrow={`${productName} vs ${rival}`} title={hero.title} lead={hero.lead}>
        <EarlyAccessLink size="lg">{hero.cta}</EarlyAccessLink>
        <Link className="button button--secondary button--lg" to="/vs">
          {hero.allComparisons}
        </Link>
      </PageHero>
      <ComparisonSection
        id={`${page.slug}-comparison`}
        comparison={page.comparison}
        eyebrow="Side by side"
        title={`${rival} and ${productName}, feature by feature`}
        lead={page.comparisonLead}
      />
      <TestimonialsSection ids={stories.ids} tone="muted" title={stories.title} />
      <ClosingCta
        title={closing.title}
        lead={closing.lead}
        ctaLabel="Start Free Trial"
        secondary={{label: 'View Pricing', to: '/pricing'}}
      />
      <CompareLinks to={page.more} tone="default" title="More comparisons" />
    </MarketingPage>
  );
}
