/**
 * The full stylesheet, added on the first client-side navigation. A page loads with its critical CSS
 * inline and then only the rest of the stylesheet (src/plugins/criticalCss.ts): together they hold every
 * rule, but the rest's rules follow all the inline ones, which is not the stylesheet's order. Nothing on
 * the first page can tell; on the next one, a rule of the rest could win over an inline rule that the
 * stylesheet puts after it. So when the visitor leaves the first page, the full stylesheet is added as
 * the last sheet, in its own order: it starts loading while the next route's scripts do, and until it
 * arrives the inline rules and the rest already style every page.
 */

/**
 * Marks the disabled link that names the page's remainder, which the build's loader requests once the page
 * has painted (src/plugins/criticalCss.ts); its value is the full stylesheet's href.
 */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';

/** Adds the full stylesheet to <head> once; the page's marked link names it. */
export function addFullStylesheet(doc: Document = document): void {
  const href = doc
    .querySelector(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)
    ?.getAttribute(FULL_STYLESHEET_ATTRIBUTE);
  if (!href) return;
  const url = new URL(href, doc.baseURI).href;
  const present = [...doc.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')].some(
    (link) => link.href === url && !link.hasAttribute(FULL_STYLESHEET_ATTRIBUTE),
  );
  if (present) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
}
