/**
 * @jest-environment node
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {replaceFile, serialHtmlRewrite} from './htmlRewrites';

/** A task that records when it starts and ends, and waits `ms` in between. */
function task(log: string[], name: string, ms: number, fail = false) {
  return async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
}

test('runs rewrites one after the other, in the order they were queued', async () => {
  const log: string[] = [];
  const results = await Promise.all([
    serialHtmlRewrite(task(log, 'critical CSS', 30)),
    serialHtmlRewrite(task(log, 'social cards', 5)),
  ]);
  expect(results).toEqual(['critical CSS', 'social cards']);
  expect(log).toEqual(['critical CSS start', 'critical CSS end', 'social cards start', 'social cards end']);
});

test('a failed rewrite fails its own build step but does not stop the next one', async () => {
  const log: string[] = [];
  const first = serialHtmlRewrite(task(log, 'first', 5, true));
  const second = serialHtmlRewrite(task(log, 'second', 5));
  await expect(first).rejects.toThrow('first failed');
  await expect(second).resolves.toBe('second');
});

test('two rewrites of the same page keep both changes', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-rewrites-'));
  const file = path.join(dir, 'index.html');
  await fs.writeFile(file, '<head></head>');
  const addToHead = (tag: string) => async () => {
    const html = await fs.readFile(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await replaceFile(file, html.replace('</head>', `${tag}</head>`));
  };
  await Promise.all([
    serialHtmlRewrite(addToHead('<style></style>')),
    serialHtmlRewrite(addToHead('<meta>')),
  ]);
  expect(await fs.readFile(file, 'utf8')).toBe('<head><style></style><meta></head>');
  expect(await fs.readdir(dir)).toEqual(['index.html']);
});
