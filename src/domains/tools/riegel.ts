/**
 * Riegel's endurance formula (P. Riegel, "Athletic Records and Human Endurance", American Scientist, 1981):
 * T2 = T1 × (D2 / D1)^1.06. React-free.
 */

/** Riegel's fatigue exponent for running. */
export const RIEGEL_EXPONENT = 1.06;

/** Predicted seconds for `toMetres` from a race of `fromMetres` run in `seconds`. */
export function riegelTime(seconds: number, fromMetres: number, toMetres: number): number {
  return seconds * (toMetres / fromMetres) ** RIEGEL_EXPONENT;
}
