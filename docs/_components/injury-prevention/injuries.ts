/**
 * Common running injuries for /injury-prevention: what each is, what the coach watches for, and what it
 * changes to help prevent it. Written for runners, not as medical advice: the coach never diagnoses, it
 * adjusts training and tells you when to see a professional.
 */
import {ACWR_ZONES, WEEKLY_VOLUME_SAFE_PERCENT} from '@site/src/constants';

export interface RunningInjury {
  readonly id: string;
  readonly name: string;
  /** The clinical or common alternative name. */
  readonly alsoKnownAs: string;
  /** Where it hurts and what is going on, in a sentence or two. */
  readonly summary: string;
  /** Signals in your training data and check-ins that the coach watches. */
  readonly signals: readonly string[];
  /** What the coach changes, and what it asks you to do, to help prevent it. */
  readonly prevention: readonly string[];
}

const cautionRatio = ACWR_ZONES.caution[0];

export const RUNNING_INJURIES: readonly RunningInjury[] = [
  {
    id: 'shin-splints',
    name: 'Shin splints',
    alsoKnownAs: 'Medial tibial stress syndrome (MTSS)',
    summary:
      'Diffuse pain along the inner edge of the shinbone, worst at the start of a run. Common in new runners and after a sudden jump in mileage or hard surfaces.',
    signals: [
      `A weekly distance jump of ${WEEKLY_VOLUME_SAFE_PERCENT}% or more, or a load ratio climbing to ${cautionRatio} or more`,
      'Shin pain reported in two or more post-run check-ins',
      'A sudden switch to more road or track running',
    ],
    prevention: [
      'Caps weekly increases and inserts an easier week when load climbs too fast',
      'Adds calf and tibialis strength work to the routine',
      'Suggests softer surfaces for easy runs while symptoms settle',
    ],
  },
  {
    id: 'runners-knee',
    name: 'Runner’s knee',
    alsoKnownAs: 'Patellofemoral pain syndrome (PFPS)',
    summary:
      'An ache around or behind the kneecap, often worse on stairs, downhills or after sitting for a long time.',
    signals: [
      'Knee pain reported after hilly or downhill runs',
      'A drop in cadence with longer strides at the same pace',
      'Long-run distance growing faster than the rest of the week',
    ],
    prevention: [
      'Eases downhill volume and long-run growth for a while',
      'Adds hip and quadriceps strengthening twice a week',
      'Suggests a slightly quicker cadence (about 5–10% more steps), which lowers the load on the knee',
    ],
  },
  {
    id: 'it-band',
    name: 'IT band syndrome',
    alsoKnownAs: 'Iliotibial band syndrome (ITBS)',
    summary:
      'Sharp pain on the outside of the knee that tends to start at the same point in every run, often on long or cambered routes.',
    signals: [
      'Outer-knee pain that starts at a similar time or distance each run',
      'A run of long efforts on the same cambered road or track direction',
      'Effort ratings creeping up on easy runs at the same pace',
    ],
    prevention: [
      'Shortens long runs below the distance where pain starts, then rebuilds gradually',
      'Adds hip-abductor and glute strength work',
      'Suggests changing direction on tracks and varying cambered routes',
    ],
  },
  {
    id: 'achilles',
    name: 'Achilles tendinopathy',
    alsoKnownAs: 'Achilles tendon pain',
    summary:
      'Stiffness and pain in the tendon above the heel, usually worst in the first steps of the morning or at the start of a run.',
    signals: [
      'Morning heel or tendon stiffness reported in check-ins',
      'A jump in hill sessions, speed work or time in racing shoes',
      'Calf tightness reported after intervals',
    ],
    prevention: [
      'Spaces out hills and fast sessions and trims their volume for a few weeks',
      'Adds slow, heavy calf raises, which build the tendon’s capacity to take load',
      'Uses pain during and the morning after runs to guide how quickly load returns',
    ],
  },
  {
    id: 'plantar-fasciitis',
    name: 'Plantar fasciitis',
    alsoKnownAs: 'Plantar heel pain',
    summary:
      'Pain under the heel, classically sharp with the first steps out of bed, easing as you walk, then returning after long periods on your feet.',
    signals: [
      'Heel pain with the first steps of the day, reported in check-ins',
      'Weekly volume rising while long runs get longer at the same time',
      'Lots of standing or walking on rest days, noted in your feedback',
    ],
    prevention: [
      'Holds volume steady and keeps long runs from growing in the same week as other increases',
      'Adds calf stretching and foot-strengthening exercises',
      'Reminds you to check that your shoes are not worn out',
    ],
  },
  {
    id: 'bone-stress',
    name: 'Bone stress injuries',
    alsoKnownAs: 'Stress reactions and stress fractures',
    summary:
      'Localised bone pain, often in the shin, foot or hip, that gets worse with each run and can hurt at rest. It needs medical assessment, not running through.',
    signals: [
      'Pain in one precise spot that is worse with every run',
      'A load spike into the danger zone, especially after a break',
      'Signs of under-fuelling or a drop in training quality noted in check-ins',
    ],
    prevention: [
      'Pauses running and advises seeing a doctor as soon as the pattern appears',
      'Rebuilds load gradually after any break instead of picking up where you left off',
      'Gives fuelling guidance so energy intake matches training, which bones need too',
    ],
  },
];
