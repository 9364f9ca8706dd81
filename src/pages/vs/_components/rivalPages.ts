/**
 * The one-rival comparison pages (/vs/runna, /vs/trenara): everything that differs between them, as
 * data. `RivalPage` renders any entry; the product's name is filled in where a text takes a function.
 */
import {FREE_TRIAL_DAYS} from '@site/src/constants';
import {
  VS_RUNNA,
  VS_TRENARA,
  type Comparison,
  type ComparisonLink,
} from '@site/src/domains/comparisons/comparisons';
import type {TestimonialId} from '@site/src/data/testimonials';

export interface RivalPageEntry {
  /** The route's last segment; the comparison section's anchor is `${slug}-comparison`. */
  readonly slug: string;
  /** The rival app's name, as in the page title ('{product} vs {rival}'). */
  readonly rival: string;
  readonly comparison: Comparison;
  readonly description: (productName: string) => string;
  readonly keywords: readonly string[];
  readonly hero: {
    readonly title: string;
    readonly lead: string;
    /** The early-access button's label. */
    readonly cta: string;
    /** The label of the link back to /vs. */
    readonly allComparisons: string;
  };
  /** The comparison section's lead (its title is '{rival} and {product}, feature by feature'). */
  readonly comparisonLead: string;
  readonly stories: {readonly ids: readonly TestimonialId[]; readonly title: string};
  readonly closing: {readonly title: string; readonly lead: string};
  /** The comparison pages linked at the bottom. */
  readonly more: readonly ComparisonLink['to'][];
}

export const RIVAL_PAGES = {
  runna: {
    slug: 'runna',
    rival: 'Runna',
    comparison: VS_RUNNA,
    description: (productName) =>
      `A fair, feature-by-feature look at ${productName}, an AI coach that adapts after every run, next to Runna's structured plans.`,
    keywords: ['Runna alternative', 'Runna comparison', 'adaptive running plan', 'AI running coach'],
    hero: {
      title: 'Looking beyond Runna?',
      lead: 'Runna offers polished, coach-written plans. If you want a plan that reacts to how each run actually felt, reshuffles the sessions you miss and pauses for your holidays, here is how we differ.',
      cta: 'Ready to Switch?',
      allComparisons: 'See All Comparisons',
    },
    comparisonLead:
      'Both build a plan around your goal race. The difference is what happens after you press stop.',
    stories: {ids: ['marcus', 'sophie'], title: 'Runners who wanted more than a schedule'},
    closing: {
      title: 'Switch to a plan that adapts daily',
      lead: `Bring your goal race; the coach builds the plan around it and keeps adjusting it after every run. The first ${FREE_TRIAL_DAYS} days are free.`,
    },
    more: ['/vs/trenara', '/vs'],
  },
  trenara: {
    slug: 'trenara',
    rival: 'Trenara',
    comparison: VS_TRENARA,
    description: (productName) =>
      `A fair comparison of ${productName}, an AI coach with instant feedback after every run, and Trenara's adaptive training plans.`,
    keywords: ['Trenara alternative', 'Trenara comparison', 'AI running feedback', 'adaptive training'],
    hero: {
      title: 'Trenara adapts your plan. We adapt it after every single run.',
      lead: 'Trenara builds adaptive plans for runners of all levels. Here is what changes when feedback arrives the moment you finish, and a coach is there to chat at any hour.',
      cta: 'Train Smarter Today',
      allComparisons: 'Compare All Apps',
    },
    comparisonLead:
      'Both adjust your training to what you actually ran. The difference is how soon you hear about it, and whether you can ask why.',
    stories: {ids: ['kavya', 'daniel'], title: 'Runners who wanted answers sooner'},
    closing: {
      title: 'Get insights the moment you stop your watch',
      lead: `Join early access and your first adaptive plan is ready in minutes. The first ${FREE_TRIAL_DAYS} days are free.`,
    },
    more: ['/vs/runna', '/vs'],
  },
} as const satisfies Record<string, RivalPageEntry>;
