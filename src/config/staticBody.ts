/**
 * The names src/plugins/remarkStaticBody.ts writes into an MDX body at build time and the browser reads.
 */

/** The module export that marks an MDX body with nothing interactive in it: read by src/components/StaticBody. */
export const STATIC_BODY_EXPORT = 'staticBody';

/**
 * The component that keeps one block of a body that hydrates (a static component's grid or list) as the
 * server sent it, and the name under which the plugin imports it into the MDX module: a name no writer uses.
 */
export const KEPT_CONTENT_MODULE = '@site/src/components/StaticBody/KeptContent';
export const KEPT_CONTENT_COMPONENT = 'StaticBodyKeptContent';

/**
 * The attribute on KeptContent's wrapper (a box-less div): the phone's skipping rule before the first paint
 * (src/css/custom.css) reaches the cards of a list inside it through this.
 */
export const KEPT_CONTENT_ATTRIBUTE = 'data-kept-content';
