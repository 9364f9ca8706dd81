/**
 * Plan cards for /training-plans (spec section 3, "Plan card"): title, subtitle, duration, frequency,
 * difficulty, target time, description, features and AI features. Every number comes from
 * PLAN_FACTS, TAPER_GUIDES or WARMUP_MINUTES in src/constants.ts; this module only adds words.
 */
import {
  ACWR_ZONES,
  PLAN_FACTS,
  TAPER_GUIDES,
  WARMUP_MINUTES,
  type Difficulty,
  type PlanFacts,
  type TaperDistance,
} from '../constants';
import {formatRange} from '../lib/format';
import {NBSP, keepNumbersWithUnits} from '../lib/typography';

export type PlanId = PlanFacts['id'];

export interface TrainingPlan {
  readonly id: PlanId;
  /** E.g. '5K'. */
  readonly title: string;
  readonly subtitle: string;
  /** E.g. '8 weeks'. */
  readonly duration: string;
  /** E.g. '3–4 runs a week'. */
  readonly frequency: string;
  readonly difficulty: Difficulty;
  /** Typical finish time of runners who complete this plan, e.g. '25–35 min': shown as such, never as a promise. */
  readonly targetTime: string;
  readonly description: string;
  /** What the plan contains. */
  readonly features: readonly string[];
  /** What the AI coach does on top of it. */
  readonly aiFeatures: readonly string[];
}

export {formatRange};

function facts(id: PlanId): PlanFacts {
  const found = PLAN_FACTS.find((plan) => plan.id === id);
  if (!found) throw new Error(`PLAN_FACTS has no plan "${id}"`);
  return found;
}

function taper(distance: TaperDistance): string {
  const guide = TAPER_GUIDES.find((g) => g.distance === distance);
  if (!guide) throw new Error(`TAPER_GUIDES has no distance "${distance}"`);
  const cut = guide.volumeCutPercent ? ` with about ${guide.volumeCutPercent}% less volume` : '';
  return `A ${formatRange(guide.days)}-day taper${cut}, timed so you start fresh`;
}

type PlanCopy = Pick<TrainingPlan, 'subtitle' | 'description' | 'features' | 'aiFeatures'>;

/**
 * A plan card's data. On a phone the card is narrow, so every number in its words keeps its unit on its line
 * ('14 km', '30 minutes' with a no-break space): the copy below is written with ordinary spaces.
 */
function plan(id: PlanId, copy: PlanCopy): TrainingPlan {
  const f = facts(id);
  return {
    id,
    title: f.title,
    duration: `${f.weeks} weeks`,
    // 'a week' stays one phrase: a phone-wide card breaks '3–4 runs / a week', not '3–4 runs a / week'.
    frequency: keepNumbersWithUnits(`${formatRange(f.runsPerWeek)} runs a${NBSP}week`),
    difficulty: f.difficulty,
    // PLAN_FACTS writes ranges with a hyphen ('25-35 min'); cards use the en dash like every other range.
    targetTime: keepNumbersWithUnits(f.targetTime.replace('-', '–')),
    subtitle: keepNumbersWithUnits(copy.subtitle),
    description: keepNumbersWithUnits(copy.description),
    features: copy.features.map(keepNumbersWithUnits),
    aiFeatures: copy.aiFeatures.map(keepNumbersWithUnits),
  };
}

const dangerRatio = ACWR_ZONES.danger[0];

export const PLANS: readonly TrainingPlan[] = [
  plan('5k', {
    subtitle: 'Your first 5K, or your first fast one',
    description:
      'For new runners and anyone returning after a break. It starts with run-walk sessions, builds to 30 minutes of continuous running, then adds a little speed so race day feels like a celebration, not a survival test.',
    features: [
      'Run-walk sessions that become continuous running',
      'One short session of strides or gentle hills a week',
      'Three runs a week with a rest day between them at first; a fourth, short easy run once 30 minutes of running feels comfortable',
      'A 5K time trial before race week to set your pacing',
    ],
    aiFeatures: [
      'Run-walk ratios that move on only when a session felt comfortable',
      `A ${formatRange(WARMUP_MINUTES.easy)}-minute warm-up before every run`,
      'A missed week pauses your progress instead of resetting it',
    ],
  }),
  plan('10k', {
    subtitle: 'Add speed to your endurance',
    description:
      'For runners who can already run 5K comfortably. Tempo runs teach you to hold a strong pace, intervals lift your top end, and a growing long run makes the second half of a 10K feel controlled.',
    features: [
      'One quality session a week, a tempo run or intervals in turn, never on the day before or after the long run',
      'A long run that builds towards 14 km',
      'Easy runs that are genuinely easy, with pace targets to keep you honest',
      taper('5K/10K'),
    ],
    aiFeatures: [
      'Pace targets recalculated from your recent runs, not your hopes',
      'Hard sessions moved when your form shows you are still tired',
      `A ${formatRange(WARMUP_MINUTES.interval)}-minute warm-up with drills and strides before intervals`,
    ],
  }),
  plan('half', {
    subtitle: 'Endurance, with structure',
    description:
      'For runners with a few 10Ks behind them. The long run grows steadily, threshold sessions raise the pace you can sustain, and race-pace blocks teach your legs what 21.1 km at goal pace feels like.',
    features: [
      'Long runs that build to 18–20 km or about 2 hours, whichever comes first, with recovery weeks built in',
      'Threshold and race-pace sessions inside longer runs',
      'Fuelling practice on long runs before race day',
      taper('Half marathon'),
    ],
    aiFeatures: [
      'Your load ratio checked after every run, with load cut automatically when it spikes',
      'A recovery week brought forward when fatigue outruns fitness',
      'A pacing plan for race day built from your recent sessions',
    ],
  }),
  plan('marathon', {
    subtitle: 'Respect the distance',
    description:
      'For experienced runners ready for a long, patient block. High mileage is built gradually, marathon-pace long runs rehearse the race, and recovery gets as much attention as the big sessions.',
    features: [
      'Long runs that peak at 30–32 km or about 3 hours, whichever comes first, some at marathon pace',
      'At least one full rest day every week, however big the mileage',
      'Race-day fuelling rehearsed on every long run from the midpoint',
      taper('Marathon'),
    ],
    aiFeatures: [
      `Early warnings of load spikes and an automatic load cut at a ratio of ${dangerRatio} or more`,
      'Fuelling guidance around the food you eat, including Indian staples',
      'A race strategy with split targets adjusted for the forecast',
    ],
  }),
];
