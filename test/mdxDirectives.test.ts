/**
 * @jest-environment node
 *
 * No text in docs/ or blog/ is read as a Markdown directive by mistake. Docusaurus parses MDX with
 * remark-directive, which turns a colon followed by a letter (`Acute:chronic`) into a text directive named
 * `chronic`. The page still shows ":chronic" (Docusaurus puts unhandled directives back as text late in its
 * pipeline), but the table of contents is built before that and drops it: "Acute workload ratio". A colon
 * meant as text before a letter is written `\:`.
 *
 * The check follows micromark-extension-directive's rule (a `:` not preceded by another `:` or a backslash
 * escape, then an ASCII letter) over the text remark parses as Markdown: front matter, code, MDX comments and
 * expressions, JSX tags with their attributes, link destinations and autolinks are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {mdxFiles} from './sourceFiles';

const ROOT = path.resolve(__dirname, '..');

/** The source with everything remark does not parse as Markdown text blanked out, lines kept. */
function markdownText(source: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[^\n]*$/gm, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/\{[^{}]*\}/g, blank)
    .replace(/<\/?[A-Za-z][^<>]*>/g, blank)
    .replace(/<[a-z][\w+.-]*:[^\s<>]*>/gi, blank)
    .replace(/\]\([^)]*\)/g, blank)
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, blank);
}

/** `file:line: text` for every colon that remark-directive would start a text directive at. */
function accidentalDirectives(file: string): string[] {
  const lines = markdownText(fs.readFileSync(file, 'utf8')).split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(/(?<![:\\]):[A-Za-z]/g)].map(
      (match) =>
        `${path.relative(ROOT, file)}:${index + 1}: …${line.slice(Math.max(0, (match.index ?? 0) - 20), (match.index ?? 0) + 20).trim()}…`,
    ),
  );
}

describe('Markdown directives', () => {
  const files = [
    ...mdxFiles(path.join(ROOT, 'docs'), {markdown: true}),
    ...mdxFiles(path.join(ROOT, 'blog'), {markdown: true}),
  ];

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it('are never started by a colon meant as text, such as Acute:chronic (write it Acute\\:chronic)', () => {
    expect(files.flatMap(accidentalDirectives)).toEqual([]);
  });

  it('the check catches the case it is for and leaves code, links and attributes alone', () => {
    const hits = (text: string) => [...markdownText(text).matchAll(/(?<![:\\]):[A-Za-z]/g)].length;
    expect(hits('### Acute:chronic workload ratio')).toBe(1);
    expect(hits('a ratio :chronic')).toBe(1);
    expect(hits('### Acute\\:chronic workload ratio')).toBe(0);
    expect(hits(':::note\nAn admonition.\n:::')).toBe(0);
    expect(hits('`a:b` and [text](https://x.example/a:b) and <a href="mailto:x@y.example">x</a>')).toBe(0);
    expect(hits('<https://x.example/a:b> {/* a:b */} {props.a ? "a:b" : ""}')).toBe(0);
    expect(hits('At 10:30, 2020;15:907–913.')).toBe(0);
  });
});
