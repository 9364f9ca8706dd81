import Link from '@docusaurus/Link';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {PRE_REGISTER_ID, TESTIMONIALS_ID} from '@site/src/constants';

export default function Home() {
  return (
    <MarketingPage
      title="AI running coach for 5K to marathon"
      description="An AI running coach that adapts your plan after every run, reshuffles missed sessions and flags injury risk early. Join early access."
      keywords={[
        'AI running coach',
        'adaptive training plan',
        'marathon training',
        '5K plan',
        'running app India',
      ]}
    >
      <PageHero title="Your AI running coach" lead="A plan that adapts after every run.">
        <EarlyAccessLink size="lg" />
        <Link className="button button--secondary button--lg" to="/features">
          See Features
        </Link>
      </PageHero>
      <Section id={TESTIMONIALS_ID} labelledBy="testimonials-title">
        <SectionTitle id="testimonials-title" title="Runners on the beta" />
      </Section>
      <Section id={PRE_REGISTER_ID} labelledBy="pre-register-title" tone="muted">
        <SectionTitle id="pre-register-title" title="Get early access" />
      </Section>
    </MarketingPage>
  );
}
