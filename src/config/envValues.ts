/**
 * Reading and checking single environment values, for the settings contract (siteSettings.ts) and the
 * legal settings (legalSettings.ts). Every check throws an error that starts with the variable's name.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function pick(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim();
  return value ? value : fallback;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function normaliseBaseUrl(value: string): string {
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export function assertHttpUrl(name: string, value: string): void {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
}

/**
 * Names and phrases that reach page text (the product name also titles, meta tags, JSON-LD and the
 * footer): plain text of a sane length, on one line, with no markup characters, so no page can be broken
 * or injected through them.
 */
export function assertPlainText(name: string, value: string, maxLength: number): void {
  if (value.length > maxLength) {
    throw new Error(`${name} must be at most ${maxLength} characters, got ${value.length}: "${value}"`);
  }
  const hasControlCharacter = [...value].some(
    (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (/[<>]/.test(value) || hasControlCharacter) {
    throw new Error(`${name} must be plain text without <, > or control characters, got "${value}"`);
  }
}

export function assertEmail(name: string, value: string): void {
  if (!EMAIL_PATTERN.test(value)) throw new Error(`${name} must be an email address, got "${value}"`);
}

/** The calendar day of a moment, in UTC, as yyyy-mm-dd. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export function readBoolean(env: Env, key: string): boolean {
  const value = env[key]?.trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${key} must be true or false, got "${env[key]}"`);
}
