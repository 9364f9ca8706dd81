export declare function optionReader(args: readonly string[]): (name: string, fallback: string) => string;
export declare function sitemapRoutes(buildDir: string): string[];
export declare const PHONE_CONTEXT: Readonly<{
  viewport: Readonly<{width: number; height: number}>;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}>;
export declare function docusaurusVersion(root: string): string;
export declare function bareSiteDir(version: string): string;
