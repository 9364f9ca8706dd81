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
