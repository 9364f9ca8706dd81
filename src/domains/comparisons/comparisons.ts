/**
 * Comparison tables (spec section 3, "Comparison row"): a feature, and per app a value text and a status.
 *
 * Claims about other apps are summarised from their public pages as of COMPARISON_AS_OF and kept
 * deliberately conservative: where a feature exists with limits, or where we could not confirm it,
 * the status is 'partial' and the cell carries a note saying what 'partial' means for that app.
 * The product's own column header is the configured product name (never typed here).
 */
import {
  ACWR_ACUTE_DAYS,
  ACWR_CHRONIC_DAYS,
  ACWR_ZONES,
  ASSESSMENT_MINUTES,
  PLAN_ADJUSTMENT_HOURS,
  TAPER_GUIDES,
} from '../../constants';
import {numberCompound} from '../../lib/typography';

/** How well an app covers a feature: a green check, a yellow warning or a red cross. */
export type Status = 'yes' | 'partial' | 'no';

/** Every status, in legend order. */
export const STATUSES: readonly Status[] = ['yes', 'partial', 'no'];

export interface StatusInfo {
  /** Short text that replaces the icon for screen readers and in the legend. */
  readonly label: string;
  /** What the status means, shown in the visible legend. */
  readonly meaning: string;
}

export const STATUS_INFO: Readonly<Record<Status, StatusInfo>> = {
  yes: {label: 'Yes', meaning: 'built in'},
  partial: {label: 'Partial', meaning: 'available with limits, explained in its note'},
  no: {label: 'No', meaning: 'not offered'},
};

/** Month and year the other apps' public pages were last checked. */
export const COMPARISON_AS_OF = 'November 2026';

/** A column of a comparison table: another app (or kind of app), or the product itself. */
export type ComparisonColumn<Id extends string = string> =
  | {readonly id: Id; readonly kind: 'product'}
  | {
      readonly id: Id;
      readonly kind: 'other';
      /** Column header. */
      readonly label: string;
      /** Optional second line under the header, e.g. what the category stands for. */
      readonly detail?: string;
    };

export interface ComparisonCell {
  /** What the app does, in a few words. */
  readonly value: string;
  readonly status: Status;
  /** Shown as a tooltip and read with the cell: what 'partial' (or a caveat) means for this app. */
  readonly note?: string;
  /** The rival's own public page the rating rests on, and the month it was read. */
  readonly source?: {readonly url: string; readonly checked: string};
}

/** Runna's help-centre pages on pausing and missed runs, read for the rows below. */
const RUNNA_PAUSE_PAGE = {
  url: 'https://support.runna.com/en/articles/8895444-need-to-pause-your-plan',
  checked: COMPARISON_AS_OF,
};
/** Trenara's blog post on when and why it adjusts a plan, read for the rows below. */
const TRENARA_ADJUSTMENT_POST = {
  url: 'https://www.trenara.com/blog/the-why-was-my-plan-adjusted-blog',
  checked: COMPARISON_AS_OF,
};
const RUNNA_UNWELL_PAGE = {
  url: 'https://support.runna.com/en/articles/12809806-feeling-unwell-how-to-adapt-your-training-plan',
  checked: COMPARISON_AS_OF,
};

export interface ComparisonRow<Id extends string = string> {
  readonly feature: string;
  /** One cell per column id: the type makes a missing column a compile error. */
  readonly cells: Readonly<Record<Id, ComparisonCell>>;
}

export interface Comparison<Id extends string = string> {
  readonly id: string;
  /** Accessible name of the table (its caption). */
  readonly caption: string;
  readonly columns: readonly ComparisonColumn<Id>[];
  readonly rows: readonly ComparisonRow<Id>[];
  /** 'public-pages': named apps, summarised from their public pages; 'categories': kinds of app, no brands. */
  readonly basis: 'public-pages' | 'categories';
  /** Third-party names that appear in the table, for the trademark note. */
  readonly trademarks: readonly string[];
}

/** Keeps the column ids of a comparison literal, so every row must fill every column. */
function defineComparison<const Id extends string>(comparison: Comparison<Id>): Comparison<Id> {
  return comparison;
}

const ourAdaptive: ComparisonCell = {
  value: `Reviews every run (pace, heart rate, effort) and adjusts the plan within ${PLAN_ADJUSTMENT_HOURS} hours`,
  status: 'yes',
};
const ourMissedRuns: ComparisonCell = {
  value: 'Rebuilds the week around the key sessions you still have time for',
  status: 'yes',
};
const ourHoliday: ComparisonCell = {
  value: 'Pause for travel or illness, then resume with a gentle ramp back in',
  status: 'yes',
};
const ourWarmups: ComparisonCell = {
  value: 'Warm-up, stretching and cool-down matched to each session',
  status: 'yes',
};
const ourCoach: ComparisonCell = {
  value: 'AI coach chat, any hour, that knows your training history',
  status: 'yes',
};
const ourInjury: ComparisonCell = {
  value: `Early warnings from your ${numberCompound(ACWR_ACUTE_DAYS, 'day')} vs ${numberCompound(ACWR_CHRONIC_DAYS, 'day')} load ratio (ACWR), with automatic load reduction`,
  status: 'yes',
};

/** /vs: the product against three kinds of app. No brand names: categories only. */
export const VS_ALL = defineComparison({
  id: 'vs-all',
  caption: 'Head-to-head: three kinds of running app compared with ours',
  basis: 'categories',
  trademarks: [],
  columns: [
    {id: 'planBased', kind: 'other', label: 'Plan-based app', detail: 'fixed plan chosen at sign-up'},
    {id: 'weekly', kind: 'other', label: 'Weekly-adjusting app', detail: 'plan reviewed once a week'},
    {id: 'watch', kind: 'other', label: 'Watch & activity apps', detail: 'tracking and suggested workouts'},
    {id: 'product', kind: 'product'},
  ],
  rows: [
    {
      feature: 'Adaptive training',
      cells: {
        planBased: {
          value: 'Paces may update; the plan itself stays fixed',
          status: 'partial',
          note: 'Target paces can move as your fitness improves, but the sessions you were given at sign-up stay the same.',
        },
        weekly: {
          value: 'Adjusts the next week',
          status: 'partial',
          note: 'Changes arrive at the weekly review, so a hard or missed run today is only reflected days later.',
        },
        watch: {
          value: 'Suggests a daily workout',
          status: 'partial',
          note: 'Daily suggestions follow recovery data, but there is no goal-race plan that is rewritten around them.',
        },
        product: ourAdaptive,
      },
    },
    {
      feature: 'Missed runs',
      cells: {
        planBased: {value: 'Skip it or move it yourself', status: 'no'},
        weekly: {
          value: 'Picked up at the next weekly review',
          status: 'partial',
          note: 'The missed session is accounted for when the next week is planned, not straight away.',
        },
        watch: {value: 'Not tracked against a plan', status: 'no'},
        product: ourMissedRuns,
      },
    },
    {
      feature: 'Holiday mode',
      cells: {
        planBased: {value: 'Restart or repeat weeks by hand', status: 'no'},
        weekly: {
          value: 'Change your available days',
          status: 'partial',
          note: 'You can usually mark fewer days, but a pause-and-resume with a ramp back in is rare.',
        },
        watch: {value: 'No plan to pause', status: 'no'},
        product: ourHoliday,
      },
    },
    {
      feature: 'Warm-ups & stretching',
      cells: {
        planBased: {
          value: 'Generic warm-up step in workouts',
          status: 'partial',
          note: 'Workouts often start with a timed warm-up, without routines chosen for the session type.',
        },
        weekly: {
          value: 'Generic warm-up step in workouts',
          status: 'partial',
          note: 'Workouts often start with a timed warm-up, without routines chosen for the session type.',
        },
        watch: {value: 'Warm-up timer only', status: 'no'},
        product: ourWarmups,
      },
    },
    {
      feature: 'AI coach chat',
      cells: {
        planBased: {value: 'Help centre and email support', status: 'no'},
        weekly: {value: 'Help centre and email support', status: 'no'},
        watch: {
          value: 'Some offer an AI summary of your data',
          status: 'partial',
          note: 'A few platforms summarise your stats in words; they do not coach you towards a race plan.',
        },
        product: ourCoach,
      },
    },
    {
      feature: 'Injury-risk alerts',
      cells: {
        planBased: {value: 'General injury-prevention tips', status: 'no'},
        weekly: {
          value: 'Keeps weekly load in range',
          status: 'partial',
          note: 'Load is managed when the next week is planned; there is no alert when risk rises mid-week.',
        },
        watch: {
          value: 'Load and recovery figures',
          status: 'partial',
          note: 'You see training load and recovery time, but it is up to you to change the plan.',
        },
        product: ourInjury,
      },
    },
    {
      feature: 'Nutrition & holistic',
      cells: {
        planBased: {value: 'Articles and blog posts', status: 'no'},
        weekly: {value: 'Not part of the plan', status: 'no'},
        watch: {
          value: 'Sleep and stress tracking',
          status: 'partial',
          note: 'Recovery signals are tracked, without nutrition guidance or links to your training plan.',
        },
        product: {
          value: 'Fuelling guidance localised to what you eat, plus sleep and recovery advice',
          status: 'yes',
        },
      },
    },
  ],
});

/** /vs/runna: Runna next to the product. */
export const VS_RUNNA = defineComparison({
  id: 'vs-runna',
  caption: 'Runna compared with ours, feature by feature',
  basis: 'public-pages',
  trademarks: ['Runna'],
  columns: [
    {id: 'runna', kind: 'other', label: 'Runna'},
    {id: 'product', kind: 'product'},
  ],
  rows: [
    {
      feature: 'Adaptive training',
      cells: {
        runna: {
          value: 'Personalised plans; paces update as you progress',
          status: 'partial',
          note: 'Runna personalises plans and updates target paces; its public pages do not describe rewriting the week after each run from how it felt.',
        },
        product: ourAdaptive,
      },
    },
    {
      feature: 'Missed runs',
      cells: {
        runna: {
          value: 'Plan Realignment after 3 or more missed workouts; single sessions moved by hand',
          status: 'partial',
          note: 'Its help centre describes Plan Realignment: once 3 or more workouts are missed, the plan can be shifted to where you are now. A single missed session is moved or skipped by hand; the week is not rebuilt after every run.',
          source: RUNNA_PAUSE_PAGE,
        },
        product: ourMissedRuns,
      },
    },
    {
      feature: 'Workout difficulty',
      cells: {
        runna: {
          value: 'Set by your plan level and target paces',
          status: 'partial',
          note: 'Difficulty follows the plan and paces you chose; we found no per-run effort rating that changes the next session.',
        },
        product: {
          value: 'Tuned after every run from your effort rating (RPE) and heart rate',
          status: 'yes',
        },
      },
    },
    {
      feature: 'Holiday mode',
      cells: {
        runna: {
          value: '“Not Feeling 100%”: dial the plan back for 3 to 14 days, then choose how fast to return',
          status: 'yes',
          note: 'Its help centre describes “Not Feeling 100%”: for 3 to 14 days you can reduce difficulty, run easy only or not run at all, then return slowly, balanced or quickly. It is framed around illness and minor aches; for trips it also suggests moving a lighter week.',
          source: RUNNA_UNWELL_PAGE,
        },
        product: ourHoliday,
      },
    },
    {
      feature: 'Warm-ups & stretching',
      cells: {
        runna: {
          value: 'Warm-ups in structured workouts; strength sessions',
          status: 'partial',
          note: 'Workouts include warm-up and cool-down segments and strength plans are offered; we found no stretching routine matched to each session type.',
        },
        product: ourWarmups,
      },
    },
    {
      feature: 'AI coach',
      cells: {
        runna: {
          value: 'Coach-written plans and a support team',
          status: 'partial',
          note: 'Plans are designed by coaches and questions go to its support team; we found no always-on conversational coach.',
        },
        product: ourCoach,
      },
    },
    {
      feature: 'Injury-risk alerts',
      cells: {
        runna: {
          value: 'Injury-prevention advice and gradual builds',
          status: 'partial',
          note: 'Plans build gradually and the app shares prevention advice; we found no warnings based on your training load.',
        },
        product: ourInjury,
      },
    },
  ],
});

/** /vs/trenara: Trenara next to the product. */
export const VS_TRENARA = defineComparison({
  id: 'vs-trenara',
  caption: 'Trenara compared with ours, feature by feature',
  basis: 'public-pages',
  trademarks: ['Trenara'],
  columns: [
    {id: 'trenara', kind: 'other', label: 'Trenara'},
    {id: 'product', kind: 'product'},
  ],
  rows: [
    {
      feature: 'Adaptive training',
      cells: {
        trenara: {
          value: 'Adjusts upcoming sessions when your load drifts from the plan',
          status: 'partial',
          note: 'Trenara describes adjusting upcoming sessions when your training load deviates noticeably from the plan, for Peak Pro subscribers on its ultimate plans; interval sessions themselves are never changed.',
          source: TRENARA_ADJUSTMENT_POST,
        },
        product: ourAdaptive,
      },
    },
    {
      feature: 'Missed runs',
      cells: {
        trenara: {
          value: 'Counted in its training-load review',
          status: 'partial',
          note: 'A missed session lowers your recorded load, which can lead to later adjustments; the week is not reshuffled straight away.',
          source: TRENARA_ADJUSTMENT_POST,
        },
        product: ourMissedRuns,
      },
    },
    {
      feature: 'Holiday mode',
      cells: {
        trenara: {
          value: 'Change your training days',
          status: 'partial',
          note: 'You can change the days you are available; we found no dedicated pause-and-resume mode on its public pages.',
        },
        product: ourHoliday,
      },
    },
    {
      feature: 'Workout feedback',
      cells: {
        trenara: {
          value: 'Analysis feeds later plan changes (delayed)',
          status: 'partial',
          note: 'Synced workouts are analysed against your plan and can change later sessions; we found no written insight delivered right after each run.',
        },
        product: {value: 'Instant AI insights after every run', status: 'yes'},
      },
    },
    {
      feature: 'Warm-ups',
      cells: {
        trenara: {
          value: 'Warm-up segments in structured sessions',
          status: 'partial',
          note: 'Sessions include warm-up and cool-down segments; we found no routines matched to each session type.',
        },
        product: ourWarmups,
      },
    },
    {
      feature: 'AI coach',
      cells: {
        trenara: {
          value: 'Automated plan engine and help centre',
          status: 'partial',
          note: 'The plan is adjusted automatically, but we found no chat where you can ask the coach a question.',
        },
        product: ourCoach,
      },
    },
    {
      feature: 'Injury alerts',
      cells: {
        trenara: {
          value: 'Keeps acute load in a responsible range',
          status: 'partial',
          note: 'Its load review trims upcoming volume when you did more than asked, to bring acute load back to a responsible level; we found no alert that warns you before risk builds.',
          source: TRENARA_ADJUSTMENT_POST,
        },
        product: ourInjury,
      },
    },
  ],
});

const shortestTaper = Math.min(...TAPER_GUIDES.map((guide) => guide.days[0]));
const longestTaper = Math.max(...TAPER_GUIDES.map((guide) => guide.days[1]));

/** /features: other apps, the product and a human coach. Kinds of service, no brands. */
export const FEATURES_COMPARISON = defineComparison({
  id: 'features',
  caption: 'Other running apps, our AI coach and traditional coaching compared',
  basis: 'categories',
  trademarks: [],
  columns: [
    {id: 'apps', kind: 'other', label: 'Other running apps', detail: 'plan-based and watch apps'},
    {id: 'product', kind: 'product'},
    {id: 'coach', kind: 'other', label: 'Traditional coaching', detail: 'a human coach, online or in person'},
  ],
  rows: [
    {
      feature: 'Plan adapts to each run',
      cells: {
        apps: {
          value: 'Paces may update; sessions mostly fixed',
          status: 'partial',
          note: 'Target paces can follow your fitness, but the sessions themselves rarely change after a hard or missed run.',
        },
        product: ourAdaptive,
        coach: {
          value: 'Adjusted at regular check-ins',
          status: 'partial',
          note: 'A good coach adapts your plan, usually at a weekly or fortnightly check-in rather than after every run.',
        },
      },
    },
    {
      feature: 'Feedback after a run',
      cells: {
        apps: {
          value: 'Charts and stats, little interpretation',
          status: 'partial',
          note: 'You get the numbers; deciding what they mean for tomorrow is up to you.',
        },
        product: {value: 'A written analysis as soon as the run syncs', status: 'yes'},
        coach: {
          value: 'When the coach reviews it',
          status: 'partial',
          note: 'Expert and personal, but often a day or more later, and sometimes only for key sessions.',
        },
      },
    },
    {
      feature: 'Answers when you need them',
      cells: {
        apps: {value: 'Help centre and email support', status: 'no'},
        product: ourCoach,
        coach: {
          value: 'Within the coach’s working hours',
          status: 'partial',
          note: 'Most coaches reply within a day; a question at 6 am before a long run may wait.',
        },
      },
    },
    {
      feature: 'Injury-risk monitoring',
      cells: {
        apps: {
          value: 'Load figures you interpret yourself',
          status: 'partial',
          note: 'Some apps show training load or recovery time, but they do not change your plan when risk rises.',
        },
        product: {
          value: `Load ratio checked after every run; at ${ACWR_ZONES.danger[0]} or more the load is reduced automatically`,
          status: 'yes',
        },
        coach: {
          value: 'An experienced eye on what you report',
          status: 'partial',
          note: 'A coach spots warning signs well when you tell them; few track your load ratio day by day.',
        },
      },
    },
    {
      feature: 'Warm-ups matched to the session',
      cells: {
        apps: {
          value: 'Generic warm-up step',
          status: 'partial',
          note: 'Workouts often start with a timed warm-up, the same whatever the session.',
        },
        product: ourWarmups,
        coach: {value: 'Usually prescribed with each session', status: 'yes'},
      },
    },
    {
      feature: 'A person who knows you',
      cells: {
        apps: {value: 'No personal relationship', status: 'no'},
        product: {
          value: 'An AI coach that remembers your history and goals',
          status: 'partial',
          note: 'It knows every run you have logged, but it is not a person: for pain, illness or life decisions it points you to a professional.',
        },
        coach: {value: 'A real relationship and accountability', status: 'yes'},
      },
    },
  ],
});

/** /training-plans: a traditional fixed plan next to the product's adaptive plan. */
export const PLANS_COMPARISON = defineComparison({
  id: 'training-plans',
  caption: 'A traditional training plan compared with our AI-adapted plan',
  basis: 'categories',
  trademarks: [],
  columns: [
    {
      id: 'traditional',
      kind: 'other',
      label: 'Traditional plan',
      detail: 'a fixed plan from a book, PDF or app',
    },
    {id: 'product', kind: 'product'},
  ],
  rows: [
    {
      feature: 'Starting point',
      cells: {
        traditional: {
          value: 'Chosen from a few generic levels',
          status: 'partial',
          note: 'You pick beginner, intermediate or advanced and hope it fits your week and your fitness.',
        },
        product: {
          // A narrow column: the compound must not split at its hyphen ('5-' at a line's end, 'minute' below).
          value: `Built from a ${numberCompound(ASSESSMENT_MINUTES, 'minute')} assessment of your running, goal and week`,
          status: 'yes',
        },
      },
    },
    {
      feature: 'After a hard or missed run',
      cells: {
        traditional: {value: 'Nothing changes; you catch up or skip', status: 'no'},
        product: ourAdaptive,
      },
    },
    {
      feature: 'Training paces',
      cells: {
        traditional: {
          value: 'Set once from a goal time',
          status: 'partial',
          note: 'Paces come from the finish time you hoped for on day one, not from how your runs are going.',
        },
        product: {value: 'Recalculated from your recent runs and effort ratings', status: 'yes'},
      },
    },
    {
      feature: 'Recovery weeks',
      cells: {
        traditional: {
          value: 'Fixed, often every fourth week',
          status: 'partial',
          note: 'A sensible rhythm on paper, whether or not you are actually tired that week.',
        },
        product: {value: 'When your fitness, fatigue and form say you need one', status: 'yes'},
      },
    },
    {
      feature: 'Busy weeks and holidays',
      cells: {
        traditional: {value: 'Repeat or skip weeks by hand', status: 'no'},
        product: ourHoliday,
      },
    },
    {
      feature: 'Taper',
      cells: {
        traditional: {
          value: 'The same final weeks for everyone',
          status: 'partial',
          note: 'Printed plans taper on a fixed schedule that ignores how fresh or tired you arrive.',
        },
        product: {
          value: `${shortestTaper} to ${longestTaper} days by race distance, steered by your form`,
          status: 'yes',
        },
      },
    },
    {
      feature: 'Injury risk',
      cells: {
        traditional: {value: 'General advice in the introduction', status: 'no'},
        product: ourInjury,
      },
    },
  ],
});

export const COMPARISONS: readonly Comparison[] = [
  VS_ALL,
  VS_RUNNA,
  VS_TRENARA,
  FEATURES_COMPARISON,
  PLANS_COMPARISON,
];

/** A link card to one of the comparison pages. */
export interface ComparisonLink {
  readonly to: '/vs' | '/vs/runna' | '/vs/trenara';
  readonly title: string;
  readonly summary: string;
}

export const COMPARISON_LINKS: Readonly<Record<ComparisonLink['to'], ComparisonLink>> = {
  '/vs': {
    to: '/vs',
    title: 'All comparisons',
    summary: 'Plan-based apps, weekly-adjusting apps and watch platforms next to an AI coach, row by row.',
  },
  '/vs/runna': {
    to: '/vs/runna',
    title: 'Compared with Runna',
    summary: 'Structured, coach-written plans against a plan that rewrites itself after every run.',
  },
  '/vs/trenara': {
    to: '/vs/trenara',
    title: 'Compared with Trenara',
    summary: 'Load-based plan adjustments against instant feedback and a coach you can chat with.',
  },
};
