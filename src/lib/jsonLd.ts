/**
 * JSON for an inline JSON-LD script element: `<`, `>` and `&` are escaped so no text (a
 * title, a product name, an FAQ answer) can close the script element early; the JSON value is unchanged.
 * Every JSON-LD block of the site goes through this, by way of the JsonLd component.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
