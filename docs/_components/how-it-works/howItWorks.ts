/**
 * /how-it-works: the four-step process, the AI features and the privacy commitments.
 * Numbers come from src/constants.ts.
 */
import {
  ACCOUNT_DELETION_DAYS,
  ACWR_ZONES,
  ASSESSMENT_MINUTES,
  DATA_POINTS_STAT,
  PLAN_ADJUSTMENT_HOURS,
  TSB_ZONES,
} from '@site/src/constants';
import {formatSigned} from '@site/src/lib/format';
import type {Benefit} from '@site/src/data/benefits';

export interface ProcessStep {
  readonly id: 'assessment' | 'plan' | 'run' | 'adapt';
  readonly title: string;
  /** How long the step takes or when it happens, e.g. '5 minutes'. */
  readonly when: string;
  readonly description: string;
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: 'assessment',
    title: 'Take the assessment',
    when: `${ASSESSMENT_MINUTES} minutes`,
    description:
      'Tell the coach about your running, your goal race and date, the days you can train and any recent injuries.',
  },
  {
    id: 'plan',
    title: 'Get your first plan',
    when: 'Straight away',
    description:
      'A plan built around your goal and your week, with paces from your recent running and a warm-up for every session.',
  },
  {
    id: 'run',
    title: 'Run, sync and rate it',
    when: 'After every run',
    description:
      'Your run arrives from your fitness platform, or you log it by hand. Rate how hard it felt and mention anything that hurts.',
  },
  {
    id: 'adapt',
    title: 'Watch the plan adapt',
    when: `Within ${PLAN_ADJUSTMENT_HOURS} hours`,
    description:
      'The coach reviews the plan after every workout and adjusts the sessions ahead, with a note explaining every change.',
  },
];

const dangerRatio = ACWR_ZONES.danger[0];
const recoveryBelow = TSB_ZONES.danger[1];

export const AI_FEATURES: readonly Benefit[] = [
  {
    id: 'reads-every-run',
    icon: 'chart',
    title: `Reads ${DATA_POINTS_STAT.value} data points per run`,
    description:
      'Pace, heart rate, cadence, elevation, your effort rating, sleep, aches and the weather, each set against what the session was meant to do.',
  },
  {
    id: 'load-model',
    icon: 'adapt',
    title: 'Models fitness, fatigue and form',
    description: `Daily fitness (CTL), fatigue (ATL) and form (TSB) decide when to push and when to hold. Form below ${formatSigned(recoveryBelow)} switches the plan to recovery mode.`,
  },
  {
    id: 'injury-risk',
    icon: 'shield',
    title: 'Warns before load spikes',
    description: `Your acute-to-chronic load ratio is checked after every run. At ${dangerRatio} or more, the coach cuts the load before you have to.`,
  },
  {
    id: 'conversation',
    icon: 'chat',
    title: 'Talks like a coach',
    description:
      'Ask anything in plain language and get an answer that knows your last runs, your goal and how your week is going.',
  },
  {
    id: 'taper',
    icon: 'flag',
    title: 'Tapers you for race day',
    description:
      'Cuts volume while keeping some intensity, over a taper sized to your race distance, so you arrive fresh and fit.',
  },
  {
    id: 'weather',
    icon: 'weather',
    title: 'Adjusts for the weather',
    description:
      'Heat, humidity and wind change what a pace costs. Targets ease on a hot morning, and key sessions can move to a cooler day.',
  },
];

export interface PrivacyPoint {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export const PRIVACY_POINTS: readonly PrivacyPoint[] = [
  {
    id: 'never-sold',
    title: 'Never sold',
    description:
      'Your training data is used to coach you. We never sell it and never share it for advertising.',
  },
  {
    id: 'consent',
    title: 'Health data only with consent',
    description:
      'Injury history, pain reports, resting heart rate and sleep are used only if you agree, and you can withdraw that consent at any time.',
  },
  {
    id: 'no-model-training',
    title: 'Not used to train others’ models',
    description:
      'The providers of the AI infrastructure behind the coach are not allowed to use your data to train their own models.',
  },
  {
    id: 'control',
    title: 'You stay in control',
    description: `See, download or correct your data at any time. Delete your account and it is removed within ${ACCOUNT_DELETION_DAYS} days.`,
  },
];
