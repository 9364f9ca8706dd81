/**
 * The /features overview: the app-screen gallery, the seven-feature ecosystem grid and the cards that
 * lead to the feature pages. Screens are drawn by scripts/make-feature-screens.mjs.
 */
import {ACWR_ACUTE_DAYS, ACWR_CHRONIC_DAYS, PLAN_ADJUSTMENT_HOURS} from '../constants';
import type {Benefit} from './benefits';

/** Pixel sizes of the rendered screens (scripts/make-feature-screens.mjs writes exactly these). */
export const SCREEN_SIZE = {width: 600, height: 1200} as const;
export const SCREEN_THUMB_SIZE = {width: 300, height: 600} as const;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** One image of a gallery: a thumbnail that opens the full image in a dialog. */
export interface GalleryImage {
  readonly id: string;
  /** Short name, shown under the thumbnail and as the dialog's heading. */
  readonly title: string;
  /** One sentence on what the screen shows, under the thumbnail and in the dialog. */
  readonly caption: string;
  /** What the image shows, for people who cannot see it: the facts on the screen, not its looks. */
  readonly alt: string;
  /** Paths under static/. */
  readonly src: string;
  readonly thumbSrc: string;
  readonly size: ImageSize;
  readonly thumbSize: ImageSize;
}

function screen(id: string, title: string, caption: string, alt: string): GalleryImage {
  return {
    id,
    title,
    caption,
    alt,
    src: `/img/features/${id}.webp`,
    thumbSrc: `/img/features/${id}-thumb.webp`,
    size: SCREEN_SIZE,
    thumbSize: SCREEN_THUMB_SIZE,
  };
}

/**
 * The screens show the sample athlete's week 7 (docs/features/_components/appScreens.ts computes what they
 * show from src/domains/training-load/sampleAthlete.ts): Thursday's tempo run and the Friday morning after
 * it. The alt text states the same numbers; appScreens.test.ts checks that it does.
 */
export const FEATURE_SCREENS: readonly GalleryImage[] = [
  screen(
    'plan-view',
    'Your week, rewritten',
    'The plan view the morning after a hard tempo run: asked for a second tempo, the coach keeps Saturday easy and says why.',
    'App screen “This week”, week 7 of 12 of a half-marathon plan, on Friday, a rest day. A banner says the coach updated the plan: the runner asked to run Saturday as a second tempo, but form this morning is −11.5 (overreaching), so Saturday stays an easy 5 km run with four relaxed strides at the end, marked Updated. Tuesday’s 9 km interval session, Wednesday’s 7 km easy run and Thursday’s 9 km tempo run are ticked as done; Sunday’s 16 km long run is unchanged.',
  ),
  screen(
    'post-run-analysis',
    'Post-run analysis',
    'Minutes after a tempo run syncs: pace, heart rate, effort and load, with the coach’s verdict.',
    'App screen “Tempo run”, Thursday, 9.0 km in 46:30, marked On target. Tiles show an average pace of 5:10 per km, average heart rate 158 bpm, effort 7 of 10 and a load of 68 rTSS. A bar chart of pace per kilometre shows five tempo kilometres on the 4:50 target line between an easier warm-up and cool-down. The coach’s take: the tempo kilometres averaged 4:51 per km with only 3% heart-rate drift, the biggest tempo run so far, so the next run should be truly easy. Next: rest, then Saturday’s easy 5 km.',
  ),
  screen(
    'coach-chat',
    'Coach chat',
    'The morning after the tempo run: asked for a second hard day, the coach answers with the runner’s own form.',
    'App screen “Coach”, a chat on Friday morning. The runner says yesterday’s tempo felt great and asks to turn Saturday’s easy run into another tempo. The coach says to keep Saturday easy: form this morning is −11.5 (overreaching), and Sunday’s 16 km long run is the key session of the week. It suggests finishing Saturday’s run with four relaxed 20-second strides. The runner agrees and asks what to eat before the long run.',
  ),
  screen(
    'load-dashboard',
    'Training-load dashboard',
    'Fitness, fatigue, form and the load ratio, with the injury-risk verdict they add up to.',
    'App screen “Training load” for the last six weeks, on Friday morning. Fitness (CTL) 34.7, up 1.9 this week; fatigue (ATL) 46.2; form (TSB) minus 11.5, labelled Overreaching; load ratio 1.20, labelled Safe. A chart shows fitness rising slowly under a more jagged fatigue line, with daily form bars below that dip in the last days. A card reads: Injury risk moderate; load ratio and weekly distance are in their safe zones, form is overreaching, so easy days stay easy.',
  ),
];

/** The seven parts of the coaching ecosystem, for the /features grid. */
export const ECOSYSTEM_FEATURES: readonly Benefit[] = [
  {
    id: 'adaptive-plans',
    icon: 'adapt',
    title: 'Adaptive training plans',
    description: `Every run is reviewed against its purpose: pace, heart rate and how hard it felt. The sessions ahead change within ${PLAN_ADJUSTMENT_HOURS} hours, and a hot or stormy forecast can move a key workout too.`,
  },
  {
    id: 'real-life',
    icon: 'calendar',
    title: 'Missed runs and holiday mode',
    description:
      'Skip a run and the week is rebuilt around the sessions that matter most. Travelling? Pause the plan and come back to a gentle ramp, not a cliff.',
  },
  {
    id: 'warmups',
    icon: 'stretch',
    title: 'Warm-ups, stretching, cool-downs',
    description:
      'A routine matched to each session: a few minutes of mobility before an easy run, drills and strides before intervals, and a cool-down that fits your day.',
  },
  {
    id: 'coach',
    icon: 'chat',
    title: 'Post-run feedback and 24/7 chat',
    description:
      'A written analysis as soon as your run syncs, and a coach that answers at any hour with your training history in front of it.',
  },
  {
    id: 'load-and-injury',
    icon: 'shield',
    title: 'Training load and injury alerts',
    description: `Fitness, fatigue and form (CTL, ATL, TSB) after every run, plus your ${ACWR_ACUTE_DAYS}-day vs ${ACWR_CHRONIC_DAYS}-day load ratio, with a warning before a load spike becomes a niggle.`,
  },
  {
    id: 'sync',
    icon: 'sync',
    title: 'Sync with your fitness platform',
    description:
      'Connect the platform your watch already uploads to and runs arrive on their own. No watch? Log a run by hand in a few taps.',
  },
  {
    id: 'race-day',
    icon: 'flag',
    title: 'Tapering, race day and fuelling',
    description:
      'A taper sized to your race distance, a pacing plan for the day, and fuelling advice built around the food you actually eat, including Indian staples.',
  },
];

/** A card that leads to another page. */
export interface PageLink {
  readonly to: string;
  readonly title: string;
  readonly summary: string;
}

export const FEATURE_PAGE_LINKS: readonly PageLink[] = [
  {
    to: '/features/smart-adaptation',
    title: 'Smart Session Adaptation',
    summary:
      'How fitness, fatigue and form steer your plan, the form zones, and taper lengths by race distance.',
  },
  {
    to: '/features/coaching-insights',
    title: 'Coaching Insights',
    summary: 'What the coach tells you after a run, in your weekly report and before a key session.',
  },
  {
    to: '/injury-prevention',
    title: 'Injury Prevention',
    summary: 'Load-ratio zones, the rules behind every build, common running injuries and a load calculator.',
  },
  {
    to: '/features/warmup-stretching',
    title: 'Warm-ups & Stretching',
    summary:
      'The routine the coach attaches to each session: before easy runs, intervals and long runs, and after.',
  },
];
