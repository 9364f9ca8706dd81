/**
 * The brand mark's drawing: a route line that climbs like a rising fitness curve, ending in a runner's
 * "go" dot, on a rounded square. The same drawing as static/img/logo.svg and logo-dark.svg, which
 * scripts/make-brand-assets.mjs writes for the places that need a file (the favicon, link previews,
 * JSON-LD). Its colours are in styles.module.css; BrandMark.test.tsx checks both against the files.
 */
export const MARK_VIEW_BOX = '0 0 64 64';
export const MARK_CORNER_RADIUS = 16;
export const MARK_ROUTE = 'M12 46 C 22 46, 22 30, 32 30 S 42 18, 50 16';
export const MARK_BASELINE = 'M12 52 H 30';
export const MARK_DOT = {cx: 50, cy: 16, r: 6.5} as const;
