/**
 * The module export that marks an MDX body with nothing interactive in it: written by
 * src/plugins/remarkStaticBody.ts at build time, read by src/components/StaticBody in the browser.
 */
export const STATIC_BODY_EXPORT = 'staticBody';
