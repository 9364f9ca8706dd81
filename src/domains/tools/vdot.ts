/**
 * VDOT by the Daniels–Gilbert equations (J. Daniels & J. Gilbert, "Oxygen Power: Performance Tables for
 * Distance Runners", 1979; used for the tables of "Daniels' Running Formula"):
 *
 *   oxygen cost of running at v metres per minute:   VO2(v) = −4.60 + 0.182258·v + 0.000104·v²
 *   share of VO2max a runner sustains for t minutes:  %max(t) = 0.8 + 0.1894393·e^(−0.012778·t)
 *                                                              + 0.2989558·e^(−0.1932605·t)
 *   VDOT of a race of d metres in t minutes:          VDOT = VO2(d / t) / %max(t)
 *
 * A time for a distance at a given VDOT has no closed form; it is found by bisection, which cannot diverge.
 * React-free; every function returns a number a page can show or a typed error.
 */
import {RACE_DISTANCES} from './distances';
import {failure, success, type Outcome} from './outcome';

/** VDOT values the toolkit accepts. Daniels' published tables run 30–85; below 30 the equations are extended. */
export const VDOT_RANGE = {min: 15, max: 90} as const;
/** The range the reference tables on the pages show. */
export const VDOT_TABLE_RANGE = {min: 30, max: 70} as const;

/** The tables' range in words, held on one line in a caption: 'VDOT 30 to 70' with no-break spaces. */
export const VDOT_TABLE_RANGE_TEXT = `VDOT\u00a0${VDOT_TABLE_RANGE.min}\u00a0to\u00a0${VDOT_TABLE_RANGE.max}`;

export type VdotErrorCode = 'too-slow' | 'too-fast' | 'invalid';

/** Oxygen cost in ml/kg/min of running at `metresPerMinute`. */
export function oxygenCost(metresPerMinute: number): number {
  return -4.6 + 0.182258 * metresPerMinute + 0.000104 * metresPerMinute ** 2;
}

/** The fraction of VO2max (about 0.8–1.1) a runner can hold for a race lasting `minutes`. */
export function fractionOfVo2max(minutes: number): number {
  return 0.8 + 0.1894393 * Math.exp(-0.012778 * minutes) + 0.2989558 * Math.exp(-0.1932605 * minutes);
}

/** The speed in metres per minute whose oxygen cost is `vo2` (the positive root of the cost equation). */
export function velocityForOxygenCost(vo2: number): number {
  const a = 0.000104;
  const b = 0.182258;
  const c = -4.6 - vo2;
  return (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
}

/** VDOT of a race run in `seconds` over `metres`, without range checks (both must be positive). */
export function rawVdot(metres: number, seconds: number): number {
  const minutes = seconds / 60;
  return oxygenCost(metres / minutes) / fractionOfVo2max(minutes);
}

/**
 * VDOT of a race, or why it is outside what the equations describe. A time faster than anyone has run over
 * one of the race distances is refused as such; other distances are held to the VDOT ceiling only.
 */
export function vdotFromPerformance(metres: number, seconds: number): Outcome<number, VdotErrorCode> {
  if (!(metres > 0) || !(seconds > 0) || !Number.isFinite(metres) || !Number.isFinite(seconds)) {
    return failure('invalid', 'Enter a distance and a finish time longer than 0:00.');
  }
  const vdot = rawVdot(metres, seconds);
  if (!Number.isFinite(vdot) || vdot < VDOT_RANGE.min) {
    return failure(
      'too-slow',
      `That time gives a VDOT below ${VDOT_RANGE.min}, slower than these race equations describe. Use a race or time trial you ran at full effort.`,
    );
  }
  const fastest = RACE_DISTANCES.find((distance) => distance.metres === metres)?.fastestSeconds;
  if (fastest !== undefined && seconds < fastest) {
    return failure(
      'too-fast',
      'That is faster than anyone has ever run this distance. Check the time and the race distance.',
    );
  }
  if (vdot > VDOT_RANGE.max) {
    return failure(
      'too-fast',
      `That time gives a VDOT above ${VDOT_RANGE.max}, faster than these race equations describe. Check the time and the race distance.`,
    );
  }
  return success(vdot);
}

/**
 * Seconds a runner of `vdot` needs for `metres` at race effort: the root of VDOT(t) = vdot, by bisection
 * between 36 km/h (no human runs a race faster) and 2.4 km/h (a VDOT far below any accepted value).
 */
export function raceTimeAtVdot(vdot: number, metres: number): number {
  let fast = metres / 600; // minutes at 600 m/min
  let slow = metres / 40; // minutes at 40 m/min
  for (let step = 0; step < 80; step += 1) {
    const mid = (fast + slow) / 2;
    if (rawVdot(metres, mid * 60) > vdot) fast = mid;
    else slow = mid;
  }
  return ((fast + slow) / 2) * 60;
}

/** Seconds per kilometre at the speed whose oxygen cost is `fraction` of `vdot` (training intensities). */
export function paceAtFractionOfVdot(vdot: number, fraction: number): number {
  return 60_000 / velocityForOxygenCost(vdot * fraction);
}
