/**
 * @jest-environment node
 *
 * Every package the code imports is declared in package.json, so a clean `npm ci` installs it on
 * purpose rather than by luck of another package's dependencies (hoisting can change at any update).
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SCANNED = [
  'src',
  'scripts',
  'e2e',
  'test',
  'docusaurus.config.ts',
  'sidebars.ts',
  'jest.config.mjs',
  'eslint.config.mjs',
];
const SKIPPED_DIRS = new Set(['node_modules', '.tmp', 'build', '.docusaurus']);

/**
 * Module names Docusaurus resolves itself: its client API (`@docusaurus/Link`, `@docusaurus/router`,
 * ...) is an alias into @docusaurus/core, `@theme/*` and `@site/*` are the site's own, `@generated/*`
 * is written by the build, `@docusaurus-original/*` is the site's alias for a module it wraps
 * (src/plugins/leanClientBundle.ts).
 */
const CORE_CLIENT_API = /^@docusaurus\/(?:[A-Z]\w*|use\w+|router|isInternalUrl|constants|renderRoutes)$/;
const ALIASES = /^(?:@site|@theme|@theme-original|@theme-init|@generated|@docusaurus-original)\//;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((child) => {
    if (SKIPPED_DIRS.has(child.name)) return [];
    const rel = path.join(entry, child.name);
    if (child.isDirectory()) return files(rel);
    return /\.(tsx?|mjs|cjs|js)$/.test(child.name) && !child.name.endsWith('.d.mts')
      ? [path.join(ROOT, rel)]
      : [];
  });
}

/** The bare module specifiers a file imports, requires, re-exports, resolves or mocks. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+['"]([^'"]+)['"]/g,
    /\b(?:require|require\.resolve|import|jest\.mock)\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found.filter((name) => !name.startsWith('.') && !name.startsWith('/'));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

test('every imported package is declared in package.json', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
  const builtins = new Set(builtinModules);
  const scanned = SCANNED.flatMap(files);
  expect(scanned.length).toBeGreaterThan(100);

  const missing = new Map<string, string>();
  let imports = 0;
  for (const file of scanned) {
    for (const specifier of specifiers(fs.readFileSync(file, 'utf8'))) {
      imports += 1;
      if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!)) continue;
      if (ALIASES.test(specifier) || CORE_CLIENT_API.test(specifier)) continue;
      const name = packageName(specifier);
      if (!declared.has(name) && !missing.has(name)) missing.set(name, path.relative(ROOT, file));
    }
  }
  expect(imports).toBeGreaterThan(300);
  expect(Object.fromEntries(missing)).toEqual({});
});
