import fs from 'node:fs';
import path from 'node:path';

/** Every source file (.ts, .tsx, .js, .jsx) below `dir`, tests left out, for guard tests that scan the tree. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

export interface MdxFilesOptions {
  /** Leave out folders whose name starts with `_` (a page's partials and components). */
  readonly skipPartials?: boolean;
  /** Take .md files too. */
  readonly markdown?: boolean;
}

/** Every MDX file below `dir`, for tests that read the pages' prose. */
export function mdxFiles(dir: string, options: MdxFilesOptions = {}): string[] {
  const pattern = options.markdown ? /\.mdx?$/ : /\.mdx$/;
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return options.skipPartials && entry.name.startsWith('_') ? [] : mdxFiles(full, options);
    return pattern.test(entry.name) ? [full] : [];
  });
}
