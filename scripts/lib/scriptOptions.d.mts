export declare function optionReader(args: readonly string[]): (name: string, fallback: string) => string;
export declare function sitemapRoutes(buildDir: string): string[];
