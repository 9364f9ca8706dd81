/** The six race distances the toolkit offers, in metres, with their labels. React-free. */

export type RaceDistanceId = '1500m' | 'mile' | '5k' | '10k' | 'half' | 'marathon';

export interface RaceDistance {
  readonly id: RaceDistanceId;
  /** The label in the "Race distance" select and in tables. */
  readonly label: string;
  readonly metres: number;
}

/** Metres in one statute mile (international yard, 1959). */
export const METRES_PER_MILE = 1609.344;

/** Shortest first, as the select lists them. The half is exactly half the marathon's 42,195 m. */
export const RACE_DISTANCES: readonly RaceDistance[] = [
  {id: '1500m', label: '1500 m', metres: 1500},
  {id: 'mile', label: 'Mile', metres: METRES_PER_MILE},
  {id: '5k', label: '5K', metres: 5000},
  {id: '10k', label: '10K', metres: 10_000},
  {id: 'half', label: 'Half marathon', metres: 21_097.5},
  {id: 'marathon', label: 'Marathon', metres: 42_195},
];

export const DEFAULT_DISTANCE_ID: RaceDistanceId = '5k';

export function isRaceDistanceId(value: string): value is RaceDistanceId {
  return RACE_DISTANCES.some((distance) => distance.id === value);
}

export function raceDistance(id: RaceDistanceId): RaceDistance {
  // Every id of the union is in the list; the fallback only keeps the type total.
  return RACE_DISTANCES.find((distance) => distance.id === id) ?? RACE_DISTANCES[2]!;
}
