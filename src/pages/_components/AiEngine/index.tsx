import {ENGINE_STEPS} from '../coachingLoop';
import Section from '../../../components/Section';
import SectionTitle, {sectionTitleTextId} from '../../../components/SectionTitle';
import {cardGridStyle} from '../../../lib/cardGrid';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

/** The AI analytics engine: the four steps from a finished run to an adjusted plan. */
export default function AiEngine() {
  return (
    <Section
      id="ai-engine"
      labelledBy={sectionTitleTextId('ai-engine-title')}
      tone="dark"
      className={styles.engine}
      interactive={false}
    >
      <SectionTitle
        id="ai-engine-title"
        eyebrow="AI analytics engine"
        title="How one run becomes tomorrow’s plan"
        lead="No weekly check-ins and no guessing. The loop below runs after every workout, including the ones you cut short or skip."
      />
      <ol className={styles.steps} style={cardGridStyle(ENGINE_STEPS.length)}>
        {ENGINE_STEPS.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.body}>{keepUnits(step.body)}</p>
          </li>
        ))}
      </ol>
      <p className={styles.footnote}>
        Missed a run, off on holiday or nursing a niggle? The same loop reshuffles missed sessions, pauses and
        resumes your plan, and eases off when your load climbs too fast.
      </p>
    </Section>
  );
}
