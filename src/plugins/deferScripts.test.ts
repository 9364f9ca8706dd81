/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {NO_PAINT_FALLBACK_MS} from './afterFirstPaint';
import {deferPageScripts, deferScripts, loaderScript} from './deferScripts';

/** A page as Docusaurus and the HTML minifier write it: the two bundles in <head>, deferred. */
const PAGE =
  '<!doctype html><html><head><meta charset=UTF-8><script>theme()</script>' +
  '<script src=/base/assets/js/runtime~main.ab12.js defer></script>' +
  '<script src=/base/assets/js/main.cd34.js defer></script>' +
  '<link rel=stylesheet href=/base/assets/css/styles.css></head>' +
  '<body><main><h1>Pace</h1></main><script>cssLoader()</script></body></html>';

type Entries = {getEntriesByName(name: string): unknown[]};

/**
 * Runs a loader with a fake document, browser timers and (unless `paintTiming` is false) a paint-timing
 * observer; returns what it appended and the callbacks it is waiting on.
 */
function runLoader(loader: string, paintTiming = true) {
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: {delay: number; run: () => void}[] = [];
  const observers: {
    callback: (list: Entries, observer: {disconnect(): void}) => void;
    options: unknown;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = {callback, options: undefined, disconnected: false};
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return {src: '', async: true};
    },
    head: {appendChild: (element: {src: string; async: boolean}) => appended.push({...element})},
  };
  const window = paintTiming ? {PerformanceObserver: FakeObserver} : {};
  vm.runInNewContext(loader, {
    window,
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay: number) => timers.push({delay, run}),
  });
  /** Delivers paint entries of these names to every observer, as the browser would. */
  const paint = (...names: string[]) => {
    for (const o of observers)
      o.callback(
        {getEntriesByName: (name) => (names.includes(name) ? [{name}] : [])},
        {disconnect: () => (o.disconnected = true)},
      );
  };
  const runTimers = (delay: number) => timers.filter((t) => t.delay === delay).forEach((t) => t.run());
  return {appended, frames, observers, paint, runTimers};
}

describe('deferPageScripts', () => {
  const out = deferPageScripts(PAGE);

  it('takes the bundle tags out of the page', () => {
    expect(out).not.toMatch(/<script src=/);
    expect(out).not.toContain(' defer');
  });

  it('adds one loader just before </body>, after the page’s own scripts, listing the bundles in order', () => {
    const loader = /<script>cssLoader\(\)<\/script><script>([^<]+)<\/script><\/body>/.exec(out)?.[1];
    expect(loader).toBe(
      loaderScript(['/base/assets/js/runtime~main.ab12.js', '/base/assets/js/main.cd34.js']),
    );
  });

  it('keeps every other byte of the page', () => {
    const loader = `<script>${loaderScript(['/base/assets/js/runtime~main.ab12.js', '/base/assets/js/main.cd34.js'])}</script>`;
    expect(out.replace(loader, '')).toBe(PAGE.replace(/<script src=[^>]+ defer><\/script>/g, ''));
  });

  it('reads quoted sources too', () => {
    const quoted = PAGE.replace(
      'src=/base/assets/js/main.cd34.js',
      'src="/base/assets/js/main.cd34.js?a=1&amp;b=2"',
    );
    expect(deferPageScripts(quoted)).toContain('"/base/assets/js/main.cd34.js?a=1&b=2"');
  });

  it('leaves a page without bundles as it is (the redirect pages)', () => {
    const redirect =
      '<!doctype html><html><head><meta http-equiv=refresh content="0; url=/x"></head><body></body></html>';
    expect(deferPageScripts(redirect)).toBe(redirect);
  });

  it('fails, naming the file, when a page with bundles has no </body>', () => {
    expect(() => deferPageScripts(PAGE.replace('</body>', ''), 'build/x.html')).toThrow(/build\/x\.html/);
  });
});

describe('the loader', () => {
  const urls = ['/assets/js/runtime~main.js', '/assets/js/main.js'];

  it('adds nothing until the browser reports its first contentful paint, then the bundles in order, not async', () => {
    const {appended, observers, paint, runTimers} = runLoader(loaderScript(urls));
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({type: 'paint', buffered: true});
    paint('first-paint'); // a background colour is not the page yet
    runTimers(0);
    expect(appended).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(observers[0]!.disconnected).toBe(true);
    // At once, with no timer in between: a page whose timers are held still gets its scripts.
    expect(appended).toEqual(urls.map((src) => ({src, async: false})));
  });

  it('adds them after a second when nothing is painted, and only once', () => {
    const {appended, paint, runTimers} = runLoader(loaderScript(urls));
    runTimers(NO_PAINT_FALLBACK_MS);
    expect(appended.map((a) => a.src)).toEqual(urls);
    paint('first-contentful-paint');
    runTimers(0);
    expect(appended).toHaveLength(2);
  });

  it('waits for one frame in a browser without paint timing', () => {
    const {appended, frames, runTimers} = runLoader(loaderScript(urls), false);
    expect(frames).toHaveLength(1);
    runTimers(0);
    expect(appended).toEqual([]);
    frames[0]!();
    runTimers(0);
    expect(appended.map((a) => a.src)).toEqual(urls);
  });
});

describe('deferScripts over a build folder', () => {
  it('rewrites the pages that carry bundles and counts them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-'));
    try {
      fs.mkdirSync(path.join(dir, 'tools'));
      fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
      fs.writeFileSync(path.join(dir, 'tools/pace.html'), PAGE);
      fs.writeFileSync(path.join(dir, 'old.html'), '<html><body>moved</body></html>');
      expect(await deferScripts(dir)).toBe(2);
      expect(fs.readFileSync(path.join(dir, 'tools/pace.html'), 'utf8')).not.toContain(' defer');
      expect(fs.readFileSync(path.join(dir, 'old.html'), 'utf8')).toBe('<html><body>moved</body></html>');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
