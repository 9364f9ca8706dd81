export declare function splitMainThread(
  events: readonly {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    pid: number;
    tid: number;
    args?: unknown;
  }[],
  cpuFactor: number,
): {total: number; script: number; rendering: number};
