/**
 * What the loaders at the end of each built page share: they start their requests once the browser reports
 * its first contentful paint, so nothing they fetch competes with the page for the first paint, and
 * Lighthouse's simulated largest paint (which counts every request started before it) is the first paint.
 * Used by deferScripts.ts (Docusaurus' bundles) and criticalCss.ts (the rest of the stylesheet).
 */

/**
 * How long a loader waits for the first paint before it runs anyway (a hidden tab paints none). Long enough
 * that a visible page whose paint comes late (a busy phone; a browser test on a loaded machine painted 1.4 s
 * after the loader started, and a 1 s wait started the scripts before the paint) still waits for it.
 */
export const NO_PAINT_FALLBACK_MS = 2500;

/**
 * An inline script (ES5) that runs `body` once: in the observer's own task when the first-contentful-paint
 * entry arrives (the time the paint reached the screen, which can come a frame or two after the paint
 * itself), with no timer between, so a page whose timers are held (the browser tests' paused clock) still
 * runs it; after one frame in a browser without paint timing; and after NO_PAINT_FALLBACK_MS in any case.
 * Its text is the same on every page for the same body, so one sha256 source in `script-src` covers it.
 */
export function afterFirstPaint(body: string): string {
  return (
    `(function(){var d=0,P=window.PerformanceObserver;function g(){if(d)return;d=1;${body}}` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:!0});` +
    `else requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(g,${NO_PAINT_FALLBACK_MS})})()`
  );
}
