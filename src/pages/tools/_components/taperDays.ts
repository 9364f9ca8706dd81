/** How the taper outline's days read, in the planner's result and in the reference example. React-free. */
import type {TaperDay, TaperPhase} from '@site/src/domains/tools/taper';

/** Days left before the race, as a label: "10 days", "1 day", and "Race day" for the race itself. */
export function daysToGo(daysToRace: number): string {
  if (daysToRace === 0) return 'Race day';
  return daysToRace === 1 ? '1 day' : `${daysToRace} days`;
}

/** Race day's running: the race (and its warm-up), not a share of a usual day. */
export const RACE_DAY_VOLUME = 'Just the race';

/** A day's running as a share of a usual day's, or the race on race day. */
export function dayVolume(day: TaperDay): string {
  return day.volumePercent === null ? RACE_DAY_VOLUME : `${day.volumePercent}%`;
}

export interface PhaseGroup {
  readonly phase: TaperPhase;
  readonly days: readonly TaperDay[];
}

/** The outline as runs of consecutive days of one phase, in order: each phase's advice is said once. */
export function phaseGroups(days: readonly TaperDay[]): PhaseGroup[] {
  const groups: {phase: TaperPhase; days: TaperDay[]}[] = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last?.phase === day.phase) last.days.push(day);
    else groups.push({phase: day.phase, days: [day]});
  }
  return groups;
}
