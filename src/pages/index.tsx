import MarketingPage from '@site/src/components/MarketingPage';
import {LAUNCH_DISCOUNT_PERCENT} from '@site/src/constants';
import AiEngine from './_components/AiEngine';
import DataIntelligence from './_components/DataIntelligence';
import FinalCta from './_components/FinalCta';
import Hero from './_components/Hero';
import HomeJsonLd from './_components/HomeJsonLd';
import HomeTestimonials from './_components/HomeTestimonials';
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
      <HomeTestimonials />
      <PreRegister />
      <FinalCta />
    </MarketingPage>
  );
}
