import {DATA_POINTS_STAT, DATA_STATS, STATS_SOURCE} from '../../../constants';
import {DATA_SOURCES, dataPointsFrom, type DataSource} from '../runDataPoints';
import Icon from '../../../components/Icon';
import Section from '../../../components/Section';
import SectionTitle, {sectionTitleTextId} from '../../../components/SectionTitle';
import StatList from '../StatList';
import {cardGridStyle} from '../../../lib/cardGrid';
import styles from './styles.module.css';

const SOURCES = Object.keys(DATA_SOURCES) as DataSource[];

/** What the coach reads from every run, grouped by where it comes from, and the stats that back it. */
export default function DataIntelligence() {
  return (
    <Section
      id="data-intelligence"
      labelledBy={sectionTitleTextId('data-intelligence-title')}
      interactive={false}
    >
      <SectionTitle
        id="data-intelligence-title"
        eyebrow="Data intelligence"
        title="Your coach reads more than your pace"
        lead={`A pace alone cannot tell a hard day from a hot one. Every run brings ${DATA_POINTS_STAT.value} data points from your watch, from you and from your week, so every change to your plan has a reason you can read.`}
      />
      <ul className={styles.sources} style={cardGridStyle(SOURCES.length)}>
        {SOURCES.map((source) => (
          <li key={source} className={styles.card}>
            <Icon name={DATA_SOURCES[source].icon} className={styles.icon} />
            <h3 className={styles.cardTitle}>{DATA_SOURCES[source].title}</h3>
            <p className={styles.summary}>{DATA_SOURCES[source].summary}</p>
            <ul className={styles.points}>
              {dataPointsFrom(source).map((point) => (
                <li key={point.id}>
                  <span className={styles.pointLabel}>{point.label}</span>
                  <span className={styles.pointUse}>{point.use}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <StatList items={DATA_STATS} variant="panel" className={styles.stats} />
      <p className={styles.source}>{STATS_SOURCE}</p>
    </Section>
  );
}
