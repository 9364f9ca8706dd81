/**
 * A local stand-in for the print-on-demand shop provider: serves the shop client script at
 * /shopfiles/shopclient/shopclient.nocache.js on SHOP_ORIGIN (e2e/ports.mjs), so the browser tests
 * make the real request. The script reads window.spread_shop_config like the real widget, renders a
 * few products into #<baseId>, and adds a <style> and a cross-origin <link> to <head>.
 */
import http from 'node:http';
import {HOST, SHOP_PORT} from '../ports.mjs';

export const SHOP_SCRIPT_PATH = '/shopfiles/shopclient/shopclient.nocache.js';
export const SHOP_THEME_PATH = '/shopfiles/shopclient/theme.css';
/** Attribute on every node the stand-in adds to <head>. */
export const STAND_IN_MARKER = 'data-stand-in-shop';
export const STAND_IN_PRODUCTS = ['Tempo Tee', 'Long Run Cap', 'Recovery Bottle'];

const renderingScript = `(function () {
  var config = window.spread_shop_config;
  var container = config && document.getElementById(config.baseId);
  if (!container) return;
  var style = document.createElement('style');
  style.setAttribute('${STAND_IN_MARKER}', '');
  style.textContent =
    '.sis-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;padding:1rem}' +
    '.sis-card{border:1px solid #c9d3d1;border-radius:12px;padding:1rem;background:#fff;color:#1b2430}' +
    '.sis-swatch{height:8rem;border-radius:8px;background:linear-gradient(135deg,#0f766e,#f97316);margin-bottom:.75rem}';
  document.head.appendChild(style);
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = config.prefix + '${SHOP_THEME_PATH}';
  link.setAttribute('${STAND_IN_MARKER}', '');
  document.head.appendChild(link);
  var products = ${JSON.stringify(STAND_IN_PRODUCTS)};
  setTimeout(function () {
    container.innerHTML =
      '<p class="sis-shop" data-shop-name="' + config.shopName + '" data-locale="' + config.locale + '">' +
      config.shopName + ' shop</p><div class="sis-grid">' +
      products.map(function (name) {
        return '<article class="sis-card"><div class="sis-swatch"></div><h3>' + name + '</h3><p>A$39.00</p></article>';
      }).join('') + '</div>';
  }, 150);
})();`;

/** A script that loads fine but never renders anything (the 10 s fallback case). */
const silentScript = '/* stand-in shop: renders nothing */';

/**
 * Starts the stand-in on 127.0.0.1:SHOP_PORT. `mode` switches between a rendering and a silent widget;
 * `requests` lists the paths asked for.
 */
export async function startShopStandIn() {
  const state = {mode: 'render', requests: []};
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${HOST}`).pathname;
    state.requests.push(path);
    const headers = {'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*'};
    if (path === SHOP_SCRIPT_PATH) {
      res.writeHead(200, {...headers, 'Content-Type': 'text/javascript; charset=utf-8'});
      res.end(state.mode === 'silent' ? silentScript : renderingScript);
    } else if (path === SHOP_THEME_PATH) {
      res.writeHead(200, {...headers, 'Content-Type': 'text/css; charset=utf-8'});
      res.end('.sis-shop{font-weight:700}');
    } else if (path === '/') {
      res.writeHead(200, {...headers, 'Content-Type': 'text/html; charset=utf-8'});
      res.end('<!doctype html><title>Stand-in shop</title><h1>Stand-in shop</h1>');
    } else {
      res.writeHead(404, headers);
      res.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(SHOP_PORT, HOST, resolve);
  });
  return {
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
