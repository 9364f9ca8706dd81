/**
 * How a run becomes an adjusted plan: the steps of the AI analytics engine (home page) and the example plan
 * update shown in the home-page hero.
 */
import {PLAN_ADJUSTMENT_HOURS} from '../../constants';

export interface EngineStep {
  readonly id: 'sync' | 'read' | 'model' | 'adjust';
  readonly title: string;
  readonly body: string;
}

export const ENGINE_STEPS: readonly EngineStep[] = [
  {
    id: 'sync',
    title: 'Your run syncs',
    body: 'Stop your watch and the run arrives from your fitness platform. Rate how hard it felt; that is the only thing you type.',
  },
  {
    id: 'read',
    title: 'The coach reads it',
    body: 'Pace, heart rate, terrain, heat and your effort rating are set against what the session was meant to do.',
  },
  {
    id: 'model',
    title: 'Your load updates',
    body: 'Fitness, fatigue, form and your acute-to-chronic ratio are recalculated, so the coach knows what the run cost you.',
  },
  {
    id: 'adjust',
    title: 'Your plan adapts',
    body: `The rest of your week is reviewed and, if needed, adjusted within ${PLAN_ADJUSTMENT_HOURS} hours, with a one-line reason for every change.`,
  },
];

export type ChangeKind = 'moved' | 'eased' | 'kept';

export interface PlanChange {
  readonly day: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
  /** The session as planned before the update. */
  readonly before: string;
  /** The session after the update (same text when kept). */
  readonly after: string;
  readonly kind: ChangeKind;
}

export interface PlanUpdateExample {
  /** What happened, e.g. a missed session. */
  readonly trigger: string;
  readonly changes: readonly PlanChange[];
  /** The coach's explanation, in the coach's voice. */
  readonly note: string;
}

export const CHANGE_LABEL: Readonly<Record<ChangeKind, string>> = {
  moved: 'Moved',
  eased: 'Eased',
  kept: 'Kept',
};

/** A missed-run reshuffle: the hero's example of a plan rewriting itself. */
export const PLAN_UPDATE_EXAMPLE: PlanUpdateExample = {
  trigger: 'Tuesday’s intervals were missed',
  changes: [
    // No-break spaces (\u00a0) keep each number with its unit: "m" alone on a line read as a typo.
    {day: 'Wed', before: 'Easy 6\u00a0km', after: 'Intervals 6\u00a0×\u00a0800\u00a0m', kind: 'moved'},
    {day: 'Thu', before: 'Tempo 8\u00a0km', after: 'Easy 5\u00a0km', kind: 'eased'},
    {day: 'Sun', before: 'Long run 16\u00a0km', after: 'Long run 16\u00a0km', kind: 'kept'},
  ],
  note: 'Work ran late, no problem. Intervals move to Wednesday and Thursday goes easy, so you reach Sunday’s long run fresh.',
};
