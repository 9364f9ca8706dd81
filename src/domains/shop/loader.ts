/**
 * Loads the third-party print-on-demand shop widget (Spreadshop-style) into a container, and removes
 * every trace of it again when the visitor leaves the shop page, but only what the widget added (see
 * `WidgetNodes`). No React: the ShopWidget component is a thin wrapper around `loadShop`.
 *
 * The widget contract: a global `window.spread_shop_config = {shopName, locale, prefix, baseId}` is set
 * before `${prefix}/shopfiles/shopclient/shopclient.nocache.js` runs; the script renders the shop into
 * the element whose id is `baseId`, and may add <style>, <link> and <script> elements of its own.
 */
import type {ShopSettings} from '../../config/siteSettings';
import {SHOP_LOAD_TIMEOUT_MS} from '../../constants';

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
  /**
   * Removes the script, the global configuration and the nodes the widget added to the page (and, while
   * its scripts are still loading, whatever they add later); nothing else.
   */
  cleanup(): void;
}

function urlOf(element: Element): string | null {
  return element.getAttribute('src') ?? element.getAttribute('href');
}

function originOf(url: string | null, doc: Document): string | null {
  if (!url) return null;
  try {
    return new URL(url, doc.baseURI).origin;
  } catch {
    return null;
  }
}

/**
 * Tells which nodes the widget adds to <head> and <body>, so cleanup removes those and nothing else
 * (the site's route chunks, someone else's <style>, an analytics tag added during the visit all stay).
 *
 * A MutationObserver watches the direct children of <head> and <body>. An added element is the
 * widget's when
 * - it loads from the shop's own origin (a `src` or `href` on the prefix's origin), or
 * - it was added while one of the widget's scripts was running: MutationObserver callbacks run at the
 *   microtask checkpoint that ends a script's run, while `document.currentScript` still names that
 *   script (HTML standard, "execute the script element"), so nodes a widget script adds as it runs,
 *   or in promise callbacks it queues, are attributed to it. Scripts attributed this way are widget
 *   scripts too. Nodes the widget adds later from timers or event handlers are only recognised by
 *   their origin.
 *
 * After the visitor leaves, the observer stays on while any widget script is still loading (a script
 * removed from the page before it arrived still runs when it does): whatever it adds as it runs is
 * removed at once (and, the configuration being gone, it finds no shop to render). The observer stops
 * when the last of them has loaded or failed.
 */
class WidgetNodes {
  private readonly owned = new Set<Element>();
  private readonly scripts = new Set<Element>();
  private readonly pending = new Set<HTMLScriptElement>();
  private readonly observer: MutationObserver;
  private left = false;

  constructor(
    private readonly doc: Document,
    private readonly shopOrigin: string | null,
  ) {
    this.observer = new MutationObserver((records) => this.take(records));
    for (const root of [doc.head, doc.body]) this.observer.observe(root, {childList: true});
  }

  /** Registers one of the widget's scripts before it is added to the page. */
  addScript(script: HTMLScriptElement): void {
    this.scripts.add(script);
    if (!script.src) return; // an inline script has already run by the time the observer hears of it
    this.pending.add(script);
    const settled = () => {
      this.pending.delete(script);
      this.stopWhenDone();
    };
    script.addEventListener('load', settled, {once: true});
    script.addEventListener('error', settled, {once: true});
  }

  /** Removes every node the widget added, and anything its still-loading scripts add later. */
  removeAll(): void {
    this.take(this.observer.takeRecords());
    this.left = true;
    for (const node of this.owned) node.remove();
    this.owned.clear();
    this.stopWhenDone();
  }

  private isWidgetNode(node: Element): boolean {
    const running = this.doc.currentScript;
    if (running && this.scripts.has(running)) return true;
    // Once the visitor has left, a node from the shop's origin may belong to the next visit's widget.
    if (this.left) return false;
    return this.shopOrigin !== null && originOf(urlOf(node), this.doc) === this.shopOrigin;
  }

  private take(records: MutationRecord[]): void {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        if (!this.isWidgetNode(element)) continue;
        if (element.tagName === 'SCRIPT') this.addScript(element as HTMLScriptElement);
        if (this.left) element.remove();
        else this.owned.add(element);
      }
    }
  }

  private stopWhenDone(): void {
    if (this.left && this.pending.size === 0) this.observer.disconnect();
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
  const scriptUrl = shopScriptUrl(settings.prefix);
  // Started before the script is added, so it sees everything the widget adds.
  const widgetNodes = new WidgetNodes(doc, originOf(scriptUrl, doc));

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
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SHOP_SCRIPT_MARKER, '');
  script.addEventListener('error', () => {
    observer.disconnect();
    clearTimeout(timer);
    report('failed');
  });

  observer.observe(container, {childList: true, subtree: true});
  widgetNodes.addScript(script);
  doc.body.appendChild(script);

  return {
    cleanup() {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      script.remove();
      // Without its configuration a script that arrives late finds no shop to render.
      delete win.spread_shop_config;
      widgetNodes.removeAll();
      container.replaceChildren();
    },
  };
}
