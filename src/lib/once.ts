/**
 * `compute`, run on the first call and kept: for data derived at module level that a phone need not derive
 * when a page only shows it as static markup (src/components/StaticMarkup). A module-level constant is
 * computed whenever its module is evaluated, which a route's chunk does on every first load, even when
 * nothing on the page renders it in the browser.
 */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
