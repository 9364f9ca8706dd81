export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Record<string, string>;
}
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}
export declare function parseHeaders(text: string): HeaderRule[];
export declare function parseRedirects(text: string): RedirectRule[];
export declare function patternMatches(pattern: string, urlPath: string): boolean;
export declare function redirectLocation(to: string, search: string): string;
export declare function nginxConfig(options: {
  headers: string;
  redirects: string;
  baseUrl?: string;
  root?: string;
  serverName?: string;
}): string;
