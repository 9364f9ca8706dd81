import ClosingCta from '@site/src/components/ClosingCta';
import LinkCards from '@site/src/components/LinkCards';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {TOOLS} from '@site/src/domains/tools/tools';
import ToolkitPrinciples from './_components/ToolkitPrinciples';

export default function ToolsPage() {
  return (
    <MarketingPage
      title="Runner’s toolkit"
      description="Free running calculators: race time predictor, VDOT training paces, pace converter, heart-rate zones, taper planner and injury risk, with formulas and sources."
      keywords={[
        'running calculators',
        'race time predictor',
        'VDOT calculator',
        'pace converter',
        'heart rate zones',
        'taper planner',
      ]}
    >
      <PageHero
        eyebrow="Runner’s toolkit"
        title="Running calculators that show their working"
        lead="Race predictions, training paces, pace conversions, heart-rate zones, your taper and your injury risk: each with its formula, where it comes from and where it stops being right."
      />
      <Section labelledBy="tools-list-title">
        <SectionTitle id="tools-list-title" eyebrow="Tools" title="Six calculators" align="start" />
        <LinkCards items={TOOLS} labelledBy="tools-list-title" />
      </Section>
      <ToolkitPrinciples />
      <ClosingCta
        title="From one-off numbers to a plan that adapts"
        lead="The app recalculates this after every run: your VDOT, your paces, your zones and your load, so each session fits the runner you are this week."
        secondary={{label: 'See the features', to: '/features'}}
      />
    </MarketingPage>
  );
}
