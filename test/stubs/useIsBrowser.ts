/**
 * Stand-in for @docusaurus/useIsBrowser: true, as after hydration in a browser. Tests of the server-rendered
 * (no-JavaScript) markup call `setIsBrowser(false)` first and `setIsBrowser(true)` afterwards.
 */
let isBrowser = true;

export function setIsBrowser(value: boolean): void {
  isBrowser = value;
}

export default function useIsBrowser(): boolean {
  return isBrowser;
}
