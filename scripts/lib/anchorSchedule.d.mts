export declare function anchorSchedule<R>(
  routes: readonly R[],
  every: number,
): {blocks: R[][]; passes: number};
export declare function bracketing(passValues: readonly number[], block: number): number;
export declare function drift(passValues: readonly number[]): {
  min: number;
  max: number;
  median: number;
  spread: number;
};
