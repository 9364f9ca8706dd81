/**
 * Race and guide names inside a sentence. The names are written for labels ("Half marathon" in the select
 * and in table headings); mid-sentence they read in lower case ("for the half marathon"), except names that
 * start with a number or an abbreviation ("5K", "1500 m", "5K/10K"), which keep theirs. React-free.
 */
export function inRunningText(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
