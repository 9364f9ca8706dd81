import type {RunningInjury} from '../injuries';
import styles from './styles.module.css';

export interface InjuryListProps {
  readonly injuries: readonly RunningInjury[];
}

/** Common running injuries: what each is, what the coach watches for and how it helps prevent it. */
export default function InjuryList({injuries}: InjuryListProps) {
  return (
    <div className={styles.list}>
      {injuries.map((injury) => {
        const headingId = `injury-${injury.id}`;
        return (
          <article key={injury.id} className={styles.card} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.name}>
              {injury.name}
            </h3>
            <p className={styles.aka}>{injury.alsoKnownAs}</p>
            <p className={styles.summary}>{injury.summary}</p>
            <div className={styles.columns}>
              <div role="group" aria-labelledby={`${headingId}-signals`}>
                <h4 id={`${headingId}-signals`} className={styles.sub}>
                  What the coach watches for
                </h4>
                <ul className={styles.points}>
                  {injury.signals.map((signal) => (
                    <li key={signal}>{signal}</li>
                  ))}
                </ul>
              </div>
              <div role="group" aria-labelledby={`${headingId}-prevention`}>
                <h4 id={`${headingId}-prevention`} className={styles.sub}>
                  How it helps prevent it
                </h4>
                <ul className={styles.points}>
                  {injury.prevention.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
