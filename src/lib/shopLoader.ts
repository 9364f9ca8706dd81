/**
 * Loads the third-party print-on-demand shop widget (Spreadshop-style) into a container, and removes
 * every trace of it again when the visitor leaves the shop page. No React: the ShopWidget component
 * is a thin wrapper around `loadShop`.
 *
 * The widget contract: a global `window.spread_shop_config = {shopName, locale, prefix, baseId}` is set
 * before `${prefix}/shopfiles/shopclient/shopclient.nocache.js` runs; the script renders the shop into
 * the element whose id is `baseId`, and may add <style>, <link> and <script> elements of its own.
 */
import type {ShopSettings} from '../config/siteSettings';
import {SHOP_LOAD_TIMEOUT_MS} from '../constants';

/** The global configuration the shop script reads. */
export interface SpreadShopConfig {
  readonly shopName: string;
  readonly locale: string;
  readonly prefix: string;
  readonly baseId: string;
}

declare global {
  interface Window {
    spread_shop_config?: SpreadShopConfig;
  }
}

export const SHOP_SCRIPT_PATH = '/shopfiles/shopclient/shopclient.nocache.js';
/** Marks the script element this module injected, so it can be found and removed. */
export const SHOP_SCRIPT_MARKER = 'data-shop-client';

/** 'loading' until the widget renders something ('ready'); 'failed' on a script error or a timeout. */
export type ShopStatus = 'loading' | 'ready' | 'failed';

export function buildShopConfig(shop: ShopSettings): SpreadShopConfig {
  return {shopName: shop.name, locale: shop.locale, prefix: shop.prefix, baseId: shop.baseId};
}

export function shopScriptUrl(prefix: string): string {
  return `${prefix.replace(/\/+$/, '')}${SHOP_SCRIPT_PATH}`;
}

export interface LoadShopOptions {
  readonly settings: ShopSettings;
  /** The element the widget renders into; its id must be `settings.baseId`. */
  readonly container: HTMLElement;
  readonly onStatus: (status: ShopStatus) => void;
  /** How long the widget may take to render before the fallback shows (default 10 s). */
  readonly timeoutMs?: number;
}

export interface ShopHandle {
  /** Removes the script, the global configuration and the nodes the widget added to the page. */
  cleanup(): void;
}

function urlOf(element: Element): string | null {
  return element.getAttribute('src') ?? element.getAttribute('href');
}

function isCrossOrigin(url: string | null, doc: Document): boolean {
  if (!url) return false;
  try {
    return new URL(url, doc.baseURI).origin !== doc.location.origin;
  } catch {
    return false;
  }
}

/**
 * True for a node the widget added (rather than the site): any <style>, and <link>, <script> or
 * <iframe> elements that load from another origin. The site's own chunks (scripts and stylesheets the
 * router loads while the shop is open) are same-origin and stay.
 */
function isWidgetNode(node: Element, doc: Document): boolean {
  switch (node.tagName) {
    case 'STYLE':
      return true;
    case 'LINK':
    case 'SCRIPT':
      return isCrossOrigin(urlOf(node), doc);
    case 'IFRAME': {
      const src = node.getAttribute('src');
      return !src || src === 'about:blank' || isCrossOrigin(src, doc);
    }
    default:
      return false;
  }
}

/**
 * Sets the global configuration, injects the shop script and reports its status. The returned handle's
 * `cleanup()` must run when the page is left.
 */
export function loadShop({
  settings,
  container,
  onStatus,
  timeoutMs = SHOP_LOAD_TIMEOUT_MS,
}: LoadShopOptions): ShopHandle {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  // What was in <head> and <body> before the widget arrived: anything it adds is removed on cleanup.
  const before = new Set<Element>([...Array.from(doc.head.children), ...Array.from(doc.body.children)]);

  let status: ShopStatus = 'loading';
  let done = false;
  const report = (next: ShopStatus) => {
    if (done || next === status) return;
    status = next;
    onStatus(next);
  };

  const hasRendered = () => container.childElementCount > 0;
  const observer = new MutationObserver(() => {
    if (!hasRendered()) return;
    report('ready');
    observer.disconnect();
    clearTimeout(timer);
  });
  // A widget that renders late still replaces the fallback, so the observer stays on after the timeout.
  const timer = setTimeout(() => {
    if (!hasRendered()) report('failed');
  }, timeoutMs);

  onStatus('loading');
  win.spread_shop_config = buildShopConfig(settings);

  const script = doc.createElement('script');
  script.src = shopScriptUrl(settings.prefix);
  script.async = true;
  script.setAttribute(SHOP_SCRIPT_MARKER, '');
  script.addEventListener('error', () => {
    observer.disconnect();
    clearTimeout(timer);
    report('failed');
  });

  observer.observe(container, {childList: true, subtree: true});
  doc.body.appendChild(script);

  return {
    cleanup() {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      script.remove();
      delete win.spread_shop_config;
      for (const root of [doc.head, doc.body]) {
        for (const node of Array.from(root.children)) {
          if (!before.has(node) && isWidgetNode(node, doc)) node.remove();
        }
      }
      container.replaceChildren();
    },
  };
}
