/**
 * The training-load zones, in one data module: which zone a reading falls into (bounds from
 * `src/constants.ts`), how serious it is, its tone (the colour a badge shows, always with words), its label and
 * advice for the runner, and what the coach does in it.
 *
 * Zone boundaries: every zone includes its lower bound and excludes its upper bound, `[lower, upper)`, so a
 * value exactly on a boundary belongs to the higher zone (ACWR 1.3 is "caution", 1.5 is "danger", a 30%
 * weekly rise is "danger", a CTL ramp of exactly 5 points/week is "upper edge", of exactly 7 "aggressive").
 */
import {
  ACWR_ZONES,
  CTL_RAMP_ZONES,
  TSB_ZONES,
  WEEKLY_VOLUME_DANGER_PERCENT,
  WEEKLY_VOLUME_SAFE_PERCENT,
  type Range,
} from '../../constants';
import {assertFinite, assertNonNegative} from '../../lib/assert';
import {formatSigned} from '../../lib/format';

export type TsbZone = keyof typeof TSB_ZONES;
export type AcwrZone = keyof typeof ACWR_ZONES;
export type WeeklyVolumeZone = 'safe' | 'caution' | 'danger';
export type CtlRampZone = keyof typeof CTL_RAMP_ZONES;

export interface ZoneInfo {
  /** Short name of the zone, for a badge or a legend. */
  label: string;
  /** One plain-English sentence on what to do. */
  recommendation: string;
}

/** Zones in ascending order; a value belongs to the zone with lower ≤ value < upper, or to the last zone. */
function classify<Zone extends string>(value: number, zones: Readonly<Record<Zone, Range>>): Zone {
  const entries = Object.entries(zones) as [Zone, Range][];
  let found: Zone | undefined;
  for (const [zone, [lower]] of entries) {
    if (value >= lower) found = zone;
  }
  if (found === undefined) throw new RangeError(`value ${value} is below every zone.`);
  return found;
}

/**
 * TSB (form) zone, bounds `[lower, upper)`: danger below −30, overreaching −30 to −10, optimal −10 to +5,
 * fresh +5 to +15, peak from +15 (above +25 also counts as peak).
 */
export function tsbZone(tsb: number): TsbZone {
  assertFinite('tsb', tsb);
  return classify(tsb, TSB_ZONES);
}

/** ACWR zone, bounds `[lower, upper)`: underloaded below 0.8, safe 0.8 to 1.3, caution 1.3 to 1.5, danger from 1.5. */
export function acwrZone(ratio: number): AcwrZone {
  assertNonNegative('ratio', ratio);
  return classify(ratio, ACWR_ZONES);
}

export const WEEKLY_VOLUME_ZONES: Record<WeeklyVolumeZone, Range> = {
  safe: [Number.NEGATIVE_INFINITY, WEEKLY_VOLUME_SAFE_PERCENT],
  caution: [WEEKLY_VOLUME_SAFE_PERCENT, WEEKLY_VOLUME_DANGER_PERCENT],
  danger: [WEEKLY_VOLUME_DANGER_PERCENT, Number.POSITIVE_INFINITY],
};

/** Weekly volume change zone (against the biggest recent week), bounds `[lower, upper)`: safe below +10% (any drop is safe), caution +10% to +30%, danger from +30%. */
export function weeklyVolumeZone(percent: number): WeeklyVolumeZone {
  assertFinite('percent', percent);
  return classify(percent, WEEKLY_VOLUME_ZONES);
}

export {CTL_RAMP_ZONES};

/**
 * CTL ramp-rate zone, bounds `[lower, upper)`: easing off below 0 points/week, building gently 0 to 5, upper
 * edge of safe 5 to 7, aggressive from 7. The ramp is a ceiling, not a target (see `CTL_RAMP_ZONES`).
 */
export function ctlRampZone(pointsPerWeek: number): CtlRampZone {
  assertFinite('pointsPerWeek', pointsPerWeek);
  return classify(pointsPerWeek, CTL_RAMP_ZONES);
}

/** Severity order shared by the zone families, 0 = fine … 2 = act now. */
export const ZONE_SEVERITY = {
  acwr: {underloaded: 1, safe: 0, caution: 1, danger: 2},
  tsb: {danger: 2, overreaching: 1, optimal: 0, fresh: 0, peak: 0},
  weeklyVolume: {safe: 0, caution: 1, danger: 2},
  ctlRamp: {easing: 0, gentle: 0, edge: 1, aggressive: 2},
} as const satisfies {
  acwr: Record<AcwrZone, number>;
  tsb: Record<TsbZone, number>;
  weeklyVolume: Record<WeeklyVolumeZone, number>;
  ctlRamp: Record<CtlRampZone, number>;
};

export const TSB_ZONE_INFO: Readonly<Record<TsbZone, ZoneInfo>> = {
  danger: {
    label: 'Danger: deep fatigue',
    recommendation:
      'Fatigue far outweighs fitness: switch to recovery mode with rest days and short, very easy runs until form climbs back.',
  },
  overreaching: {
    label: 'Overreaching',
    recommendation:
      'You are carrying real fatigue from hard training; keep easy days easy, sleep well and plan a lighter week soon.',
  },
  optimal: {
    label: 'Optimal training',
    recommendation:
      'Fitness and fatigue are in balance: the right place for normal training, including hard sessions.',
  },
  fresh: {
    label: 'Fresh',
    recommendation: 'Well rested: a good window for a key workout, a time trial or a race.',
  },
  peak: {
    label: 'Peak: race-ready',
    recommendation: `Fresh, with your fitness intact: the top of the race window, which starts in the fresh zone. Stay here for more than a week or two, or climb above +${TSB_ZONES.peak[1]}, and fitness starts to fade, so go back to training.`,
  },
};

export const ACWR_ZONE_INFO: Readonly<Record<AcwrZone, ZoneInfo>> = {
  underloaded: {
    label: 'Underloaded',
    recommendation:
      'This week is well below your usual load: fine for a recovery week or a taper, but build back gradually rather than jumping straight up.',
  },
  safe: {
    label: 'Safe: sweet spot',
    recommendation: 'This week is in line with what your body is used to; keep progressing gradually.',
  },
  caution: {
    label: 'Caution: load rising fast',
    recommendation:
      'This week is well above your usual load; hold it steady next week and take any new aches seriously.',
  },
  danger: {
    label: 'Danger: load spike',
    recommendation:
      'A sharp spike over your usual load, the pattern team-sport studies have linked with more injuries: cut back next week and add an extra easy or rest day.',
  },
};

export const WEEKLY_VOLUME_ZONE_INFO: Readonly<Record<WeeklyVolumeZone, ZoneInfo>> = {
  safe: {
    // Also every drop, however large: the label must not call a halved week "gradual".
    label: 'No jump',
    recommendation:
      'No rise your body has to absorb all at once; a big drop is what a recovery week or a taper looks like.',
  },
  caution: {
    label: 'Big jump',
    recommendation: 'A big jump in volume; keep next week at the same level before adding more.',
  },
  danger: {
    label: 'Sharp jump',
    recommendation:
      'A sharp jump in volume; bring next week back down to give bones, tendons and muscles time to adapt.',
  },
};

const recoveryLine = formatSigned(TSB_ZONES.danger[1]);

export const CTL_RAMP_ZONE_INFO: Readonly<Record<CtlRampZone, ZoneInfo>> = {
  easing: {
    label: 'Easing off',
    recommendation:
      'Fitness is slipping back a little: right for a recovery week, a taper or a break, otherwise add load back gradually.',
  },
  gentle: {
    label: 'Building gently',
    recommendation:
      'Fitness is rising at a rate you can keep up for weeks, with form staying clear of deep fatigue; this is what a good build looks like.',
  },
  edge: {
    label: 'Upper edge of safe',
    recommendation: `As fast as fitness should climb, and only for a week or two: held longer, it drives form down to the ${recoveryLine} recovery-mode line, so plan an easier week next.`,
  },
  aggressive: {
    label: 'Aggressive build',
    recommendation: `Faster than the body adapts: held, it sinks form below ${recoveryLine}, and reached in one jump it is a load spike; ease back this week.`,
  },
};

/* ------------------------------------------------------------------ tone */

/** How a reading is shown: always a word and a colour together, never colour alone. */
export type Tone = 'safe' | 'caution' | 'danger' | 'info';
export type Severity = 0 | 1 | 2;

/** Severity to colour: 0 is safe, 1 caution, 2 danger. */
export const SEVERITY_TONE: Readonly<Record<Severity, Tone>> = {0: 'safe', 1: 'caution', 2: 'danger'};

export type ZoneFamily = keyof typeof ZONE_SEVERITY;
export type ZoneOf<Family extends ZoneFamily> = keyof (typeof ZONE_SEVERITY)[Family];

/**
 * Zones that are low rather than risky: where the reader checks their own numbers (the calculator), they
 * are shown as information; in the zone tables and summaries they keep their severity's tone.
 */
const LOW_ZONES: Readonly<Partial<Record<ZoneFamily, readonly string[]>>> = {acwr: ['underloaded']};

/** The one zone-to-tone mapping: a zone's severity as a tone, or `info` for a low zone when `lowAsInfo`. */
export function zoneTone<Family extends ZoneFamily>(
  family: Family,
  zone: ZoneOf<Family>,
  {lowAsInfo = false}: {readonly lowAsInfo?: boolean} = {},
): Tone {
  if (lowAsInfo && LOW_ZONES[family]?.includes(String(zone))) return 'info';
  const severities = ZONE_SEVERITY[family] as Readonly<Record<ZoneOf<Family>, Severity>>;
  return SEVERITY_TONE[severities[zone]];
}

/* ------------------------------------------- meanings and coach's actions */

/*
 * The zone tables of TSB and ACWR have two columns of words: what a zone says about the runner's body
 * (the state, no advice) and what the coach does about it (the action). Each says what the other does not.
 */

/** What each TSB zone says about the runner: fitness (CTL) against fatigue (ATL). */
export const TSB_ZONE_MEANINGS: Readonly<Record<TsbZone, string>> = {
  peak: `Fatigue has cleared while fitness is still close to its high: as fresh as you can be without losing fitness. It does not last: after a week or two here, or above +${TSB_ZONES.peak[1]}, fitness itself starts to fall.`,
  fresh: 'Rested, with fitness intact: your legs can give a true hard effort.',
  optimal: 'Fitness and fatigue are in balance: your body is absorbing the training you are doing.',
  overreaching:
    'Fatigue clearly exceeds fitness, the short-term cost of a hard block. A few days here build fitness; weeks here raise the risk of illness, injury and stale legs.',
  danger:
    'Fatigue far outweighs fitness: recent training is more than your body is absorbing, and the risk of illness and injury is at its highest.',
};

/** What each ACWR zone says about this week's load (7 days) against the average week of the last 28 days. */
export const ACWR_ZONE_MEANINGS: Readonly<Record<AcwrZone, string>> = {
  underloaded:
    'This week is well below your average week of the last four: normal in a recovery week or a taper, but fitness fades if it lasts.',
  safe: 'This week is in line with what your body has done over the last four weeks, the range linked with the fewest injuries in team-sport studies.',
  caution:
    'This week is well above your average of the last four: more than your body has been prepared for.',
  danger: `This week is at least ${ACWR_ZONES.danger[0]} times your average of the last four, the kind of spike team-sport studies have linked with more injuries.`,
};

/** What the coach does in each ACWR and TSB zone (the zone tables' last column). */
export const ACWR_COACH_ACTIONS: Readonly<Record<AcwrZone, string>> = {
  underloaded:
    'Rebuilds gradually after a break or a taper, so the first normal week back does not become a spike.',
  safe: 'Progresses your plan as written.',
  caution: 'Holds next week’s load steady and asks about aches after every run.',
  danger: `At ${ACWR_ZONES.danger[0]} or more, reduces your load automatically: the next hard session becomes an easy run, the long run shortens and an extra easy or rest day is added.`,
};

export const TSB_COACH_ACTIONS: Readonly<Record<TsbZone, string>> = {
  peak: 'Counts race day here as on target, as in the fresh zone below, and brings training back if you stay here long without a race.',
  fresh:
    'Schedules a key workout or a time trial, and times your taper so race day lands here or in the peak zone.',
  optimal: 'Trains normally, hard sessions included.',
  overreaching: 'Keeps easy days easy and brings the next recovery week forward if form keeps falling.',
  danger: `Below ${formatSigned(TSB_ZONES.danger[1])}, switches your plan to recovery mode: rest days and short, very easy runs until form climbs back.`,
};
