import Section from '@site/src/components/Section';
import DashboardStory from './DashboardStory';

/**
 * The real-time analytics section: a demo dashboard of the load numbers the coach works from. Nothing in
 * it is interactive, so on the first load the phone keeps its server HTML (Section interactive={false})
 * and the sample athlete's dashboard is computed at build time, not on the phone.
 */
export default function RealTimeAnalytics() {
  return (
    <Section id="real-time-analytics" labelledBy="real-time-analytics-title" tone="muted" interactive={false}>
      <DashboardStory />
    </Section>
  );
}
