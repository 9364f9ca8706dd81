import prefetch from './prefetchOnce';

/** The prefetch links in <head>, by the address written into them. */
const prefetchLinks = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) =>
    link.getAttribute('href'),
  );

/** jsdom keeps no resource timing entries: each test says which files the page has fetched. */
let fetchedByThePage: string[] = [];
beforeAll(() => {
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string, type?: string) =>
      type === 'resource' && fetchedByThePage.includes(name) ? [{name, entryType: 'resource'}] : [],
  });
});

/** The idle callbacks the module has asked for and not yet had: jsdom has no requestIdleCallback. */
let idleCallbacks: IdleRequestCallback[] = [];
/** The browser is idle once, for `ms` milliseconds: runs the callbacks waiting for it. */
function idleFor(ms: number) {
  const callbacks = idleCallbacks;
  idleCallbacks = [];
  let left = ms;
  for (const callback of callbacks) {
    callback({
      didTimeout: false,
      timeRemaining: () => {
        // Each added link takes the idle period 3 ms, as a phone might.
        const now = left;
        left = Math.max(0, left - 3);
        return now;
      },
    });
  }
}

beforeEach(() => {
  // jsdom lists no supported link types; Chromium and Firefox support prefetch.
  jest.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch');
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    writable: true,
    value: (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    },
  });
});

afterEach(() => {
  idleFor(1000);
  idleCallbacks = [];
  fetchedByThePage = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('adds one prefetch link per file, however many links in view share it', () => {
  void prefetch('/assets/js/shared-docs-data.js');
  void prefetch('/assets/js/shared-docs-data.js');
  void prefetch('/assets/js/one-doc.js');
  void prefetch('/assets/js/shared-docs-data.js');
  idleFor(50);
  expect(prefetchLinks()).toEqual(['/assets/js/shared-docs-data.js', '/assets/js/one-doc.js']);
});

test('adds nothing until the browser is idle, then links while the idle period lasts, at least one', () => {
  for (const file of ['p1', 'p2', 'p3', 'p4', 'p5']) void prefetch(`/assets/js/${file}.js`);
  expect(prefetchLinks()).toEqual([]);
  // No time to spare: one link, and the rest wait for the next idle period.
  idleFor(0);
  expect(prefetchLinks()).toEqual(['/assets/js/p1.js']);
  // 10 ms: one link, then two more while 10 and 7 ms are left (more than 4); 4 ms left is not enough.
  idleFor(10);
  expect(prefetchLinks()).toEqual([
    '/assets/js/p1.js',
    '/assets/js/p2.js',
    '/assets/js/p3.js',
    '/assets/js/p4.js',
  ]);
  idleFor(100);
  expect(prefetchLinks()).toHaveLength(5);
  expect(idleCallbacks).toEqual([]);
});

test('waits on a timer where the browser has no idle callbacks (Safari)', () => {
  jest.useFakeTimers({doNotFake: ['performance']});
  try {
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      writable: true,
      value: undefined,
    });
    void prefetch('/assets/js/no-idle.js');
    expect(prefetchLinks()).toEqual([]);
    jest.advanceTimersByTime(60);
    expect(prefetchLinks()).toEqual(['/assets/js/no-idle.js']);
  } finally {
    jest.useRealTimers();
  }
});

test('skips a file the page has already fetched, or is fetching as a script', () => {
  fetchedByThePage = [new URL('/assets/js/ran-already.js', document.baseURI).href];
  const loading = document.createElement('script');
  loading.setAttribute('src', '/assets/js/loading-now.js');
  document.body.append(loading);

  void prefetch('/assets/js/ran-already.js');
  void prefetch('/assets/js/loading-now.js');
  void prefetch('/assets/js/not-yet.js');
  idleFor(50);
  expect(prefetchLinks()).toEqual(['/assets/js/not-yet.js']);
});

test('settles when the file has loaded and when it failed, as Docusaurus expects', async () => {
  const loaded = prefetch('/assets/js/a.js');
  const failed = prefetch('/assets/js/b.js');
  idleFor(50);
  const [a, b] = document.head.querySelectorAll('link');
  a?.dispatchEvent(new Event('load'));
  b?.dispatchEvent(new Event('error'));
  await expect(loaded).resolves.toBeUndefined();
  await expect(failed).resolves.toBeUndefined();
});

test('fetches the file into the cache where the browser has no link prefetch (Safari)', async () => {
  jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
  const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
  Object.defineProperty(window, 'fetch', {value: fetchMock, configurable: true, writable: true});
  const first = prefetch('/assets/js/safari.js');
  idleFor(50);
  await expect(first).resolves.toBeUndefined();
  await prefetch('/assets/js/safari.js');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/assets/js/safari.js', {credentials: 'same-origin'});
  expect(prefetchLinks()).toEqual([]);
});
