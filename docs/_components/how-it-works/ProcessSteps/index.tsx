import type {ProcessStep} from '../howItWorks';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import styles from './styles.module.css';

export interface ProcessStepsProps {
  readonly steps: readonly ProcessStep[];
}

/** The numbered steps from sign-up to a plan that adapts, each with when it happens. */
export default function ProcessSteps({steps}: ProcessStepsProps) {
  return (
    <ol className={styles.steps} style={cardGridStyle(steps.length)}>
      {steps.map((step) => (
        <li key={step.id} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.when}>{step.when}</p>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
