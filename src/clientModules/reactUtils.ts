/**
 * Stands in for theme-common's `utils/reactUtils` (swapped in by src/plugins/leanClientBundle.ts): the
 * same module, with `useShallowMemoObject` sorting its keys by code point instead of `localeCompare`.
 *
 * The docs pages' mobile sidebar menu passes its props through that hook on every render, and a
 * browser's first `localeCompare` loads its collation data: tens of milliseconds of one task on a
 * mid-range phone, while the page hydrates, to order four ASCII property names. Code-point order gives
 * the same order for such names, which is all the hook needs (the same keys in the same order on every
 * render).
 */
import {useMemo} from 'react';

// The original module, by an alias the replacement does not match (leanClientBundle.ts).
export * from '@docusaurus-original/theme-common-react-utils?original';

/** Shallow-memoizes an object: the same object back while its keys and values stay the same. */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const entries = Object.entries(obj);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The dependencies are the object's keys and values, flattened: the point of the hook.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  return useMemo(() => obj, entries.flat());
}
