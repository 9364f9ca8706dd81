/**
 * Critical CSS for every built page: the rules a page's own markup uses are inlined in a <style> in its
 * <head>, and the rest of the site's stylesheet loads without blocking the first paint. Runs over the built
 * HTML with beasties (the maintained successor of critters), from the security-headers plugin's
 * postBuild, before it hashes the inline scripts into the Content-Security-Policy.
 *
 * What loads after the first paint is the page's remainder (cssRemainder.ts): the full stylesheet without
 * the rules already inlined, so it matches nothing in the page's markup and adding it neither restyles
 * the page nor lays it out again. Pages with the same critical rules share one remainder file,
 * `assets/css/rest.<content hash>.css`. How it loads (no inline event handler, no request before the first
 * paint):
 *   <link rel="stylesheet" href="…/rest.<hash>.css" media="print" disabled data-full-stylesheet="…/styles.<hash>.css">
 *   <noscript><link rel="stylesheet" href="…/styles.<hash>.css"></noscript>
 *   …
 *   <script>…once the page has painted, appends <link rel="stylesheet" href="…/rest.<hash>.css"> to <head>…</script>
 * The first link only names the files: a browser does not fetch a disabled stylesheet (and one that did
 * would apply it to print only). The loader at the end of <body> starts the remainder's request once the
 * browser reports its first contentful paint (afterFirstPaint.ts), at low priority, so on a slow line it
 * never shares the HTML's bandwidth, and Lighthouse's simulated largest paint, which counts every request
 * started before it (the remainder was fetched early at the lowest priority, beasties' "media-script"
 * strategy), is the first paint: 1.21 -> 0.94 s on `/`. The sheet is appended after every other one, as
 * the document's last: Chromium applies a sheet appended after every other one as an addition; a sheet
 * that starts to match in the middle of the list is a change of the whole list, and since the stylesheet
 * has cascade layers Chromium then rebuilds its font cache and lays out every line of text again ("Fonts
 * changed").
 * The script's body is the same on every page, so one sha256 source in `script-src` covers it; a browser
 * without JavaScript reads the <noscript> link to the full stylesheet, which blocks render as
 * stylesheets always did.
 *
 * Inline rules plus remainder are every rule of the full stylesheet, but not in its order: a remainder
 * rule now follows every inline one. That cannot change this page's markup, which no remainder rule
 * matches; for the pages a visitor opens next, src/clientModules/fullStylesheet.ts adds the full
 * stylesheet (named by `data-full-stylesheet`) on the first client-side navigation.
 *
 * Both colour modes: Docusaurus sets `data-theme` on <html> with an inline script before the first
 * paint, so the static markup has no `data-theme` and beasties would drop every `[data-theme=dark] …`
 * rule. The selector test below ignores the theme attribute: a theme rule is critical when the rest of
 * its selector matches the page, in either mode.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import {afterFirstPaint} from './afterFirstPaint';
import {rewritePages} from './htmlRewrites';
import {FULL_STYLESHEET_ATTRIBUTE} from '../clientModules/fullStylesheet';
import {cssRemainder, ruleKeys} from './cssRemainder';
import {escapeRegExp} from '../lib/regExp';
import {BEFORE_FIRST_PAINT_ATTRIBUTE} from '../config/headTags';

/**
 * The attribute the theme switch sets on <html> (Docusaurus' `data-theme`), with the `html` or `:root`
 * it may be written on: `html[data-theme='dark']`, `[data-theme=dark]:root`, `[data-theme="light"]`.
 */
const THEME_SCOPE =
  /(?:\bhtml|:root)?\[data-theme(?:[~|^$*]?=\s*(?:'[^']*'|"[^"]*"|[\w-]+))?\s*\](?::root)?/g;

/**
 * The attribute the head's script sets on <html> until the first paint (src/config/headTags.ts), which the
 * static HTML lacks just as it lacks the theme's.
 */
const BEFORE_FIRST_PAINT_SCOPE = new RegExp(
  `(?:\\bhtml|:root)?\\[${escapeRegExp(BEFORE_FIRST_PAINT_ATTRIBUTE)}\\](?::root)?`,
  'g',
);

/**
 * Rules for markup React adds after hydration, which the static HTML lacks, so beasties would drop them and
 * the page would change shape when the rest of the stylesheet arrives. Each group is inlined only on the
 * pages whose static markup has the part that draws it (`on`; every page when absent):
 * - the phone drawer, rendered into the navbar the first time it is opened (src/theme/Navbar/MobileSidebar);
 * - the pricing card's loaded price, on pages with its loading state (`.price_…`): CSS-module classes of
 *   src/domains/pricing/PricingCard, matched by their local names (`amountLine_xY1z`), `price` among them
 *   for the rules of what the loaded price puts inside it (`.price_xY1z p`);
 * - the shop's ready and failed states and the shared Spinner, on pages with the shop's stage (`.stage_…`,
 *   src/domains/shop/ShopWidget).
 * Local names are not unique (three modules have a `badge`), so a page with the part also inlines the
 * other modules' rules of the same name; a page without it inlines none of them.
 * A component that renders other markup once it has hydrated adds a group here; the browser spec
 * e2e/tests/critical-css.spec.ts compares each page with and without the full stylesheet.
 */
const CLIENT_STATE_RULES: readonly {readonly on?: RegExp; readonly rules: readonly RegExp[]}[] = [
  {rules: [/\.navbar-sidebar/]},
  {
    on: moduleClassInMarkup('price'),
    rules: [/\.(?:price|amountLine|current|per|discountLine|original|badge|meta)_[\w-]+/],
  },
  {
    on: moduleClassInMarkup('stage'),
    rules: [/\.(?:ready|message|messageTitle|shopLink|spinner|large)_[\w-]+/],
  },
];

/** A class attribute of built HTML, quoted or not, that holds the CSS-module class `local_<hash>`. */
function moduleClassInMarkup(local: string): RegExp {
  return new RegExp(`\\sclass=(?:"(?:[^"]*\\s)?)?${local}_[\\w-]+[\\s">]`);
}

/** The client-state rules a page's markup calls for (CLIENT_STATE_RULES), and a key naming that set. */
export function clientStateRules(html: string): {key: string; rules: RegExp[]} {
  const groups = CLIENT_STATE_RULES.map((group) => !group.on || group.on.test(html));
  return {
    key: groups.map((on) => (on ? '1' : '0')).join(''),
    rules: CLIENT_STATE_RULES.filter((_, index) => groups[index]).flatMap((group) => group.rules),
  };
}

class ThemeAwareBeasties extends Beasties {
  /**
   * Beasties strips pseudo-classes before testing whether a selector matches the page; also strip the
   * theme scope, which a script sets and so is absent from the static HTML: `[data-theme='dark'] .navbar`
   * is critical when the page has a `.navbar`; and so the scope of the attribute that marks the time
   * before the first paint. Not in beasties' type declarations, but beasties calls
   * it through `this` for every selector.
   */
  normalizeCssSelector(selector: string): string {
    const withoutTheme = selector.replace(THEME_SCOPE, ' ').replace(BEFORE_FIRST_PAINT_SCOPE, ' ').trim();
    const normalized = (
      Beasties.prototype as unknown as {normalizeCssSelector(s: string): string}
    ).normalizeCssSelector.call(this, withoutTheme);
    // Only the theme attribute (`html[data-theme='dark']`): the rule styles the root, always present.
    return normalized || 'body';
  }
}

/** Pages that link a stylesheet (the small redirect pages do not). */
const LINKS_STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet\b/i;

export interface CriticalCssResult {
  readonly pages: number;
  /** Bytes of inlined CSS, summed over the pages. */
  readonly inlinedBytes: number;
  /** Remainder files written (pages with the same critical rules share one). */
  readonly remainders: number;
}

/**
 * Inlines each page's critical CSS under `outDir` (a built site served at `baseUrl`), writes each
 * page's remainder beside the full stylesheet and defers it. Throws when beasties reports an error, so
 * a broken build never ships.
 */
export async function inlineCriticalCss(outDir: string, baseUrl: string): Promise<CriticalCssResult> {
  const problems: string[] = [];
  // One beasties per set of client-state rules (pages differ only in those).
  const instances = new Map<string, Beasties>();
  const beastiesFor = (html: string): Beasties => {
    const {key, rules} = clientStateRules(html);
    let beasties = instances.get(key);
    if (!beasties) {
      beasties = new ThemeAwareBeasties({
        path: outDir,
        publicPath: baseUrl,
        preload: 'media-script',
        noscriptFallback: true,
        // Inline <style> elements already in the page (the no-JS rule) are left as they are.
        reduceInlineStyles: false,
        // The site has no web fonts; never add font preloads.
        fonts: false,
        keyframes: 'critical',
        allowRules: rules,
        compress: true,
        pruneSource: false,
        logger: {
          warn: (message) => problems.push(message),
          error: (message) => problems.push(message),
        },
      });
      instances.set(key, beasties);
    }
    return beasties;
  };
  const remainders = new Remainders(outDir, baseUrl);
  let inlinedBytes = 0;
  const pages = await rewritePages(outDir, async (html, file) => {
    if (!LINKS_STYLESHEET.test(html)) return html;
    const processed = await beastiesFor(html).process(html);
    const {markup, cssBytes} = await spliceCritical(html, processed, file, remainders);
    inlinedBytes += cssBytes;
    return markup;
  });
  if (problems.length > 0) {
    throw new Error(`critical CSS: beasties reported:\n${[...new Set(problems)].join('\n')}`);
  }
  return {pages, inlinedBytes, remainders: remainders.written};
}

/** The remainder files of one build: written once per distinct content, next to the full stylesheet. */
class Remainders {
  private readonly sheets = new Map<string, Promise<{css: string; keys: Set<string>}>>();
  private readonly files = new Map<string, Promise<void>>();

  constructor(
    readonly outDir: string,
    private readonly baseUrl: string,
  ) {}

  get written(): number {
    return this.files.size;
  }

  /** The href of the rest of the stylesheet at `href` once `page`'s `critical` rules are taken out. */
  async href(href: string, critical: string, page: string): Promise<string> {
    if (!href.startsWith(this.baseUrl)) throw new Error(`critical CSS: ${href} is outside ${this.baseUrl}`);
    const file = path.join(this.outDir, href.slice(this.baseUrl.length));
    let sheet = this.sheets.get(file);
    if (!sheet) {
      sheet = fs.readFile(file, 'utf8').then((css) => ({css, keys: ruleKeys(css)}));
      this.sheets.set(file, sheet);
    }
    const full = await sheet;
    // An inline rule the stylesheet does not have word for word would leave the stylesheet's own version
    // in the remainder, and adding that would restyle the page: a rewritten rule is a bug to fix.
    const inline = ruleKeys(critical);
    const changed = [...inline].filter((key) => !full.keys.has(key));
    if (changed.length > 0) {
      const rules = changed.map((key) => `  ${key.slice(0, 200)}`).join('\n');
      throw new Error(`critical CSS: ${page} inlines rules that ${href} does not have as written:\n${rules}`);
    }
    const rest = cssRemainder(full.css, inline);
    const name = `rest.${crypto.createHash('sha256').update(rest).digest('hex').slice(0, 8)}.css`;
    const target = path.join(path.dirname(file), name);
    if (!this.files.has(target)) this.files.set(target, fs.writeFile(target, rest));
    await this.files.get(target);
    return `${href.slice(0, href.lastIndexOf('/') + 1)}${name}`;
  }
}

/**
 * The loader, the last thing in <body>: once the page has painted, for each marked link, a stylesheet link
 * to the same file at low priority, appended to <head> after every sheet the page already has. See the top
 * of this file for why the marked link itself is never enabled.
 */
export const FULL_STYLESHEET_LOADER = afterFirstPaint(
  `document.querySelectorAll('link[${FULL_STYLESHEET_ATTRIBUTE}]').forEach(function(p){` +
    `var l=document.createElement('link');l.rel='stylesheet';l.href=p.href;l.fetchPriority='low';document.head.appendChild(l)})`,
);

/** What beasties put where a stylesheet link was: the critical rules, the deferred link, its fallback. */
const DEFERRED =
  /<style>((?:(?!<\/style>)[\s\S])*)<\/style><link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="[^"]+"><noscript><link rel="stylesheet" href="\2"><\/noscript>/g;

/** An attribute value as the minifier writes it: bare when HTML allows, else quoted. */
const attribute = (value: string) =>
  /^[^\s"'=<>`]+$/.test(value) ? value : `"${value.replace(/"/g, '&quot;')}"`;

/**
 * Applies beasties' result to the page as written. Beasties re-serializes the whole document through
 * htmlparser2, which does not know every end tag the HTML minifier leaves out (`</th>`, `</li>`, `</p>`)
 * and writes stray ones back; so only its critical rules are taken over, the deferred link and loader are
 * ours (above), and every other byte of the page stays as Docusaurus built it.
 */
async function spliceCritical(
  original: string,
  processed: string,
  file: string,
  remainders: Remainders,
): Promise<{markup: string; cssBytes: number}> {
  let markup = original;
  let cssBytes = 0;
  for (const [, css = '', href = ''] of processed.matchAll(DEFERRED)) {
    const link = new RegExp(
      `<link\\b(?=[^>]*\\brel=["']?stylesheet\\b)(?=[^>]*\\bhref=["']?${escapeRegExp(href)}["'\\s>])[^>]*>`,
    );
    if (!link.test(markup)) throw new Error(`critical CSS: ${file} has no <link> to ${href}`);
    const rest = await remainders.href(href, css, path.relative(remainders.outDir, file));
    markup = markup.replace(
      link,
      () =>
        `<style>${css}</style><link rel=stylesheet href=${attribute(rest)} media=print disabled ${FULL_STYLESHEET_ATTRIBUTE}=${attribute(href)}>` +
        `<noscript><link rel=stylesheet href=${attribute(href)}></noscript>`,
    );
    cssBytes += Buffer.byteLength(css);
  }
  if (cssBytes === 0) throw new Error(`critical CSS: beasties left ${file} unchanged`);
  if (!markup.includes('</body>')) throw new Error(`critical CSS: ${file} has no </body>`);
  markup = markup.replace('</body>', () => `<script>${FULL_STYLESHEET_LOADER}</script></body>`);
  return {markup, cssBytes};
}
