/**
 * Builds the `_headers` file (Netlify / Cloudflare Pages format) for the static build: a
 * Content-Security-Policy allowing exactly what the site uses, plus transport, sniffing, referrer,
 * permissions and framing headers, and long immutable caching for hashed assets. Pure: the plugin in
 * plugins/securityHeaders.ts feeds it the settings and the hashes of the build's inline scripts.
 */
import type {SiteSettings} from '../config/siteSettings';

export interface HeaderInputs {
  readonly settings: Pick<SiteSettings, 'appHost' | 'signupFormAction' | 'shop' | 'baseUrl' | 'hstsPreload'>;
  /** 'sha256-…' sources for every inline <script> in the build (theme bootstrap, JSON-LD excluded). */
  readonly inlineScriptHashes: readonly string[];
}

function origin(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

export function contentSecurityPolicy({settings, inlineScriptHashes}: HeaderInputs): string {
  const shop = origin(settings.shop.prefix);
  const pricing = settings.appHost ? origin(settings.appHost) : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScriptHashes.map((h) => `'${h}'`), shop]),
    // React and the shop widget set inline styles.
    'style-src': ["'self'", "'unsafe-inline'", shop],
    'img-src': unique(["'self'", 'data:', shop]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", pricing, shop]),
    'form-action': unique(["'self'", origin(settings.signupFormAction)]),
    'frame-src': unique([shop]),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Cloudflare Pages' limit for one line of _headers. */
export const MAX_HEADER_LINE = 2000;

/** HSTS for two years; `preload` only when the deployer opts in (HSTS_PRELOAD), as it binds the whole domain. */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`;
}

export function headersFile(inputs: HeaderInputs): string {
  const {baseUrl, hstsPreload} = inputs.settings;
  const lines = [
    `${baseUrl}*`,
    `  Content-Security-Policy: ${contentSecurityPolicy(inputs)}`,
    `  Strict-Transport-Security: ${strictTransportSecurity(hstsPreload)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '  X-Frame-Options: DENY',
    '  Cross-Origin-Opener-Policy: same-origin',
    '',
    `${baseUrl}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${baseUrl}img/*`,
    '  Cache-Control: public, max-age=604800',
    '',
  ];
  const tooLong = lines.find((line) => line.length > MAX_HEADER_LINE);
  if (tooLong) {
    throw new Error(
      `_headers: the line "${tooLong.slice(0, 60)}…" has ${tooLong.length} characters; Cloudflare Pages ` +
        `ignores header lines over ${MAX_HEADER_LINE}. Too many distinct inline scripts in the build?`,
    );
  }
  return `${lines.join('\n')}\n`;
}
