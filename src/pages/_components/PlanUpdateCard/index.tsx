import clsx from 'clsx';
import {CHANGE_LABEL, PLAN_UPDATE_EXAMPLE, type PlanUpdateExample} from '../coachingLoop';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface PlanUpdateCardProps {
  readonly example?: PlanUpdateExample;
  readonly className?: string;
}

/** A phone-sized card showing the coach rewriting a week after a missed run. Pure HTML and CSS. */
export default function PlanUpdateCard({example = PLAN_UPDATE_EXAMPLE, className}: PlanUpdateCardProps) {
  return (
    <figure className={clsx(styles.phone, className)}>
      <figcaption className="visually-hidden">
        Example: how the coach rewrites a week after a missed run
      </figcaption>
      <div className={styles.screen}>
        <p className={styles.kicker}>
          <span className={styles.pulse} aria-hidden="true" />
          Plan updated
        </p>
        <p className={styles.trigger}>{example.trigger}</p>
        <ol className={styles.changes}>
          {example.changes.map((change) => (
            <li key={change.day} className={styles.change}>
              <span className={styles.day}>{change.day}</span>
              <span className={styles.what}>
                <span className={styles.sessions}>
                  {change.kind === 'kept' ? (
                    <span className={styles.after}>{keepUnits(change.after)}</span>
                  ) : (
                    <>
                      <del className={styles.before}>
                        <span className="visually-hidden">was </span>
                        {keepUnits(change.before)}
                      </del>
                      <ins className={styles.after}>
                        <span className="visually-hidden">now </span>
                        {keepUnits(change.after)}
                      </ins>
                    </>
                  )}
                </span>
                <span className={clsx(styles.tag, styles[change.kind])}>{CHANGE_LABEL[change.kind]}</span>
              </span>
            </li>
          ))}
        </ol>
        <blockquote className={styles.note}>
          <p className={styles.noteFrom}>Your coach</p>
          <p>{example.note}</p>
        </blockquote>
      </div>
    </figure>
  );
}
