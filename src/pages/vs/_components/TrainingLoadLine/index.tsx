import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {ACWR_ACUTE_DAYS, ACWR_CHRONIC_DAYS, ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import styles from './styles.module.css';

export interface TrainingLoadLineProps {
  readonly className?: string;
}

/** One line on the training-load metrics behind every decision, with the windows from src/constants.ts. */
export default function TrainingLoadLine({className}: TrainingLoadLineProps) {
  return (
    <p className={clsx(styles.line, className)}>
      <span className={styles.label}>Under the hood</span>{' '}
      <span>
        Every change is backed by the training-load model from sports-science research:{' '}
        <abbr title="Chronic Training Load">CTL</abbr>, your {CTL_DAYS}-day fitness;{' '}
        <abbr title="Acute Training Load">ATL</abbr>, your {ATL_DAYS}-day fatigue;{' '}
        <abbr title="Training Stress Balance">TSB</abbr>, your form (CTL minus ATL); and{' '}
        <abbr title="Acute:Chronic Workload Ratio">ACWR</abbr>, your {ACWR_ACUTE_DAYS}-day load against your{' '}
        {ACWR_CHRONIC_DAYS}-day base.{' '}
        <Link to="/features/smart-adaptation">How the numbers steer your plan</Link>
      </span>
    </p>
  );
}
