/**
 * Stands in for Docusaurus' own prefetch helper (`@docusaurus/core/lib/client/prefetch`, swapped in by
 * src/plugins/leanClientBundle.ts). Docusaurus prefetches the chunks of every internal link that scrolls
 * into view, one `<link rel="prefetch">` per chunk. It remembers which routes it has prefetched, not which
 * files: the chunks a route shares with its parents (the docs plugin's data, the layout) were requested
 * again for every link, and so were chunks the page had already run. /features made 231 requests for 30
 * files, each with its own load event, all while the page was hydrating on the reader's phone.
 *
 * This one requests each file once and skips files the page has already fetched. Like the
 * original it resolves on load and on error (a failed prefetch only means the click will fetch it), and
 * fetches the file into the HTTP cache where the browser has no link prefetch.
 *
 * And it waits for the browser to be idle. The links in view report in one task right after the page
 * hydrates, and adding a dozen prefetch links at once (each starts its request as it is added) was a task
 * of 55-75 ms on a 4x-throttled phone, on most pages; a prefetch is for later by definition. Each idle
 * period adds links while the browser says it has time, at least one.
 */
const requested = new Set<string>();
const waiting: Array<() => void> = [];
let drainScheduled = false;

/** Time an idle period must still have for another link to be added in it. */
const IDLE_MS_PER_LINK = 4;
/** The longest a prefetch waits for an idle period, on a page that never has one. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
  } else {
    // Safari has no idle callbacks.
    setTimeout(run, 50);
  }
}

function drain(deadline?: IdleDeadline): void {
  drainScheduled = false;
  do waiting.shift()?.();
  while (waiting.length > 0 && deadline !== undefined && deadline.timeRemaining() > IDLE_MS_PER_LINK);
  scheduleDrain();
}

function scheduleDrain(): void {
  if (drainScheduled || waiting.length === 0) return;
  drainScheduled = true;
  whenIdle(drain);
}

/**
 * Whether the page has fetched the file already or is fetching it as a script. Webpack removes a chunk's
 * <script> once it has run, so the finished ones are found in the resource timing entries.
 */
function alreadyLoaded(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return (
    performance.getEntriesByName(absolute, 'resource').length > 0 ||
    Array.from(document.scripts).some((script) => script.getAttribute('src') === url)
  );
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => {
    waiting.push(() => {
      startPrefetch(url).then(resolve, resolve);
    });
    scheduleDrain();
  });
}

/** Requests the file now, unless the page has fetched it since it was asked for. */
function startPrefetch(url: string): Promise<void> {
  if (alreadyLoaded(url)) return Promise.resolve();
  const link = document.createElement('link');
  if (!link.relList.supports('prefetch')) {
    // Safari has no link prefetch: fetch the file into the HTTP cache instead, as Docusaurus does.
    return fetch(url, {credentials: 'same-origin'}).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise((resolve) => {
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
