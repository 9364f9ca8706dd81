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
 */
const requested = new Set<string>();

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
  if (typeof document === 'undefined' || requested.has(url) || alreadyLoaded(url)) {
    return Promise.resolve();
  }
  requested.add(url);
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
