import {DATA_POINTS_STAT, DATA_STATS, STATS_SOURCE} from '../../../constants';
import {DATA_SOURCES, dataPointsFrom, type DataSource} from '../runDataPoints';
import Section from '../../../components/Section';
import SectionTitle from '../../../components/SectionTitle';
import StatList from '../StatList';
import styles from './styles.module.css';

const SOURCES = Object.keys(DATA_SOURCES) as DataSource[];

/** Simple line icons, one per data source (decorative). */
const ICON_PATHS: Readonly<Record<DataSource, string>> = {
  watch: 'M8 4h8l1 3H7zM8 20h8l1-3H7zM6 7h12v10H6zM12 10v2.5l1.5 1',
  runner: 'M12 4a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM5 20c.6-4 3.3-7 7-7s6.4 3 7 7',
  context: 'M4 7h16v13H4zM4 11h16M8 4v5M16 4v5M8 15h3',
};

/** What the coach reads from every run, grouped by where it comes from, and the stats that back it. */
export default function DataIntelligence() {
  return (
    <Section id="data-intelligence" labelledBy="data-intelligence-title">
      <SectionTitle
        id="data-intelligence-title"
        eyebrow="Data intelligence"
        title="Your coach reads more than your pace"
        lead={`A pace alone cannot tell a hard day from a hot one. Every run brings ${DATA_POINTS_STAT.value} data points from your watch, from you and from your week, so every change to your plan has a reason you can read.`}
      />
      <ul className={styles.sources}>
        {SOURCES.map((source) => (
          <li key={source} className={styles.card}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICON_PATHS[source]} />
            </svg>
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
