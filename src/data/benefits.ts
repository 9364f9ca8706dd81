/**
 * Benefit cards (spec section 3, "Benefit card"): an icon, a title and a description.
 * Icons are names of the inline SVGs in src/components/BenefitCards/icons.tsx.
 */
import {ACWR_ACUTE_DAYS, ACWR_CHRONIC_DAYS, PLAN_ADJUSTMENT_HOURS} from '../constants';

export type BenefitIcon =
  | 'adapt'
  | 'calendar'
  | 'shield'
  | 'chat'
  | 'chart'
  | 'sync'
  | 'stretch'
  | 'flag'
  | 'lock'
  | 'weather';

/** Every icon name, so tests can check each one has a drawing. */
export const BENEFIT_ICONS: readonly BenefitIcon[] = [
  'adapt',
  'calendar',
  'shield',
  'chat',
  'chart',
  'sync',
  'stretch',
  'flag',
  'lock',
  'weather',
];

export interface Benefit {
  readonly id: string;
  readonly icon: BenefitIcon;
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
