export declare function median(values: readonly number[]): number;
export declare function medianRatio(ours: readonly number[], theirs: readonly number[]): number;
