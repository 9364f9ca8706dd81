/**
 * The glossary's entries as the code knows them: the anchor id of each term on /glossary (docs/glossary.mdx)
 * and, where the term has one, the abbreviation pages use for it. `glossary.test.ts` checks that this list and
 * the headings in docs/glossary.mdx are the same, and that pages link each abbreviation at its first use.
 */
export const GLOSSARY_PATH = '/glossary';

export interface GlossaryEntry {
  /** The abbreviation as prose writes it (case-sensitive), when the term has one. */
  readonly abbreviation?: string;
}

export const GLOSSARY_TERMS = {
  // Training load
  rtss: {abbreviation: 'rTSS'},
  'intensity-factor': {abbreviation: 'IF'},
  'threshold-pace': {},
  ngp: {abbreviation: 'NGP'},
  ctl: {abbreviation: 'CTL'},
  atl: {abbreviation: 'ATL'},
  tsb: {abbreviation: 'TSB'},
  'ramp-rate': {},
  acwr: {abbreviation: 'ACWR'},
  'weekly-volume': {},
  ewma: {},
  // Effort and heart rate
  rpe: {abbreviation: 'RPE'},
  'session-rpe': {},
  'heart-rate-zones': {},
  hrr: {abbreviation: 'HRR'},
  'resting-heart-rate': {},
  hrv: {abbreviation: 'HRV'},
  'heart-rate-drift': {},
  // Paces and sessions
  vdot: {abbreviation: 'VDOT'},
  'easy-run': {},
  'tempo-run': {},
  intervals: {},
  'long-run': {},
  'progression-run': {},
  'run-walk': {},
  cadence: {},
  // Warm-up and drills
  'dynamic-warm-up': {},
  strides: {},
  'a-skips': {},
  'high-knees': {},
  'heel-flicks': {},
  carioca: {},
  // Recovery, overreaching and racing
  'recovery-week': {},
  'functional-overreaching': {abbreviation: 'FOR'},
  nfor: {abbreviation: 'NFOR'},
  ots: {abbreviation: 'OTS'},
  taper: {},
} as const satisfies Record<string, GlossaryEntry>;

export type GlossaryId = keyof typeof GLOSSARY_TERMS;

/** A term to link inside plain text from a data module: its glossary id and the exact words to link. */
export type TermMatch = readonly [id: GlossaryId, text: string];

/** The glossary link for a term, relative to the site root (Link adds the base URL). */
export function glossaryHref(id: GlossaryId): string {
  return `${GLOSSARY_PATH}#${id}`;
}
