/**
 * Business constants of the site (spec section 9), stated once.
 *
 * Components import from here; no number in this file is typed again in JSX or prose.
 * Where the spec gives two readings, this file picks one and says which:
 * - the launch discount lasts for the first 12 months (not "forever");
 * - the TSB zones are the smart-adaptation reading (danger below -30), used site-wide.
 */
import {keepNumbersWithUnits} from './lib/typography';

/* ------------------------------------------------------------------ timing */

/** Scroll distance after which the header switches to its scrolled style. */
export const NAV_SCROLL_THRESHOLD_PX = 50;
/** Delay before scrolling to #pre-register after navigating to the home page. */
export const PRE_REGISTER_SCROLL_DELAY_MS = 500;
/** Delay before a footer link scrolls the new page to the top. */
export const FOOTER_SCROLL_DELAY_MS = 100;
/** Delay between submitting the sign-up form and showing the confirmation. */
export const SIGNUP_CONFIRMATION_DELAY_MS = 2000;

/** Id of the sign-up section on the home page: the target of every call to action. */
export const PRE_REGISTER_ID = 'pre-register';
/** Id of the testimonials section on the home page. */
export const TESTIMONIALS_ID = 'testimonials';
/** Id of the FAQ section on /support. */
export const SUPPORT_FAQ_ID = 'support';

/* ----------------------------------------------------------------- pricing */

export const PRICING_CACHE_FRESH_MS = 30 * 60 * 1000;
export const PRICING_CACHE_KEEP_MS = 60 * 60 * 1000;
export const PRICING_TIMEOUT_MS = 8000;

/** Launch offer for early-access members. One reading site-wide: 12 months, not forever. */
export const LAUNCH_DISCOUNT_PERCENT = 50;
export const LAUNCH_DISCOUNT_MONTHS = 12;
export const FREE_TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 30;
export const STUDENT_DISCOUNT_PERCENT = 50;

/*
 * Plans and prices, one reading of the spec's three figures ($9.99 in the terms; Free, Pro $9.99 and
 * Elite $19.99 in the FAQ; $10.00 against $19.99 on the card):
 * - three plans at launch: Free, Pro at $9.99 and Elite at $19.99 a month (US list prices);
 * - the pricing card prices Elite: the fallback table's originals ($19.99, ₹340, ...) are Elite's regular
 *   prices and its current prices are those halved by the launch discount (₹170 in India);
 * - the terms name both paid plans; their "$9.99 a month" is Pro's price;
 * - the spec's "$4.99 against $9.99" with no pricing object at all is Pro's launch price, so the card,
 *   which always names Elite, never shows it: without a pricing object it shows Elite's US row.
 */
export const PRO_MONTHLY_USD = 9.99;
export const ELITE_MONTHLY_USD = 19.99;
/** Elite's launch price in India, in rupees a month (half of ₹340). */
export const INDIA_PRICE_INR = 170;

export interface PlanTier {
  readonly name: 'Free' | 'Pro' | 'Elite';
  /** Monthly price in US dollars; 0 for the free tier. */
  readonly monthlyUsd: number;
  readonly summary: string;
}

export const PLAN_TIERS: readonly PlanTier[] = [
  {name: 'Free', monthlyUsd: 0, summary: 'basic 5K training'},
  {name: 'Pro', monthlyUsd: PRO_MONTHLY_USD, summary: 'adaptive plans for every distance'},
  {name: 'Elite', monthlyUsd: ELITE_MONTHLY_USD, summary: 'everything in Pro plus priority support'},
];

/**
 * Cancelling, in the one wording every page uses (the terms' two choices after the money-back period).
 */
export const CANCELLATION_TERMS =
  'Cancel any time in the app’s settings or by email, with no fee: keep your paid features until the end of the month you have paid for, or end them straight away for a prorated refund of the unused days.';

/** The plan the pricing card prices, on every page that states a price. */
export const PRICED_PLAN_NAME: PlanTier['name'] = 'Elite';

/* ------------------------------------------------------------ legal, support */

export const MINIMUM_AGE = 13;
export const ACCOUNT_DELETION_DAYS = 30;
export const COOKIE_MAX_LIFETIME_YEARS = 2;
export const COOKIE_TYPICAL_MIN_DAYS = 30;
/** Version of the legal pages' text (terms, privacy, cookies, account deletion), shown under each title. */
export const LEGAL_VERSION = '1.0';
/**
 * The day this version of the legal text was written (ISO). The pages show it as their effective date
 * only while a deployer has not set LEGAL_EFFECTIVE_DATE, and the build warns when that variable names an
 * earlier day: text cannot have been in effect before it existed. Move it whenever the text changes.
 */
export const LEGAL_TEXT_DATE = '2026-11-23';
/** The liability cap in the terms: the greater of what a user paid in this many months and this sum. */
export const LIABILITY_CAP_MONTHS = 12;
export const LIABILITY_CAP_USD = 100;
/** The operator's commitment to users in India who raise a grievance (privacy policy and terms). */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;
export const COPYRIGHT_YEAR = 2025;

/**
 * Live-chat hours on New York time: ET, not EST, since New York is on daylight time (EDT) from mid-March
 * to early November. In India (IST, UTC+5:30, no daylight time) that is 19:30 to 04:30 from November to
 * March and an hour earlier, 18:30 to 03:30, the rest of the year.
 */
export const SUPPORT_CHAT_HOURS = 'Monday to Friday, 9:00 to 18:00 ET (New York time)';
export const SUPPORT_CHAT_HOURS_INDIA =
  '19:30 to 04:30 IST in India (18:30 to 03:30 IST from mid-March to early November)';
export const SUPPORT_EMAIL_REPLY_HOURS = 24;
/** How fast email is answered, in the one wording /support and the legal pages use (the number kept with its
 * unit on a phone, by the site's one rule for that). */
export const SUPPORT_EMAIL_REPLY = keepNumbersWithUnits(
  `A person on our support team replies within ${SUPPORT_EMAIL_REPLY_HOURS} hours.`,
);

/* -------------------------------------------------------------- marketing */

export interface Stat {
  readonly value: string;
  /** What the number measures, in words. */
  readonly label: string;
}

/** Headline stats (hero). */
export const HERO_STATS: readonly Stat[] = [
  {value: '15K+', label: 'training sessions analysed'},
  {value: '23%', label: 'average performance gain'},
  {value: '96%', label: 'injury prevention rate'},
];

/** Data-intelligence stats (home page). */
export const DATA_POINTS_STAT: Stat = {value: '12+', label: 'data points read from every run'};

export const DATA_STATS: readonly Stat[] = [
  DATA_POINTS_STAT,
  {value: '97%', label: 'of the coach’s plan changes kept by beta runners without editing them'},
  {value: '34%', label: 'fewer skipped sessions than beta runners logged on their previous plan'},
];

/** Where the home-page figures come from, stated next to them. */
export const STATS_SOURCE = 'Figures from the closed beta, 2025.';

export const TESTIMONIAL_RATING = 5;

/* ---------------------------------------------------------- training load */

/** CTL (fitness) time constant in days. */
export const CTL_DAYS = 42;
/** ATL (fatigue) time constant in days. */
export const ATL_DAYS = 7;
/** ACWR acute window in days. */
export const ACWR_ACUTE_DAYS = 7;
/** ACWR chronic window in days. */
export const ACWR_CHRONIC_DAYS = 28;

/** The coach reviews the plan after every workout and can adjust it within this many hours. */
export const PLAN_ADJUSTMENT_HOURS = 24;
/** Length of the onboarding assessment. */
export const ASSESSMENT_MINUTES = 5;

export type Range = readonly [min: number, max: number];

/** ACWR below this is underloaded (detraining); from it up to ACWR_CAUTION_FROM is the safe zone. */
export const ACWR_SAFE_FROM = 0.8;
/** ACWR from this up to ACWR_DANGER_FROM is the caution zone. */
export const ACWR_CAUTION_FROM = 1.3;
/** ACWR from this up is the danger zone: the coach reduces load automatically. */
export const ACWR_DANGER_FROM = 1.5;

/** ACWR zones, bounds `[lower, upper)`, from the three edges above (MDX prose names the edges with <Const>). */
export const ACWR_ZONES = {
  underloaded: [0, ACWR_SAFE_FROM],
  safe: [ACWR_SAFE_FROM, ACWR_CAUTION_FROM],
  caution: [ACWR_CAUTION_FROM, ACWR_DANGER_FROM],
  danger: [ACWR_DANGER_FROM, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, Range>;

/**
 * Fitness (CTL) ramp rate, in points per week: CTL today minus CTL seven days ago. A ceiling, not a target.
 * Held for weeks, a ramp of r points a week keeps form (TSB) near −5 × r under the model in
 * `src/domains/training-load/metrics.ts`, so up to 5 stays clear of the recovery-mode line (TSB −30), 5 to 7
 * reaches it and 7 or more passes it; `rampModel.test.ts` checks this, and the workload-ratio side, with the code.
 */
/** Top of the gentle band: fitness rising by up to this many points a week builds without strain. */
export const CTL_RAMP_GENTLE_MAX_PER_WEEK = 5;
/** The ceiling: 5 to 7 points a week is the upper edge of safe (a short block), 7 and more is aggressive. */
export const CTL_RAMP_CEILING_PER_WEEK = 7;

/** CTL ramp bands, bounds `[lower, upper)`: easing off below 0, building gently 0 to 5, upper edge 5 to 7, aggressive from 7. */
export const CTL_RAMP_ZONES = {
  easing: [Number.NEGATIVE_INFINITY, 0],
  gentle: [0, CTL_RAMP_GENTLE_MAX_PER_WEEK],
  edge: [CTL_RAMP_GENTLE_MAX_PER_WEEK, CTL_RAMP_CEILING_PER_WEEK],
  aggressive: [CTL_RAMP_CEILING_PER_WEEK, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, Range>;

/**
 * Weekly volume change, against the biggest of the three weeks before (`volumeReferenceWeek`): below 10% is safe,
 * above 30% is danger, in between is caution. The spec gives the edges, not the baseline; the biggest recent week
 * is this site's reading, so a return to the usual level after a planned easy week is not a jump.
 */
export const WEEKLY_VOLUME_SAFE_PERCENT = 10;
export const WEEKLY_VOLUME_DANGER_PERCENT = 30;

/**
 * Foster's session-RPE effort scale (CR-10) as used for a run: 1 = very, very easy, 2 easy, 3 moderate,
 * 4 somewhat hard, 5 hard, 7 very hard, 10 maximal (0, rest, is not a run).
 */
export const RPE_SCALE: Range = [1, 10];
/**
 * The effort each kind of run should rate on RPE_SCALE, one reading on every page: easy runs (Foster's easy to
 * moderate), steady running (somewhat hard to hard), tempo or threshold running (hard but controlled, what
 * coaches call comfortably hard) and intervals (very hard). Prose writes them with <Const />.
 */
export const RPE_EASY: Range = [2, 3];
export const RPE_STEADY: Range = [4, 5];
export const RPE_TEMPO: Range = [6, 7];
export const RPE_INTERVALS: Range = [8, 9];
/** Injury-risk calculator: weekly running time above this (50 hours) is rejected as implausible. */
export const MAX_WEEKLY_RUN_MINUTES = 3000;
/** Injury-risk calculator: weekly distance above this is rejected as implausible. */
export const MAX_WEEKLY_RUN_KM = 500;

/**
 * TSB (form) zones, one reading site-wide (the spec's smart-adaptation reading).
 * Bounds are [lower, upper); above +25 is treated as "peak" too (detraining if held for long).
 */
export const TSB_ZONES = {
  danger: [Number.NEGATIVE_INFINITY, -30],
  overreaching: [-30, -10],
  optimal: [-10, 5],
  fresh: [5, 15],
  peak: [15, 25],
} as const satisfies Record<string, Range>;

export type TaperDistance = '5K/10K' | 'Half marathon' | 'Marathon' | 'Ultra';

export interface TaperGuide {
  readonly distance: TaperDistance;
  readonly days: Range;
  /** Volume reduction in percent, where the guidance gives one. */
  readonly volumeCutPercent?: number;
}

export const TAPER_GUIDES: readonly TaperGuide[] = [
  {distance: '5K/10K', days: [5, 7]},
  {distance: 'Half marathon', days: [7, 10], volumeCutPercent: 40},
  {distance: 'Marathon', days: [14, 21]},
  {distance: 'Ultra', days: [14, 28]},
];

/** Warm-up lengths in minutes by session type. */
export const WARMUP_MINUTES = {
  easy: [5, 8],
  interval: [10, 15],
  long: [8, 12],
} as const satisfies Record<string, Range>;

/* ------------------------------------------------------------------ plans */

export type Difficulty = 'Beginner' | 'Intermediate' | 'Intermediate-Advanced' | 'Advanced';

export interface PlanFacts {
  readonly id: '5k' | '10k' | 'half' | 'marathon';
  readonly title: string;
  readonly weeks: number;
  readonly runsPerWeek: Range;
  readonly difficulty: Difficulty;
  /** The spec's "target time": the typical finish time of runners who complete the plan, shown as such, not a promise. */
  readonly targetTime: string;
}

export const PLAN_FACTS: readonly PlanFacts[] = [
  {id: '5k', title: '5K', weeks: 8, runsPerWeek: [3, 4], difficulty: 'Beginner', targetTime: '25-35 min'},
  {
    id: '10k',
    title: '10K',
    weeks: 10,
    runsPerWeek: [4, 5],
    difficulty: 'Intermediate',
    targetTime: '45-65 min',
  },
  {
    id: 'half',
    title: 'Half marathon',
    weeks: 12,
    runsPerWeek: [4, 6],
    difficulty: 'Intermediate-Advanced',
    targetTime: '1:30-2:30 h',
  },
  {
    id: 'marathon',
    title: 'Marathon',
    weeks: 16,
    runsPerWeek: [5, 6],
    difficulty: 'Advanced',
    targetTime: '3:00-5:00 h',
  },
];

/* ---------------------------------------------------------- notifications */

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SHOP_LOAD_TIMEOUT_MS = 10_000;
