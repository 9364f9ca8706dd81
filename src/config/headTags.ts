import type {HtmlTagObject} from '@docusaurus/types';
import {afterFirstPaint} from '../plugins/afterFirstPaint';

/**
 * The id Docusaurus' layout gives the element right after the header on every page (theme-common's
 * `SkipToContentFallbackId`; e2e/tests/build-output.spec.ts checks every built page has it there).
 */
export const AFTER_HEADER_ID = '__docusaurus_skipToContent_fallback';

/** The id of the empty element that ends a page's first band (src/components/FirstScreenEnd). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * Set on <html> from <head> until the browser reports the first contentful paint or the page's load event, by
 * BEFORE_FIRST_PAINT_SCRIPT. While it is there, a phone skips outright every band after a page's first
 * (src/components/Section/styles.module.css) and a doc's or an article's blocks below its first screen
 * (src/css/custom.css). Without JavaScript it is never set; nor when the address names a place in the page
 * (`#…`), whose position must not depend on what is skipped.
 */
export const BEFORE_FIRST_PAINT_ATTRIBUTE = 'data-before-first-paint';

/**
 * The attribute of a doc's or an article's first block below a phone's first screen, and of the first card
 * below it in a list that starts on it (src/plugins/remarkAfterFirstScreen.ts): a phone skips it and what
 * follows until the first paint.
 */
export const AFTER_FIRST_SCREEN_ATTRIBUTE = 'data-after-first-screen';

/** The prop a list of cards the first screen ends in takes from remarkAfterFirstScreen.ts (ITEM_MIN_PX). */
export interface ListAfterFirstScreenProps {
  /** Set by the build: the index of the first card below a phone's first screen. */
  readonly firstItemAfterScreen?: number;
}

/**
 * The mark for item `index` of a list of cards the first screen ends in: on the item whose index the build
 * gave the list (its prop `firstItemAfterScreen`, from remarkAfterFirstScreen.ts's ITEM_MIN_PX), so a phone
 * skips it and the items after it until the first paint. Nothing for any other item, or when the prop is not
 * there.
 */
export function itemMark(
  firstItemAfterScreen: ListAfterFirstScreenProps['firstItemAfterScreen'],
  index: number,
) {
  return index === firstItemAfterScreen ? {[AFTER_FIRST_SCREEN_ATTRIBUTE]: ''} : undefined;
}

const UNMARK = `document.documentElement.removeAttribute("${BEFORE_FIRST_PAINT_ATTRIBUTE}")`;

/**
 * Sets BEFORE_FIRST_PAINT_ATTRIBUTE and takes it off once the page has painted (afterFirstPaint.ts), or at
 * its load event if that comes first (a busy browser can finish loading a page before it paints it): what
 * runs after the load, a script or a test, reads the page as it is laid out.
 */
export const BEFORE_FIRST_PAINT_SCRIPT =
  `if(!location.hash){document.documentElement.setAttribute("${BEFORE_FIRST_PAINT_ATTRIBUTE}","");` +
  `addEventListener("load",function(){${UNMARK}});${afterFirstPaint(UNMARK)}}`;

/** The id of the footer's lists of links, where the phone menu's link leads without JavaScript. */
export const SITE_MAP_ID = 'site-map';

/**
 * What every page hides without JavaScript, and shows instead (a <noscript> style in <head>):
 * - controls that need JavaScript, marked with the global class "js-only";
 * - the theme's menu button (☰) and its phone "On this page" list, both opened by React: the menu button
 *   gives way to a link to the footer's lists (`.no-js-only`, src/theme/Navbar/MobileSidebar/Toggle) at
 *   the widths where it shows (Infima's 996px).
 */
export const NO_SCRIPT_STYLE =
  '.js-only,button.navbar__toggle,.theme-doc-toc-mobile{display:none !important}' +
  '@media (max-width:996px){.navbar__toggle.no-js-only{display:flex !important}}';

/** The tags every page carries in its <head>, besides those Docusaurus writes. */
export function buildHeadTags(baseUrl: string): HtmlTagObject[] {
  return [
    // Progressive enhancement: without JavaScript, what needs it is hidden (NO_SCRIPT_STYLE).
    {tagName: 'noscript', attributes: {}, innerHTML: `<style>${NO_SCRIPT_STYLE}</style>`},
    // The tab icon is Docusaurus' `favicon` (img/favicon.ico: 16, 32 and 48 px). No SVG icon: the
    // browser draws an SVG icon as a document of its own on the page's main thread while it loads.
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/apple-touch-icon.png`}},
    // The first paint waits until the header has been parsed. A browser paints whatever it has parsed
    // when the HTML arrives in pieces, and a header cut between two packets is laid out wrongly: on a
    // phone the menu button sat at the left until the brand after it arrived, on a desktop the right
    // side grew leftwards item by item, and each jump counted as a layout shift. The header is the
    // first thing in <body>, so the wait is for its 7 KB (under 2 KB gzip). Chromium honours this; other
    // browsers ignore it.
    {tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_HEADER_ID}`, blocking: 'render'}},
    // Runs before <body> is parsed, so the attribute is there for the first style of every band.
    {tagName: 'script', attributes: {}, innerHTML: BEFORE_FIRST_PAINT_SCRIPT},
  ];
}
