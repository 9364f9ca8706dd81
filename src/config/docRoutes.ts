import fs from 'node:fs';
import path from 'node:path';

/**
 * Top-level route segments of the docs plugin (docs are mounted at '/').
 *
 * The local search plugin drops every non-doc route when `docsRouteBasePath` is '/', so it is given
 * this list instead (DOCUSAURUS-NOTES.md, "Local search"). A doc's route comes from its `slug`
 * front matter when it is absolute, otherwise from its path.
 */
export function docRouteSegments(docsDir: string): string[] {
  const segments = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) walk(full);
      } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const source = fs.readFileSync(full, 'utf8');
        const slug = /^---[\s\S]*?^slug:\s*['"]?(\/[^'"\s]*)['"]?\s*$[\s\S]*?^---/m.exec(source)?.[1];
        const route =
          slug ??
          `/${path
            .relative(docsDir, full)
            .replace(/\.mdx?$/, '')
            .replace(/\\/g, '/')}`;
        const first = route.split('/').filter(Boolean)[0];
        if (first) segments.add(first);
      }
    }
  };
  walk(docsDir);
  return [...segments].sort();
}
