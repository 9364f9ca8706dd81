import MarketingPage from '@site/src/components/MarketingPage';
import TestimonialsSection from '@site/src/components/Testimonials/TestimonialsSection';
import {LAUNCH_DISCOUNT_PERCENT, TESTIMONIALS_ID} from '@site/src/constants';
import AiEngine from './_components/AiEngine';
import DataIntelligence from './_components/DataIntelligence';
import FinalCta from './_components/FinalCta';
import Hero from './_components/Hero';
import HomeJsonLd from './_components/HomeJsonLd';
import PreRegister from './_components/PreRegister';
import RealTimeAnalytics from './_components/RealTimeAnalytics';

const DESCRIPTION = `An AI running coach that adapts your plan after every run, reshuffles missed sessions and flags injury risk early. Join early access for ${LAUNCH_DISCOUNT_PERCENT}% off at launch.`;

export default function Home() {
  return (
    <MarketingPage
      title="AI running coach for 5K to marathon"
      description={DESCRIPTION}
      keywords={[
        'AI running coach',
        'adaptive training plan',
        'marathon training',
        '5K plan',
        'injury prevention running',
        'running app India',
      ]}
    >
      <HomeJsonLd description={DESCRIPTION} />
      <Hero />
      <DataIntelligence />
      <RealTimeAnalytics />
      <AiEngine />
      <TestimonialsSection
        id={TESTIMONIALS_ID}
        ids={['priya', 'daniel', 'ananya']}
        title="Runners who trained with it"
        lead="A first half marathon, a comeback from injury and a first 5K: three beta runners on what changed."
      />
      <PreRegister />
      <FinalCta />
    </MarketingPage>
  );
}
