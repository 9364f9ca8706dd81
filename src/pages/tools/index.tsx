import ClosingCta from '@site/src/components/ClosingCta';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import ToolkitPrinciples from './_components/ToolkitPrinciples';
import ToolList from './_components/ToolList';

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
      <ToolList />
      <ToolkitPrinciples />
      <ClosingCta
        title="From one-off numbers to a plan that adapts"
        lead="The app recalculates this after every run: your VDOT, your paces, your zones and your load, so each session fits the runner you are this week."
        secondary={{label: 'See the features', to: '/features'}}
      />
    </MarketingPage>
  );
}
