import clsx from 'clsx';
import type {WarmupType} from '../warmups';
import {formatRange} from '@site/src/lib/format';
import {TermText} from '@site/src/components/Term';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';
import {itemMark, type ListAfterFirstScreenProps} from '@site/src/config/headTags';

export interface WarmupRoutinesProps extends ListAfterFirstScreenProps {
  readonly warmups: readonly WarmupType[];
  readonly className?: string;
}

/** One card per session type: the warm-up's purpose and length, the routine in order, and the cool-down. */
export default function WarmupRoutines({warmups, className, firstItemAfterScreen}: WarmupRoutinesProps) {
  return (
    <div className={clsx(styles.stack, className)}>
      {warmups.map((warmup, index) => {
        const headingId = `warmup-${warmup.id}`;
        return (
          <article
            key={warmup.id}
            className={styles.card}
            aria-labelledby={headingId}
            {...itemMark(firstItemAfterScreen, index)}
          >
            <header className={styles.header}>
              <h3 id={headingId} className={styles.title}>
                {warmup.session}
              </h3>
              <p className={styles.minutes}>
                <span className="visually-hidden">Warm-up length: </span>
                {formatRange(warmup.minutes)} min warm-up
              </p>
            </header>
            <p className={styles.lead}>
              <TermText text={warmup.warmUp} terms={warmup.warmUpTerms} />
            </p>
            <div className={styles.columns}>
              <div role="group" className={styles.routine} aria-labelledby={`${headingId}-routine`}>
                <h4 id={`${headingId}-routine`} className={styles.sub}>
                  The routine
                </h4>
                <ol className={styles.steps}>
                  {warmup.routine.map((step) => (
                    <li key={step.name}>
                      <span className={styles.stepName}>
                        <TermText text={step.name} terms={step.term ? [step.term] : []} />
                      </span>
                      <span className={styles.dose}>{keepUnits(step.dose)}</span>
                    </li>
                  ))}
                </ol>
              </div>
              <div role="group" className={styles.cooldown} aria-labelledby={`${headingId}-cooldown`}>
                <h4 id={`${headingId}-cooldown`} className={styles.sub}>
                  Cool-down
                </h4>
                <p>{keepUnits(warmup.coolDown)}</p>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
