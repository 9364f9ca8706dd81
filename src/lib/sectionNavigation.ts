import {PRE_REGISTER_SCROLL_DELAY_MS, FOOTER_SCROLL_DELAY_MS} from '../constants';
import {scrollToSection, scrollToTop} from './scroll';

/** What the navigation needs from the router; passed in so the logic stays testable and React-free. */
export interface RouterPort {
  /** Current path, without hash. */
  readonly pathname: string;
  /** Path of the home page, with the site's base URL ('/' by default). */
  readonly homePath: string;
  push(path: string): void;
}

// One pending scroll at a time, kept outside React: the link that started it unmounts with the page.
let pendingScroll: ReturnType<typeof setTimeout> | undefined;

function schedule(action: () => void, delayMs: number): void {
  if (pendingScroll !== undefined) clearTimeout(pendingScroll);
  pendingScroll = setTimeout(() => {
    pendingScroll = undefined;
    action();
  }, delayMs);
}

/** After the delay, how long to keep looking for a section the new page has not rendered yet. */
const SECTION_WAIT_MS = 3000;
const SECTION_POLL_MS = 50;

/** Scrolls to the section, retrying briefly when the page that holds it is still rendering. */
function scrollWhenPresent(id: string, waitedMs = 0): void {
  if (scrollToSection(id) || waitedMs >= SECTION_WAIT_MS) return;
  pendingScroll = setTimeout(() => scrollWhenPresent(id, waitedMs + SECTION_POLL_MS), SECTION_POLL_MS);
}

/** The section id of a `#section` hash (`#pre-register` → `pre-register`), or undefined for any other hash. */
export function sectionOfHash(hash: string): string | undefined {
  return /^#([\w-]+)$/.exec(hash)?.[1];
}

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/**
 * Brings the visitor to a section of the home page (spec: "Call-to-action behaviour").
 * On the home page it scrolls at once; elsewhere it navigates home and scrolls after 500 ms.
 */
export function goToHomeSection(id: string, router: RouterPort): void {
  if (samePath(router.pathname, router.homePath)) {
    if (pendingScroll !== undefined) clearTimeout(pendingScroll);
    scrollToSection(id);
    return;
  }
  router.push(router.homePath);
  schedule(() => scrollWhenPresent(id), PRE_REGISTER_SCROLL_DELAY_MS);
}

/** Footer links: the router navigates, then the new page is scrolled to the top after 100 ms. */
export function scrollToTopAfterFooterNavigation(): void {
  schedule(scrollToTop, FOOTER_SCROLL_DELAY_MS);
}

/** True for clicks the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** What a click on a plain link of the site does: go to a home-page section, or to a page through the router. */
export type PlainLinkAction = {readonly section: string} | {readonly path: string};

/** The parts of an `<a>` that decide how a click on it is handled. */
export interface PlainLink {
  /** Absolute URL (an anchor's `href` property). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

/**
 * What `@docusaurus/Link` and FooterLinkItem do, for links kept as server HTML (`src/hooks/useStaticLinks`):
 * a link to `/#section` uses the section navigation, any other link of this site goes through the router.
 * Links that open a new tab, download or leave the site, and a link to an anchor of the page it is on
 * (`here`, the current location), are left to the browser (undefined).
 */
export function plainLinkAction(
  link: PlainLink,
  origin: string,
  homePath: string,
  here?: {readonly pathname: string; readonly search: string},
): PlainLinkAction | undefined {
  if (link.target || link.download) return undefined;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const section = sectionOfHash(url.hash);
  if (section && !url.search && samePath(url.pathname, homePath)) return {section};
  if (here && url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return {path: `${url.pathname}${url.search}${url.hash}`};
}
