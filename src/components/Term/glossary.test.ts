/**
 * The glossary's links hold together:
 * - the term list in ./glossary.ts and the term headings of docs/glossary.mdx (`### Name (ABBR)` followed by the heading id
 *   in its MDX-comment form, `#id` inside `{/` `* … *` `/}`) match;
 * - every glossary link anywhere in docs/, blog/ and src/ (`<Term id="…">`, `/glossary#…` links,
 *   `glossaryHref('…')`) points at a heading that exists;
 * - on every article and content page, the first use of each glossary abbreviation in the prose is a link to
 *   its own entry. "Prose" is the MDX source without front matter, imports, comments, code and headings
 *   (headings stay plain so the table of contents does not fill with links); text that React sections render
 *   is checked by those sections' own tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {GLOSSARY_TERMS, type GlossaryId} from './glossary';

const ROOT = path.join(__dirname, '../../..');
const GLOSSARY_FILE = path.join(ROOT, 'docs/glossary.mdx');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file);

/** A term heading with its MDX-comment id (`#ctl`) → {id: 'ctl', title: 'Chronic training load (CTL)'}. */
function glossaryHeadings(): {id: string; title: string}[] {
  const source = fs.readFileSync(GLOSSARY_FILE, 'utf8');
  return [...source.matchAll(/^### (.+?) \{\/\* #([\w-]+) \*\/\}\s*$/gm)].map(([, title = '', id = '']) => ({
    id,
    title,
  }));
}

const headings = glossaryHeadings();
const headingIds = new Set(headings.map((h) => h.id));
const entries = Object.entries(GLOSSARY_TERMS) as [GlossaryId, {abbreviation?: string}][];

describe('the glossary page', () => {
  it('has one heading with an explicit id for every term the code knows, and no others', () => {
    expect(headings.map((h) => h.id).sort()).toEqual(entries.map(([id]) => id).sort());
    expect(headingIds.size).toBe(headings.length);
  });

  it('names each abbreviation in its heading', () => {
    for (const [id, {abbreviation}] of entries) {
      if (!abbreviation) continue;
      expect(headings.find((h) => h.id === id)?.title).toContain(abbreviation);
    }
  });

  it('links only to its own anchors when it links inside the page', () => {
    const source = fs.readFileSync(GLOSSARY_FILE, 'utf8');
    for (const [, anchor = ''] of source.matchAll(/\]\(#([\w-]+)\)/g)) expect(headingIds).toContain(anchor);
  });
});

const SOURCE_FILES = [
  ...walk(path.join(ROOT, 'docs'), (f) => /\.(mdx?|tsx?)$/.test(f)),
  ...walk(path.join(ROOT, 'blog'), (f) => /\.mdx?$/.test(f)),
  ...walk(path.join(ROOT, 'src'), (f) => /\.(mdx?|tsx?)$/.test(f) && !/\.test\.tsx?$/.test(f)),
];

/**
 * Every glossary id a file links to: `<Term id="…">`, a `/glossary#…` link or `glossaryHref('…')`. (The ids in
 * TermText's `['id', 'words']` matches are typed as GlossaryId, so the type check covers them.)
 */
function linkedIds(source: string): string[] {
  const patterns = [
    /<Term\s+id=["']([^"']+)["']/g,
    /\/glossary#([\w-]+)/g,
    /glossaryHref\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map(([, id = '']) => id));
}

describe('glossary links', () => {
  it('point at terms that exist', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of SOURCE_FILES) {
      for (const id of linkedIds(fs.readFileSync(file, 'utf8'))) {
        links += 1;
        if (!headingIds.has(id)) broken.push(`${rel(file)}: ${id}`);
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(20);
  });
});

/* ---------------------------------------------------------- first use */

const CONTENT_FILES = [
  ...walk(path.join(ROOT, 'docs'), (f) => f.endsWith('.mdx')).filter(
    (f) => !rel(f).startsWith('docs/legal/') && f !== GLOSSARY_FILE,
  ),
  ...walk(path.join(ROOT, 'blog'), (f) => f.endsWith('.mdx')),
];

/** The MDX source with everything that is not prose blanked out (same length, so offsets stay valid). */
function proseOf(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/```[\s\S]*?```/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/^#{1,6} .*$/gm, blank);
}

/** The glossary id of the Term or markdown glossary link that encloses `index`, if any. */
function enclosingLink(prose: string, index: number): string | null {
  const open = prose.lastIndexOf('<Term ', index);
  if (open >= 0) {
    const close = prose.indexOf('</Term>', open);
    if (close > index) return /^<Term\s+id=["']([^"']+)["']/.exec(prose.slice(open))?.[1] ?? null;
  }
  const bracket = prose.lastIndexOf('[', index);
  if (bracket >= 0) {
    const end = prose.indexOf('](', index);
    const between = prose.slice(bracket, end);
    if (end >= 0 && !between.includes(']')) {
      return /^\]\((?:[^)#]*\/glossary)#([\w-]+)\)/.exec(prose.slice(end))?.[1] ?? null;
    }
  }
  return null;
}

function firstUse(prose: string, abbreviation: string): number {
  const escaped = abbreviation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).exec(prose)?.index ?? -1;
}

describe('first use of each abbreviation', () => {
  it.each(CONTENT_FILES.map((file) => [rel(file), file]))('%s links it to the glossary', (_, file) => {
    const prose = proseOf(fs.readFileSync(file, 'utf8'));
    const unlinked: string[] = [];
    for (const [id, {abbreviation}] of entries) {
      if (!abbreviation) continue;
      const at = firstUse(prose, abbreviation);
      if (at < 0) continue;
      const linked = enclosingLink(prose, at);
      if (linked !== id) {
        const line = prose.slice(0, at).split('\n').length;
        unlinked.push(
          `${abbreviation} (line ${line}) should be <Term id="${id}">, is ${linked ?? 'plain text'}`,
        );
      }
    }
    expect(unlinked).toEqual([]);
  });
});
