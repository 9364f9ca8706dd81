/**
 * What the coach does in each training-load zone. The zones, their labels and the runner-facing advice
 * live in src/lib/trainingLoad.ts; this module adds the coach's side for the zone tables.
 */
import {ACWR_ZONES, TSB_ZONES} from '../constants';
import {formatSigned, type AcwrZone, type TsbZone} from '../lib/trainingLoad';

export const ACWR_COACH_ACTIONS: Readonly<Record<AcwrZone, string>> = {
  underloaded:
    'Rebuilds gradually after a break or a taper, so the first normal week back does not become a spike.',
  safe: 'Progresses your plan as written.',
  caution: 'Holds next week’s load steady and asks about aches after every run.',
  danger: `Above ${ACWR_ZONES.danger[0]}, reduces your load automatically: the next hard session becomes an easy run, the long run shortens and an extra easy or rest day is added.`,
};

export const TSB_COACH_ACTIONS: Readonly<Record<TsbZone, string>> = {
  peak: 'Where race day should land. Held for long, the coach brings training back before fitness fades.',
  fresh: 'Schedules a key workout, a time trial or a race.',
  optimal: 'Trains normally, hard sessions included.',
  overreaching: 'Keeps easy days easy and brings the next recovery week forward if form keeps falling.',
  danger: `Below ${formatSigned(TSB_ZONES.danger[1])}, switches your plan to recovery mode: rest days and short, very easy runs until form climbs back.`,
};
