/**
 * A local stand-in for the print-on-demand shop provider: serves the shop client script at
 * /shopfiles/shopclient/shopclient.nocache.js on SHOP_ORIGIN (e2e/ports.mjs), so the browser tests
 * make the real request. Like a real widget, the script first adds its CSS to <head> (a <style> and a
 * cross-origin <link>, both marked with STAND_IN_MARKER), then reads window.spread_shop_config and
 * renders a few products into #<baseId>. It reports each run on the console (STAND_IN_RAN_MESSAGE), so
 * a test can wait for the script to have run instead of sleeping.
 *
 * Modes (`state.mode`, switchable while the server runs):
 * - 'render': the script above, served at once;
 * - 'silent': a script that loads fine but never renders anything (the 10 s fallback case);
 * - 'slow': the rendering script, held back until `releaseScript()` (a visitor leaving the page while
 *   the script is still loading).
 */
import http from 'node:http';
import {SHOP_PORT} from '../ports.mjs';
import {closeServer, listenOn} from './listen.mjs';

export const SHOP_SCRIPT_PATH = '/shopfiles/shopclient/shopclient.nocache.js';
export const SHOP_THEME_PATH = '/shopfiles/shopclient/theme.css';
/** Attribute on every node the stand-in adds to <head>. */
export const STAND_IN_MARKER = 'data-stand-in-shop';
export const STAND_IN_PRODUCTS = ['Tempo Tee', 'Long Run Cap', 'Recovery Bottle'];
/** Logged (console.info) at the end of each run of the rendering script, followed by what it did. */
export const STAND_IN_RAN_MESSAGE = 'stand-in shop: ran,';

const renderingScript = `(function () {
  var style = document.createElement('style');
  style.setAttribute('${STAND_IN_MARKER}', '');
  style.textContent =
    '.sis-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;padding:1rem}' +
    '.sis-card{border:1px solid #c9d3d1;border-radius:12px;padding:1rem;background:#fff;color:#1b2430}' +
    '.sis-swatch{height:8rem;border-radius:8px;background:linear-gradient(135deg,#0f766e,#f97316);margin-bottom:.75rem}';
  document.head.appendChild(style);
  var script = document.currentScript;
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('${SHOP_THEME_PATH}', script ? script.src : location.href).href;
  link.setAttribute('${STAND_IN_MARKER}', '');
  document.head.appendChild(link);
  var config = window.spread_shop_config;
  var container = config && document.getElementById(config.baseId);
  console.info('${STAND_IN_RAN_MESSAGE} ' + (container ? 'rendering' : 'nothing to render into'));
  if (!container) return;
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
 * Starts the stand-in on 127.0.0.1:`port` (SHOP_PORT by default); fails clearly when the port is busy.
 * `state.mode` switches between the modes above; `state.requests` lists the paths asked for.
 */
export async function startShopStandIn({port = SHOP_PORT} = {}) {
  const state = {mode: 'render', requests: []};
  /** Script responses held back in 'slow' mode. */
  const held = [];
  const headers = {'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*'};
  const sendScript = (res, body) => {
    res.writeHead(200, {...headers, 'Content-Type': 'text/javascript; charset=utf-8'});
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    state.requests.push(path);
    if (path === SHOP_SCRIPT_PATH) {
      if (state.mode === 'slow') held.push(res);
      else sendScript(res, state.mode === 'silent' ? silentScript : renderingScript);
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
  await listenOn(server, port, 'shop');
  return {
    state,
    /** How many script responses 'slow' mode is holding back. */
    heldScripts: () => held.length,
    /** Sends every held script response (the rendering script). */
    releaseScript() {
      for (const res of held.splice(0)) sendScript(res, renderingScript);
    },
    close: () => closeServer(server),
  };
}
