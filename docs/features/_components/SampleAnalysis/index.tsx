import type {PostRunAnalysis} from '../coachingInsights';
import {TermText} from '@site/src/components/Term';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface SampleAnalysisProps {
  readonly analysis: PostRunAnalysis;
}

/** A post-run analysis as the app shows it: the run's numbers, then the coach's notes. */
export default function SampleAnalysis({analysis}: SampleAnalysisProps) {
  return (
    <article className={styles.card} aria-labelledby="sample-analysis-title">
      <header className={styles.header}>
        <p className={styles.kicker}>
          Sample analysis · {analysis.athlete}, {analysis.when}
        </p>
        <h3 id="sample-analysis-title" className={styles.title}>
          {analysis.title}
        </h3>
      </header>
      <dl className={styles.metrics}>
        {analysis.metrics.map((metric) => (
          <div key={metric.label} className={styles.metric}>
            <dt>{metric.label}</dt>
            <dd>
              <TermText text={metric.value} terms={metric.terms} />
              {/* Its own line, so a narrow cell wraps the words, not the number; the space reads between them. */}
              {metric.detail && <span className={styles.detail}> {metric.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.notes}>
        {analysis.notes.map((note) => (
          <section key={note.heading} className={styles.note}>
            <h4 className={styles.noteTitle}>{note.heading}</h4>
            <p>{keepUnits(note.text)}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
