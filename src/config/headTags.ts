import type {HtmlTagObject} from '@docusaurus/types';

/**
 * The id Docusaurus' layout gives the element right after the header on every page (theme-common's
 * `SkipToContentFallbackId`; e2e/tests/build-output.spec.ts checks every built page has it there).
 */
export const AFTER_HEADER_ID = '__docusaurus_skipToContent_fallback';

/** The id of the empty element that ends a page's first band (src/components/FirstScreenEnd). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** The tags every page carries in its <head>, besides those Docusaurus writes. */
export function buildHeadTags(baseUrl: string): HtmlTagObject[] {
  return [
    // Progressive enhancement: controls that need JavaScript carry the global class "js-only".
    {tagName: 'noscript', attributes: {}, innerHTML: '<style>.js-only{display:none !important}</style>'},
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
  ];
}
