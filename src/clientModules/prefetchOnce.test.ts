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

beforeEach(() => {
  // jsdom lists no supported link types; Chromium and Firefox support prefetch.
  jest.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch');
});

afterEach(() => {
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
  expect(prefetchLinks()).toEqual(['/assets/js/shared-docs-data.js', '/assets/js/one-doc.js']);
});

test('skips a file the page has already fetched, or is fetching as a script', () => {
  fetchedByThePage = [new URL('/assets/js/ran-already.js', document.baseURI).href];
  const loading = document.createElement('script');
  loading.setAttribute('src', '/assets/js/loading-now.js');
  document.body.append(loading);

  void prefetch('/assets/js/ran-already.js');
  void prefetch('/assets/js/loading-now.js');
  void prefetch('/assets/js/not-yet.js');
  expect(prefetchLinks()).toEqual(['/assets/js/not-yet.js']);
});

test('settles when the file has loaded and when it failed, as Docusaurus expects', async () => {
  const loaded = prefetch('/assets/js/a.js');
  const failed = prefetch('/assets/js/b.js');
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
  await expect(prefetch('/assets/js/safari.js')).resolves.toBeUndefined();
  await prefetch('/assets/js/safari.js');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/assets/js/safari.js', {credentials: 'same-origin'});
  expect(prefetchLinks()).toEqual([]);
});
