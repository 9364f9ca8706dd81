import clsx from 'clsx';
import type {TrainingPlan} from '@site/src/data/plans';
import styles from './styles.module.css';
import Icon from '@site/src/components/Icon';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import {itemMark, type ListAfterFirstScreenProps} from '@site/src/config/headTags';

export interface PlanCardsProps extends ListAfterFirstScreenProps {
  readonly plans: readonly TrainingPlan[];
  readonly className?: string;
}

const DIFFICULTY_LEVEL: Readonly<Record<TrainingPlan['difficulty'], number>> = {
  Beginner: 1,
  Intermediate: 2,
  'Intermediate-Advanced': 3,
  Advanced: 4,
};
const LEVELS = 4;

function Facts({plan}: {readonly plan: TrainingPlan}) {
  const level = DIFFICULTY_LEVEL[plan.difficulty];
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Duration</dt>
        <dd>{plan.duration}</dd>
      </div>
      <div>
        <dt>Frequency</dt>
        <dd>{plan.frequency}</dd>
      </div>
      <div>
        <dt>Difficulty</dt>
        <dd>
          <span className={styles.meter} aria-hidden="true">
            {Array.from({length: LEVELS}, (_, i) => (
              <span key={i} className={clsx(styles.pip, i < level && styles.pipOn)} />
            ))}
          </span>
          {plan.difficulty.replace('-', '–')}
        </dd>
      </div>
      <div>
        <dt>Typical finish time</dt>
        <dd>{plan.targetTime}</dd>
      </div>
    </dl>
  );
}

function Checklist({items, variant}: {readonly items: readonly string[]; readonly variant: 'plan' | 'ai'}) {
  return (
    <ul className={clsx(styles.list, variant === 'ai' && styles.aiList)}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={variant === 'ai' ? 'sparkle' : 'check'} size={16} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The plan cards of /training-plans (spec section 3): every field of a plan card, from src/data/plans.ts. */
export default function PlanCards({plans, className, firstItemAfterScreen}: PlanCardsProps) {
  return (
    <ul className={clsx(styles.grid, className)} style={cardGridStyle(plans.length)}>
      {plans.map((plan, index) => (
        <li key={plan.id} className={styles.card} {...itemMark(firstItemAfterScreen, index)}>
          <article aria-labelledby={`plan-${plan.id}`} className={styles.article}>
            <header className={styles.header}>
              <h3 id={`plan-${plan.id}`} className={styles.title}>
                {plan.title}
              </h3>
              <p className={styles.subtitle}>{plan.subtitle}</p>
            </header>
            <Facts plan={plan} />
            <p className={styles.description}>{plan.description}</p>
            <h4 className={styles.listTitle}>What the plan includes</h4>
            <Checklist items={plan.features} variant="plan" />
            <h4 className={clsx(styles.listTitle, styles.aiTitle)}>What the AI coach adds</h4>
            <Checklist items={plan.aiFeatures} variant="ai" />
          </article>
        </li>
      ))}
    </ul>
  );
}
