/**
 * Docusaurus runs every plugin's postBuild at once, in no set order. Two of ours rewrite the built pages
 * (the critical CSS, the social cards' meta tags); run at the same time, the one that writes last would
 * drop the other's change to a page. Each runs its rewrite through `serialHtmlRewrite`, which starts a task
 * only when every task queued before it has settled. The queue lives on globalThis, so it is shared
 * whichever way the plugin modules were loaded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const QUEUE = Symbol.for('stride-coach-site.htmlRewriteQueue');
type Holder = {[QUEUE]?: Promise<unknown>};

export function serialHtmlRewrite<T>(task: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  const previous = holder[QUEUE] ?? Promise.resolve();
  const run = previous.then(task, task);
  holder[QUEUE] = run.catch(() => undefined);
  return run;
}

/**
 * Replaces a built page in one step (write beside it, then rename), so a plugin reading the pages at the
 * same time (the search index) never sees half a file.
 */
export async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.rewrite.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/** Every file under `dir` whose name ends in one of `extensions`, sorted, leaving out the folders in `skip`. */
export async function filesUnder(
  dir: string,
  extensions: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return skip.has(full) ? Promise.resolve([]) : filesUnder(full, extensions, skip);
      return Promise.resolve(extensions.some((extension) => entry.name.endsWith(extension)) ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/** Every built page under `dir`, sorted, leaving out the folders in `skip` (absolute paths). */
export function htmlFiles(dir: string, skip: ReadonlySet<string> = new Set()): Promise<string[]> {
  return filesUnder(dir, ['.html'], skip);
}

/**
 * Runs `rewrite` over every built page under `dir` and replaces the pages it changed (a rewrite returns
 * the page as it was to leave it alone). Returns how many pages changed.
 */
export async function rewritePages(
  dir: string,
  rewrite: (html: string, file: string) => string | Promise<string>,
): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await fs.readFile(file, 'utf8');
    const markup = await rewrite(html, file);
    if (markup === html) continue;
    await replaceFile(file, markup);
    changed += 1;
  }
  return changed;
}
