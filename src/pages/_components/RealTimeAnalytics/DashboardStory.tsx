import SectionTitle from '@site/src/components/SectionTitle';
import DemoDashboard from '../DemoDashboard';
import {raceMorningDashboard} from '../DemoDashboard/demoDashboard';

/** The section's title and the sample athlete's race-morning dashboard, computed from her twelve weeks. */
export default function DashboardStory() {
  const dashboard = raceMorningDashboard();
  const weeks = dashboard.weeklyVolume.spansKm.length;
  return (
    <>
      <SectionTitle
        id="real-time-analytics-title"
        eyebrow="Real-time analytics"
        title="Know how fit, how tired and how safe you are, after every run"
        lead={`The training-load numbers from sports-science research, updated when your run syncs and explained in plain words. Below is ${dashboard.athlete.name}, a sample athlete, on the morning of her half marathon, computed from her ${weeks} weeks of training.`}
      />
      <DemoDashboard data={dashboard} />
    </>
  );
}
