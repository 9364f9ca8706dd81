/** Stands in for theme-common's `utils/reactUtils` (src/clientModules/reactUtils.ts re-exports it). */
export function usePrevious<T>(value: T): T {
  return value;
}

export function useShallowMemoObject<T>(obj: T): T {
  return obj;
}
