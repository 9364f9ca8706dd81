/**
 * Warm-up types for /features/warmup-stretching (spec section 3, "Warm-up type": warm-up text, routine
 * list, cool-down text). Warm-up lengths come from WARMUP_MINUTES in src/constants.ts.
 *
 * Dynamic movement before running, static stretching after it: holding long static stretches right
 * before fast running can briefly reduce power, while dynamic drills raise muscle temperature and
 * rehearse the movement.
 */
import {WARMUP_MINUTES, type Range} from '@site/src/constants';
import type {TermMatch} from '@site/src/components/Term/glossary';

export type SessionType = keyof typeof WARMUP_MINUTES;

export interface RoutineStep {
  /** The movement, e.g. 'Leg swings, front to back'. */
  readonly name: string;
  /** How much: reps, distance or time, e.g. '10 each leg'. */
  readonly dose: string;
  /** The words in `name` to link to the glossary entry that explains the drill, when it is a named drill. */
  readonly term?: TermMatch;
}

export interface WarmupType {
  readonly id: SessionType;
  /** The session it belongs to, e.g. 'Easy run'. */
  readonly session: string;
  /** Warm-up length in minutes. */
  readonly minutes: Range;
  /** What the warm-up is for, in one or two sentences. */
  readonly warmUp: string;
  /** The routine, in order. */
  readonly routine: readonly RoutineStep[];
  /** What to do after the run. */
  readonly coolDown: string;
  /** Terms in `warmUp` linked to the glossary at their first use. */
  readonly warmUpTerms?: readonly TermMatch[];
}

export const WARMUPS: readonly WarmupType[] = [
  {
    id: 'easy',
    session: 'Easy run',
    minutes: WARMUP_MINUTES.easy,
    warmUp:
      'An easy run is its own warm-up once it gets going. The routine simply wakes up your ankles, calves and hips so the first kilometre feels smooth instead of stiff.',
    routine: [
      {name: 'Brisk walk', dose: '2 minutes'},
      {name: 'Ankle circles and calf pulses against a wall', dose: '10 each side'},
      {name: 'Leg swings, front to back', dose: '10 each leg'},
      {name: 'Leg swings, side to side', dose: '10 each leg'},
      {name: 'Walking lunges with a gentle twist', dose: '6 each leg'},
      {name: 'Start the run slower than easy pace', dose: 'first 3–5 minutes'},
    ],
    coolDown:
      'Walk for three to five minutes, then hold gentle calf, hamstring and hip-flexor stretches for about 30 seconds each while you are still warm.',
  },
  {
    id: 'interval',
    session: 'Interval session',
    minutes: WARMUP_MINUTES.interval,
    warmUp:
      'Fast repetitions ask a lot of your heart, lungs, calves and Achilles tendons. A longer warm-up with drills and strides raises muscle temperature and lets the first rep feel like a rep, not a shock.',
    warmUpTerms: [['strides', 'strides']],
    routine: [
      {name: 'Easy jog, building gradually', dose: '6–8 minutes'},
      {name: 'A-skips', dose: '2 × 20 m', term: ['a-skips', 'A-skips']},
      {name: 'High knees', dose: '2 × 20 m', term: ['high-knees', 'High knees']},
      {name: 'Heel flicks', dose: '2 × 20 m', term: ['heel-flicks', 'Heel flicks']},
      {name: 'Side shuffles or carioca', dose: '2 × 20 m each way', term: ['carioca', 'carioca']},
      {name: 'Strides, building to interval pace, walking back', dose: '3–4 × 15–20 seconds'},
    ],
    coolDown:
      'Jog very easily for about ten minutes so your heart rate comes down gradually, then stretch calves, quads and glutes gently. Save hard foam rolling for later in the day.',
  },
  {
    id: 'long',
    session: 'Long run',
    minutes: WARMUP_MINUTES.long,
    warmUp:
      'Long runs are about time on your feet, not speed, so the warm-up focuses on the hips and glutes that keep your stride steady when you tire, then lets a deliberately slow start do the rest.',
    routine: [
      {name: 'Hip circles and leg swings', dose: '10 each leg'},
      {name: 'Glute bridges', dose: '12'},
      {name: 'Side-lying leg raises or lateral band walks', dose: '10 each side'},
      {name: 'Calf raises, slow on the way down', dose: '12'},
      {name: 'Brisk walk into an easy jog', dose: '3–4 minutes'},
      {name: 'Run the first 2 km slower than long-run pace', dose: '20–30 s per km slower'},
    ],
    coolDown:
      'Walk for five to ten minutes, drink, and eat carbohydrate with some protein within the hour. Stretch calves, hamstrings, hip flexors and glutes gently once you have cooled down.',
  },
];
