export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Record<string, string>;
}
export declare function parseHeaders(text: string): HeaderRule[];
export declare function startHeadersServer(options: {
  root: string;
  host: string;
  port: number;
  compress?: boolean;
}): Promise<{
  readonly rules: HeaderRule[];
  close(): Promise<void>;
}>;
