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

/** One segment of a base path: letters, digits and the URL-safe `-`, `_`, `.` and `~`. */
const BASE_PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * A base path (BASE_URL): `/`, or `/`-separated safe segments, normalised to a leading and a trailing
 * slash ("site" and "/site" become "/site/"). Anything else (a whole URL, `//`, `..`, a query or a hash)
 * would be pasted into every canonical link and `_headers` path, so it throws.
 */
export function readBasePath(name: string, value: string): string {
  const normalised = normaliseBaseUrl(value);
  if (normalised === '/') return normalised;
  const segments = normalised.slice(1, -1).split('/');
  const valid = segments.every(
    (segment) => BASE_PATH_SEGMENT.test(segment) && segment !== '.' && segment !== '..',
  );
  if (!valid) {
    const hint = value.includes('://') ? ' Put the origin in SITE_URL and only the path here.' : '';
    throw new Error(
      `${name} must be / or a path like /site/ or /docs/v2/: segments of letters, digits, -, _, . and ~ ` +
        `separated by single slashes, without a scheme, "//", a "." or ".." segment, a query or a hash, ` +
        `got "${value}".${hint}`,
    );
  }
  return normalised;
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
 * An origin only (SITE_URL): an http(s) URL without a path (other than `/`), query, hash or credentials.
 * A site served under a path gets it from the base path, so the path is named in the message.
 */
export function assertOrigin(name: string, value: string, basePathName: string): void {
  assertHttpUrl(name, value);
  const parsed = new URL(value);
  const hasPath = parsed.pathname !== '/';
  if (hasPath || /[?#]/.test(value) || parsed.username || parsed.password) {
    const example = hasPath
      ? `${name}=${parsed.origin} ${basePathName}=${normaliseBaseUrl(parsed.pathname)}`
      : `${name}=${parsed.origin}`;
    throw new Error(
      `${name} must be an origin only, like https://run.example.org, without a path, query or hash, ` +
        `got "${value}". Put a base path in ${basePathName} instead (e.g. ${example}).`,
    );
  }
}

/** A value that must match a pattern; `expected` says what a valid one looks like. */
export function assertPattern(name: string, value: string, pattern: RegExp, expected: string): void {
  if (!pattern.test(value)) throw new Error(`${name} must be ${expected}, got "${value}"`);
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
