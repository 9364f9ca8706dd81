export declare function median(values: readonly number[]): number;
