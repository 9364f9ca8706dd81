import type {ShopSettings} from '../../config/siteSettings';
import {SHOP_LOAD_TIMEOUT_MS} from '../../constants';
import {
  SHOP_SCRIPT_MARKER,
  buildShopConfig,
  loadShop,
  shopScriptUrl,
  type ShopHandle,
  type ShopStatus,
} from './loader';

const settings: ShopSettings = {
  name: 'testpace',
  prefix: 'https://shop.example',
  locale: 'us_AU',
  baseId: 'testpace-shop',
};

const flush = () => Promise.resolve();
const injectedScript = () => document.querySelector<HTMLScriptElement>(`script[${SHOP_SCRIPT_MARKER}]`);

/**
 * Runs `add` as if `script` were running: the browser names the running script in
 * document.currentScript until the microtask checkpoint that ends its run, where MutationObserver
 * callbacks are delivered. jsdom does not load external scripts, so the test plays that part.
 */
async function runAs(script: Element | null, add: () => void): Promise<void> {
  const current = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script as HTMLScriptElement);
  try {
    add();
    await flush();
  } finally {
    current.mockRestore();
  }
}

function styleElement(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  return style;
}

function stylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return link;
}

/** Every external script a test makes or the loader injects: "loaded" after each test, so no loader
 * keeps watching the page (as it does while a widget script is loading) into the next test. */
const scripts: HTMLScriptElement[] = [];

function externalScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  scripts.push(script);
  return script;
}

describe('shop configuration', () => {
  it('maps the settings onto the global the widget reads', () => {
    expect(buildShopConfig(settings)).toEqual({
      shopName: 'testpace',
      locale: 'us_AU',
      prefix: 'https://shop.example',
      baseId: 'testpace-shop',
    });
  });

  it('builds the script URL under the prefix, with or without a trailing slash', () => {
    expect(shopScriptUrl('https://shop.example')).toBe(
      'https://shop.example/shopfiles/shopclient/shopclient.nocache.js',
    );
    expect(shopScriptUrl('http://127.0.0.1:4713/')).toBe(
      'http://127.0.0.1:4713/shopfiles/shopclient/shopclient.nocache.js',
    );
  });
});

describe('loadShop', () => {
  let container: HTMLDivElement;
  let statuses: ShopStatus[];
  let handle: ShopHandle | undefined;

  const load = (onStatus: (status: ShopStatus) => void) => {
    const loaded = loadShop({settings, container, onStatus});
    const script = injectedScript();
    if (script) scripts.push(script);
    return loaded;
  };
  const start = () => {
    handle = load((s) => statuses.push(s));
    return handle;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    container = document.createElement('div');
    container.id = settings.baseId;
    document.body.appendChild(container);
    statuses = [];
  });

  afterEach(() => {
    handle?.cleanup();
    handle = undefined;
    for (const script of scripts.splice(0)) script.dispatchEvent(new Event('load'));
    container.remove();
    jest.useRealTimers();
  });

  it('sets the global configuration before injecting the script, then reports loading', () => {
    const configWhenInjected: unknown[] = [];
    const append = jest.spyOn(document.body, 'appendChild').mockImplementation(function <T extends Node>(
      this: HTMLElement,
      node: T,
    ): T {
      if (node instanceof HTMLScriptElement) configWhenInjected.push(window.spread_shop_config);
      return Node.prototype.appendChild.call(this, node) as T;
    });
    start();
    append.mockRestore();
    expect(configWhenInjected).toEqual([buildShopConfig(settings)]);
    expect(window.spread_shop_config).toEqual(buildShopConfig(settings));
    const script = injectedScript();
    expect(script).not.toBeNull();
    expect(script?.src).toBe('https://shop.example/shopfiles/shopclient/shopclient.nocache.js');
    expect(script?.async).toBe(true);
    expect(statuses).toEqual(['loading']);
  });

  it('reports ready as soon as the widget renders into the container', async () => {
    start();
    const product = document.createElement('article');
    product.textContent = 'Tempo Tee';
    container.appendChild(product);
    await flush();
    expect(statuses).toEqual(['loading', 'ready']);
    jest.advanceTimersByTime(SHOP_LOAD_TIMEOUT_MS);
    expect(statuses).toEqual(['loading', 'ready']);
  });

  it('reports failed when the script cannot be loaded', () => {
    start();
    injectedScript()?.dispatchEvent(new Event('error'));
    expect(statuses).toEqual(['loading', 'failed']);
  });

  it('reports failed when nothing renders within 10 seconds, and ready if the widget turns up later', async () => {
    start();
    jest.advanceTimersByTime(SHOP_LOAD_TIMEOUT_MS - 1);
    expect(statuses).toEqual(['loading']);
    jest.advanceTimersByTime(1);
    expect(statuses).toEqual(['loading', 'failed']);

    container.appendChild(document.createElement('div'));
    await flush();
    expect(statuses).toEqual(['loading', 'failed', 'ready']);
  });

  it('cleans up the script, the global, the widget’s nodes and its content, and keeps the site’s nodes', async () => {
    const siteStyle = stylesheet('/assets/css/styles.css');
    document.head.appendChild(siteStyle);

    const {cleanup} = start();
    const script = injectedScript();
    expect(script).not.toBeNull();

    // What the widget's script adds while it runs: inline CSS, a font from a CDN, its next chunk.
    const widgetStyle = styleElement('.product{color:red}');
    const widgetFont = stylesheet('https://fonts.cdn.example/font.css');
    const widgetChunk = externalScript('https://cdn.shop-provider.example/ABC123.cache.js');
    const widgetFrame = document.createElement('iframe');
    await runAs(script, () => {
      document.head.append(widgetStyle, widgetFont, widgetChunk);
      document.body.appendChild(widgetFrame);
    });
    // Later, from a timer (no running script): a stylesheet from the shop's own origin.
    const widgetTheme = stylesheet('https://shop.example/shopfiles/theme.css');
    document.head.appendChild(widgetTheme);
    container.appendChild(document.createElement('section'));
    // What the site and others add meanwhile: the router's next chunks, another widget's inline style
    // and a third-party tag from another origin.
    const nextPageCss = stylesheet(`${window.location.origin}/assets/css/support.css`);
    const nextPageJs = externalScript('/assets/js/support.js');
    const otherStyle = styleElement('.toast{position:fixed}');
    const analytics = externalScript('https://analytics.example/tag.js');
    document.head.append(nextPageCss, nextPageJs, otherStyle, analytics);
    await flush();

    cleanup();

    expect(injectedScript()).toBeNull();
    expect(window.spread_shop_config).toBeUndefined();
    expect('spread_shop_config' in window).toBe(false);
    const widgetNodes = [widgetStyle, widgetFont, widgetChunk, widgetFrame, widgetTheme];
    expect(widgetNodes.map((node) => node.isConnected)).toEqual([false, false, false, false, false]);
    const siteNodes = [siteStyle, nextPageCss, nextPageJs, otherStyle, analytics];
    expect(siteNodes.map((node) => node.isConnected)).toEqual([true, true, true, true, true]);
    expect(container.childElementCount).toBe(0);

    for (const node of siteNodes) node.remove();
  });

  it('keeps a <style> someone else adds to <head> during the visit', async () => {
    const {cleanup} = start();
    await runAs(injectedScript(), () => document.head.appendChild(styleElement('.widget{}')));
    const theirs = styleElement('.theirs{color:blue}');
    document.head.appendChild(theirs);
    await flush();
    cleanup();
    expect(theirs.isConnected).toBe(true);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    theirs.remove();
  });

  it('removes what a script that arrives after the visitor left adds, then stops watching', async () => {
    const {cleanup} = start();
    const script = injectedScript();
    expect(script).not.toBeNull();
    cleanup(); // the visitor leaves while the script is still loading
    expect(script?.isConnected).toBe(false);

    // The script arrives and runs anyway: what it adds is removed at once.
    const lateStyle = styleElement('.product{color:red}');
    const lateTheme = stylesheet('https://shop.example/shopfiles/theme.css');
    const lateFrame = document.createElement('iframe');
    await runAs(script, () => {
      document.head.append(lateStyle, lateTheme);
      document.body.appendChild(lateFrame);
    });
    expect([lateStyle, lateTheme, lateFrame].map((node) => node.isConnected)).toEqual([false, false, false]);
    expect(window.spread_shop_config).toBeUndefined();

    // Once it has run (its load event), the observer is gone: nothing is attributed any more.
    script?.dispatchEvent(new Event('load'));
    const afterwards = styleElement('.unrelated{}');
    await runAs(script, () => document.head.appendChild(afterwards));
    expect(afterwards.isConnected).toBe(true);
    afterwards.remove();
  });

  it('follows the scripts the widget loads: a late chunk’s nodes are removed too', async () => {
    const {cleanup} = start();
    const chunk = externalScript('https://cdn.shop-provider.example/ABC123.cache.js');
    await runAs(injectedScript(), () => document.head.appendChild(chunk));
    injectedScript()?.dispatchEvent(new Event('load'));
    cleanup(); // the chunk is still loading
    expect(chunk.isConnected).toBe(false);

    const chunkStyle = styleElement('.grid{}');
    await runAs(chunk, () => document.head.appendChild(chunkStyle));
    expect(chunkStyle.isConnected).toBe(false);
    chunk.dispatchEvent(new Event('load'));
  });

  it('after the visitor left, leaves the next visit’s script from the shop alone', async () => {
    const first = start();
    const firstScript = injectedScript();
    first.cleanup(); // still loading
    const second = load(() => undefined);
    const secondScript = injectedScript();
    await flush();
    expect(secondScript).not.toBe(firstScript);
    expect(secondScript?.isConnected).toBe(true);
    firstScript?.dispatchEvent(new Event('load'));
    second.cleanup();
    expect(injectedScript()).toBeNull();
  });

  it('reports nothing after cleanup, even if the timeout or a late render would have fired', async () => {
    const {cleanup} = start();
    cleanup();
    container.appendChild(document.createElement('div'));
    await flush();
    jest.advanceTimersByTime(SHOP_LOAD_TIMEOUT_MS);
    expect(statuses).toEqual(['loading']);
  });

  it('keeps styles that were on the page before the shop loaded', () => {
    const earlier = document.createElement('style');
    document.head.appendChild(earlier);
    start().cleanup();
    expect(earlier.isConnected).toBe(true);
    earlier.remove();
  });
});
