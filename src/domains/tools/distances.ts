/** The six race distances the toolkit offers, in metres, with their labels and the fastest times run. React-free. */

export type RaceDistanceId = '1500m' | 'mile' | '5k' | '10k' | 'half' | 'marathon';

export interface RaceDistance {
  readonly id: RaceDistanceId;
  /** The label in the "Race distance" select and in tables. */
  readonly label: string;
  readonly metres: number;
  /**
   * The fastest time ever run over the distance, in seconds, as of 2025: the men's world record (World
   * Athletics, "Records by event", worldathletics.org/records), or a faster mark that was run but not ratified;
   * where the track and the road both hold a record, the faster one. No time anyone has run is refused; a
   * faster one is a typing or distance mistake.
   */
  readonly fastestSeconds: number;
}

/** Metres in one statute mile (international yard, 1959). */
export const METRES_PER_MILE = 1609.344;

/** Shortest first, as the select lists them. The half is exactly half the marathon's 42,195 m. */
export const RACE_DISTANCES: readonly RaceDistance[] = [
  // 3:26.00, Hicham El Guerrouj, Rome 1998
  {id: '1500m', label: '1500 m', metres: 1500, fastestSeconds: 3 * 60 + 26},
  // 3:43.13, Hicham El Guerrouj, Rome 1999
  {id: 'mile', label: 'Mile', metres: METRES_PER_MILE, fastestSeconds: 3 * 60 + 43.13},
  // 5000 m track 12:35.36, Joshua Cheptegei, Monaco 2020 (5 km road: 12:49)
  {id: '5k', label: '5K', metres: 5000, fastestSeconds: 12 * 60 + 35.36},
  // 10,000 m track 26:11.00, Joshua Cheptegei, Valencia 2020 (10 km road: 26:24)
  {id: '10k', label: '10K', metres: 10_000, fastestSeconds: 26 * 60 + 11},
  // 56:42, Jacob Kiplimo, Barcelona 2025 (the record on the books may still be Kejelcha's 57:30)
  {id: 'half', label: 'Half marathon', metres: 21_097.5, fastestSeconds: 56 * 60 + 42},
  // 2:00:35, Kelvin Kiptum, Chicago 2023
  {id: 'marathon', label: 'Marathon', metres: 42_195, fastestSeconds: 2 * 3600 + 35},
];

export const DEFAULT_DISTANCE_ID: RaceDistanceId = '5k';

export function isRaceDistanceId(value: string): value is RaceDistanceId {
  return RACE_DISTANCES.some((distance) => distance.id === value);
}

export function raceDistance(id: RaceDistanceId): RaceDistance {
  // Every id of the union is in the list; the fallback only keeps the type total.
  return RACE_DISTANCES.find((distance) => distance.id === id) ?? RACE_DISTANCES[2]!;
}
