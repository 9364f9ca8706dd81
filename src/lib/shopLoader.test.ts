import type {ShopSettings} from '../config/siteSettings';
import {SHOP_LOAD_TIMEOUT_MS} from '../constants';
import {
  SHOP_SCRIPT_MARKER,
  buildShopConfig,
  loadShop,
  shopScriptUrl,
  type ShopHandle,
  type ShopStatus,
} from './shopLoader';

const settings: ShopSettings = {
  name: 'testpace',
  prefix: 'https://shop.example',
  locale: 'us_AU',
  baseId: 'testpace-shop',
};

const flush = () => Promise.resolve();
const injectedScript = () => document.querySelector<HTMLScriptElement>(`script[${SHOP_SCRIPT_MARKER}]`);

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

  const start = () => {
    handle = loadShop({settings, container, onStatus: (s) => statuses.push(s)});
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

  it('cleans up the script, the global, the widget styles and its content, and keeps the site’s nodes', async () => {
    const siteStyle = document.createElement('link');
    siteStyle.rel = 'stylesheet';
    siteStyle.href = '/assets/css/styles.css';
    document.head.appendChild(siteStyle);

    const {cleanup} = start();

    // What the widget adds while it runs.
    const widgetStyle = document.createElement('style');
    widgetStyle.textContent = '.product{color:red}';
    const widgetFont = document.createElement('link');
    widgetFont.rel = 'stylesheet';
    widgetFont.href = 'https://fonts.shop.example/font.css';
    const widgetChunk = document.createElement('script');
    widgetChunk.src = 'https://shop.example/shopfiles/shopclient/ABC123.cache.js';
    const widgetFrame = document.createElement('iframe');
    document.head.append(widgetStyle, widgetFont, widgetChunk);
    document.body.appendChild(widgetFrame);
    container.appendChild(document.createElement('section'));
    // What the site adds meanwhile: the router loading the next page's stylesheet and script.
    const nextPageCss = document.createElement('link');
    nextPageCss.rel = 'stylesheet';
    nextPageCss.href = `${window.location.origin}/assets/css/support.css`;
    const nextPageJs = document.createElement('script');
    nextPageJs.src = '/assets/js/support.js';
    document.head.append(nextPageCss, nextPageJs);
    await flush();

    cleanup();

    expect(injectedScript()).toBeNull();
    expect(window.spread_shop_config).toBeUndefined();
    expect('spread_shop_config' in window).toBe(false);
    for (const node of [widgetStyle, widgetFont, widgetChunk, widgetFrame]) {
      expect(node.isConnected).toBe(false);
    }
    for (const node of [siteStyle, nextPageCss, nextPageJs]) {
      expect(node.isConnected).toBe(true);
    }
    expect(container.childElementCount).toBe(0);

    siteStyle.remove();
    nextPageCss.remove();
    nextPageJs.remove();
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
