/**
 * Benefit cards (spec section 3, "Benefit card"): an icon, a title and a description.
 * Icons are names in the site's icon set (src/components/Icon/icons.tsx).
 */
import type {IconName} from '../components/Icon';
import {
  ACWR_ACUTE_DAYS,
  ACWR_CHRONIC_DAYS,
  ACWR_ZONES,
  PLAN_ADJUSTMENT_HOURS,
  WEEKLY_VOLUME_SAFE_PERCENT,
} from '../constants';

export interface Benefit {
  readonly id: string;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/** /vs: why runners switch. */
export const VS_BENEFITS: readonly Benefit[] = [
  {
    id: 'adapts-every-run',
    icon: 'adapt',
    title: 'A plan that adapts after every run',
    description: `Pace, heart rate and how hard the run felt go into every review, and your next sessions change within ${PLAN_ADJUSTMENT_HOURS} hours, not at the end of the week.`,
  },
  {
    id: 'fits-real-life',
    icon: 'calendar',
    title: 'Built for weeks that go sideways',
    description:
      'Miss a run and the week is rebuilt around the sessions that matter most. Going away? Holiday mode pauses the plan and eases you back in.',
  },
  {
    id: 'injury-early-warning',
    icon: 'shield',
    title: 'Warnings before the niggle',
    description: `Your ${ACWR_ACUTE_DAYS}-day load is checked against your ${ACWR_CHRONIC_DAYS}-day base after every session, and you are told when risk is rising, while there is still time to ease off.`,
  },
  {
    id: 'coach-on-call',
    icon: 'chat',
    title: 'A coach that answers at any hour',
    description:
      'Ask why a session changed, what to eat before a long run or whether to run through soreness, and get an answer that knows your training.',
  },
];

/** /training-plans: why an AI coach rather than a fixed plan. */
export const TRAINING_PLAN_BENEFITS: readonly Benefit[] = [
  {
    id: 'learns-you',
    icon: 'adapt',
    title: 'It learns how you respond',
    description:
      'Every run teaches the coach something: how quickly you recover from intervals, how heat affects you, which days you really run. Week by week the plan fits you better.',
  },
  {
    id: 'numbers-not-guesswork',
    icon: 'chart',
    title: 'Decisions backed by your numbers',
    description:
      'Fitness, fatigue, form and your load ratio are recalculated after every session, so a hard day is planned when you can absorb it, not because the calendar says so.',
  },
  {
    id: 'guardrails',
    icon: 'shield',
    title: 'Guardrails written by coaches',
    description: `The AI works inside rules it cannot break: weekly volume rises gently (ideally under ${WEEKLY_VOLUME_SAFE_PERCENT}%), and at a load ratio of ${ACWR_ZONES.danger[0]} or more it must cut your load.`,
  },
  {
    id: 'explains-itself',
    icon: 'chat',
    title: 'Every change comes with a reason',
    description: `When a session moves or softens, you see why within ${PLAN_ADJUSTMENT_HOURS} hours, and you can ask the coach about it at any hour.`,
  },
];

/** /about-us: what the team believes. */
export const ABOUT_VALUES: readonly Benefit[] = [
  {
    id: 'consistency',
    icon: 'calendar',
    title: 'Consistency beats heroics',
    description:
      'Most progress comes from months of sensible training without injury, not from the occasional huge week. The coach is built to protect the next run, not to impress you with today’s.',
  },
  {
    id: 'reasons',
    icon: 'chat',
    title: 'Every change needs a reason',
    description:
      'A plan that changes without explaining itself is hard to trust. Every adjustment the coach makes comes with a plain-language why.',
  },
  {
    id: 'everyone',
    icon: 'flag',
    title: 'Good coaching is for everyone',
    description:
      'Beginners deserve the same care as marathoners chasing a time, and coaching should fit the food, weather and weeks of runners wherever they live, India included.',
  },
  {
    id: 'limits',
    icon: 'shield',
    title: 'Know the limits',
    description:
      'An AI coach is not a physiotherapist or a doctor. When something needs a professional, the coach says so, plainly and early.',
  },
];
