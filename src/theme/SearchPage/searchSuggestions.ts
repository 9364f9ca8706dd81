/**
 * Searches the search page offers to start from (SearchSuggestions), each a training term that the site
 * explains on several pages. Every one must find pages: e2e/tests/search.spec.ts searches them all.
 */
export const SEARCH_SUGGESTIONS = [
  'taper',
  'VDOT',
  'ACWR',
  'heart rate zones',
  'long run',
  'overtraining',
] as const;
