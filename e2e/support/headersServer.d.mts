export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Record<string, string>;
}
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}
export declare function startHeadersServer(options: {
  root: string;
  host: string;
  port: number;
  compress?: boolean;
  baseUrl?: string;
  trickle?: {bytes: number; delayMs: number; from: string; through: string};
}): Promise<{
  readonly rules: HeaderRule[];
  readonly redirects: RedirectRule[];
  /** http://host:port, with the port the system picked when asked for port 0. */
  readonly origin: string;
  close(): Promise<void>;
}>;
