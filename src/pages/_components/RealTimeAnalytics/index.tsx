import Section from '@site/src/components/Section';
import {sectionTitleTextId} from '@site/src/components/SectionTitle';
import DashboardStory from './DashboardStory';

/**
 * The real-time analytics section: a demo dashboard of the load numbers the coach works from. Nothing in
 * it is interactive, so on the first load the phone keeps its server HTML (Section interactive={false}).
 * The dashboard is computed inside DashboardStory, below the static boundary, so on the first load it is
 * computed at build time only, never while this component hydrates.
 */
export default function RealTimeAnalytics() {
  return (
    <Section
      id="real-time-analytics"
      labelledBy={sectionTitleTextId('real-time-analytics-title')}
      tone="muted"
      interactive={false}
    >
      <DashboardStory />
    </Section>
  );
}
