/**
 * /features/coaching-insights: the feedback categories, a sample post-run analysis and a sample coach
 * chat (both about the fictional sample athlete, with every number computed from
 * src/domains/training-load/sampleAthlete.ts), and the three support offerings.
 */
import {WARMUP_MINUTES} from '@site/src/constants';
import {DAYS_PER_WEEK} from '@site/src/domains/training-load/metrics';
import {RUN_TYPE_LABEL, isRun, sampleAthlete, type Run} from '@site/src/domains/training-load/sampleAthlete';
import {summariseSampleDay} from '@site/src/domains/training-load/sampleSummary';
import {ACWR_ZONE_INFO, TSB_ZONE_INFO} from '@site/src/domains/training-load/zones';
import {formatDuration, formatPace, formatRange, formatSigned} from '@site/src/lib/format';
import {once} from '@site/src/lib/once';
import type {IconName} from '@site/src/components/Icon';
import type {TermMatch} from '@site/src/components/Term/glossary';

/* ---------------------------------------------------------- categories */

export interface FeedbackCategory {
  readonly id: string;
  readonly title: string;
  /** What the coach looks at. */
  readonly description: string;
  /** Terms in `description` linked to the glossary (the first use on the page). */
  readonly terms?: readonly TermMatch[];
  /** A line of feedback in this category, as the coach would write it. */
  readonly example: string;
}

export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  {
    id: 'pacing',
    title: 'Pacing',
    description:
      'Whether the hard part of the session landed in its target range, and how even your splits were.',
    example: 'You started the first interval 12 seconds per km too fast and paid for it in the last two.',
  },
  {
    id: 'effort',
    title: 'Effort against the plan',
    description: 'How hard the run felt (your RPE) compared with how hard it was meant to feel.',
    terms: [['rpe', 'RPE']],
    example: 'An easy run rated 6 out of 10 is a flag: we will keep tomorrow gentle and check again.',
  },
  {
    id: 'heart-rate',
    title: 'Heart-rate drift',
    description:
      'Whether your heart rate crept up while your pace held steady: a sign of heat, thirst, fatigue or a gap in aerobic fitness.',
    example:
      'Your heart rate rose 7% over the last half at the same pace, most likely the heat this morning.',
  },
  {
    id: 'consistency',
    title: 'Consistency',
    description:
      'Sessions completed against sessions planned, and whether your long run is growing steadily.',
    example: 'Eleven of your last twelve sessions done: this is how fitness is built.',
  },
  {
    id: 'recovery',
    title: 'Recovery and readiness',
    description:
      'Your form, load ratio, sleep and soreness notes: whether you are ready for the next hard day.',
    terms: [
      ['tsb', 'form'],
      ['acwr', 'load ratio'],
    ],
    example: 'Form is back to −4 after the recovery week, so Thursday’s tempo stays on.',
  },
  {
    id: 'niggles',
    title: 'Niggles and pain reports',
    description:
      'Where something hurts, how much, and whether it changes your stride. The coach adjusts training and tells you when to see a professional.',
    example: 'Same spot on the left shin three runs in a row: two easy days, and see a physio if it lingers.',
  },
];

/* ------------------------------------------------- sample post-run analysis */

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function dayLabel(day: number): string {
  return `${DAY_NAMES[day % DAYS_PER_WEEK]}, week ${Math.floor(day / DAYS_PER_WEEK) + 1}`;
}

function describeDay(day: number): string {
  const entry = sampleAthlete.days[day];
  const name = DAY_NAMES[day % DAYS_PER_WEEK];
  if (!isRun(entry)) return `${name}: rest`;
  return `${name}: ${RUN_TYPE_LABEL[entry.type].toLowerCase()}, ${entry.distanceKm} km`;
}

/**
 * The analysed session: the tempo run on Thursday of week 7 of the sample build. The /features app screens
 * (./appScreens.ts) show the same run and the morning after it.
 */
export const ANALYSED_DAY = 6 * DAYS_PER_WEEK + 3;

function analysedRun(): Run {
  const entry = sampleAthlete.days[ANALYSED_DAY];
  if (!isRun(entry) || entry.type !== 'tempo') throw new Error('The sample analysis expects a tempo run.');
  return entry;
}

export interface AnalysisMetric {
  readonly label: string;
  readonly value: string;
  /** Terms in `value` linked to the glossary. */
  readonly terms?: readonly TermMatch[];
  /** What the value means, in words ("Optimal training"), shown smaller under it. */
  readonly detail?: string;
}

export interface PostRunAnalysis {
  readonly athlete: string;
  /** E.g. 'Thursday, week 7'. */
  readonly when: string;
  /** E.g. 'Tempo run'. */
  readonly title: string;
  readonly metrics: readonly AnalysisMetric[];
  /** The coach's notes: what went well, what to watch, what comes next. */
  readonly notes: readonly {readonly heading: string; readonly text: string}[];
}

function buildAnalysis(): PostRunAnalysis {
  const run = analysedRun();
  const day = summariseSampleDay(ANALYSED_DAY);
  const rtss = day.latestRun?.rtss ?? 0;
  const acwr = day.acwr ?? 0;
  const nextDays = [1, 2, 3].map((offset) => describeDay(ANALYSED_DAY + offset));
  return {
    athlete: sampleAthlete.name,
    when: dayLabel(ANALYSED_DAY),
    title: RUN_TYPE_LABEL[run.type],
    metrics: [
      {label: 'Distance', value: `${run.distanceKm.toFixed(1)} km`},
      {label: 'Time', value: formatDuration(run.durationMin)},
      {label: 'Average pace', value: `${formatPace(run.paceSecPerKm)} /km`},
      {label: 'Effort (RPE)', value: `${run.rpe} of 10`},
      {label: 'Load', value: `${Math.round(rtss)} rTSS`, terms: [['rtss', 'rTSS']]},
      {
        label: 'Form this morning',
        value: formatSigned(day.tsb, 1),
        detail: TSB_ZONE_INFO[day.tsbZone].label,
      },
    ],
    notes: [
      {
        heading: 'What went well',
        text: `The tempo block was run close to your threshold pace of ${formatPace(sampleAthlete.thresholdPaceSecPerKm)} /km, and you rated the session ${run.rpe} out of 10: hard but controlled, not a race. The average pace of ${formatPace(run.paceSecPerKm)} /km includes the warm-up and cool-down.`,
      },
      {
        heading: 'What to watch',
        text: `This was your biggest tempo run so far. Your load ratio is ${acwr.toFixed(2)} (${ACWR_ZONE_INFO[day.acwrZone ?? 'safe'].label.toLowerCase()}), so the build is on track; keep Saturday’s run truly easy so the ratio stays there.`,
      },
      {
        heading: 'Coming up',
        text: `${nextDays.join('; ')}. Nothing changes: the long run is the key session of the week.`,
      },
    ],
  };
}

/** The sample analysis, derived on first use (see `once`): the page shows it as static markup. */
export const sampleAnalysis: () => PostRunAnalysis = once(buildAnalysis);

/* ------------------------------------------------------ sample coach chat */

export interface ChatMessage {
  readonly from: 'runner' | 'coach';
  readonly text: string;
}

function buildChat(): ChatMessage[] {
  const day = summariseSampleDay(ANALYSED_DAY + 1);
  const longRun = sampleAthlete.days[ANALYSED_DAY + 3];
  const longKm = isRun(longRun) ? longRun.distanceKm : 0;
  return [
    {
      from: 'runner',
      text: 'Yesterday’s tempo felt great. Can I turn Saturday’s easy run into another tempo?',
    },
    {
      from: 'coach',
      text: `Glad it felt good: the tempo block was right on target. I would keep Saturday easy, though. Your form this morning is ${formatSigned(day.tsb, 1)} (${TSB_ZONE_INFO[day.tsbZone].label.toLowerCase()}). ${TSB_ZONE_INFO[day.tsbZone].recommendation} Sunday’s ${longKm} km long run is the key session of the week, and a second hard day before it would mean running it tired.`,
    },
    {
      from: 'coach',
      text: 'If you have energy to spare, finish Saturday’s run with four relaxed 20-second strides. That keeps your legs sharp without adding real fatigue.',
    },
    {
      from: 'runner',
      text: 'Makes sense. What should I eat before Sunday’s long run?',
    },
    {
      from: 'coach',
      text: 'Something familiar two to three hours before: poha or idli with a banana, or toast with peanut butter and honey. Sip water, and take a gel or a few dates after about 45 minutes, then every 30 to 40 minutes. Sunday is a good day to practise exactly what you plan to eat on race day.',
    },
  ];
}

/** The sample chat, derived on first use like the analysis. */
export const sampleChat: () => readonly ChatMessage[] = once(buildChat);

/* -------------------------------------------------------- support offerings */

export interface SupportOffering {
  readonly id: 'post-run' | 'weekly' | 'pre-run';
  readonly icon: IconName;
  readonly title: string;
  /** When it arrives. */
  readonly when: string;
  readonly description: string;
  readonly includes: readonly string[];
}

export const SUPPORT_OFFERINGS: readonly SupportOffering[] = [
  {
    id: 'post-run',
    icon: 'chart',
    title: 'Immediate post-run analysis',
    when: 'As soon as your run syncs',
    description: 'What the run did for you, in plain language, while you still remember how it felt.',
    includes: [
      'Pace, heart rate and effort against the purpose of the session',
      'Anything that changed in your plan, and why',
      'One thing to try next time',
    ],
  },
  {
    id: 'weekly',
    icon: 'calendar',
    title: 'Weekly progress reports',
    when: 'Every Sunday evening',
    description: 'The bigger picture: how the week moved your fitness, and what the next one is for.',
    includes: [
      'Fitness, fatigue and form, and how they changed',
      'Sessions completed against sessions planned',
      'The focus and key session of the week ahead',
    ],
  },
  {
    id: 'pre-run',
    icon: 'flag',
    title: 'Pre-run briefings',
    when: 'Before each key session',
    description: 'Why today’s session matters and how to run it, on the morning you need it.',
    includes: [
      'The purpose of the session in one sentence',
      'Target paces or effort, adjusted for heat and wind',
      `The warm-up to do first (${formatRange(WARMUP_MINUTES.interval)} minutes before intervals)`,
    ],
  },
];
