/**
 * The deploy-time configuration contract (ARCHITECTURE.md, "Configuration contract").
 *
 * `docusaurus.config.ts` calls `settingsFromEnv(process.env)` once at build time and passes the result
 * to the site as `customFields.settings`; components read it through `useSiteSettings()`.
 * Nothing else reads the environment.
 */

export interface SiteSettings {
  /** Public origin, used for canonical links and og:url. No trailing slash. */
  readonly siteUrl: string;
  /** Base path the site is served under, with leading and trailing slash. */
  readonly baseUrl: string;
  readonly productName: string;
  readonly supportEmail: string;
  /** Origin of the app; '' means "no pricing request, use the fallback table". */
  readonly appHost: string;
  readonly signupFormAction: string;
  readonly signupTags: string;
  readonly signupHoneypotName: string;
  readonly instagramUrl: string;
  /** Other social profiles: shown only when configured. */
  readonly socialLinks: readonly SocialLink[];
  readonly shop: ShopSettings;
  /** Adds `preload` to Strict-Transport-Security (HSTS_PRELOAD=true): a commitment for the whole domain. */
  readonly hstsPreload: boolean;
}

export interface SocialLink {
  readonly label: 'Instagram' | 'YouTube' | 'X' | 'Strava';
  readonly href: string;
}

export interface ShopSettings {
  readonly name: string;
  readonly prefix: string;
  readonly locale: string;
  readonly baseId: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Every variable of the contract (README, "Configuration"); deploy workflows pass all of them. */
export const ENV_VARIABLES = [
  'SITE_URL',
  'BASE_URL',
  'PRODUCT_NAME',
  'SUPPORT_EMAIL',
  'APP_HOST',
  'SIGNUP_FORM_ACTION',
  'SIGNUP_TAGS',
  'SIGNUP_HONEYPOT_NAME',
  'INSTAGRAM_URL',
  'YOUTUBE_URL',
  'X_URL',
  'STRAVA_URL',
  'SHOP_NAME',
  'SHOP_PREFIX',
  'SHOP_LOCALE',
  'SHOP_BASE_ID',
  'HSTS_PRELOAD',
] as const;

export const DEFAULT_SETTINGS = {
  siteUrl: 'https://stridely.example',
  baseUrl: '/',
  productName: 'Stridely',
  supportEmail: 'support@stridely.example',
  appHost: '',
  signupFormAction: 'https://mailing-list.example/subscribe?example=replace-with-SIGNUP_FORM_ACTION',
  signupTags: 'early-access-website',
  signupHoneypotName: 'b_website_hp',
  instagramUrl: 'https://www.instagram.com/stridely.run',
  shop: {
    name: 'stridely',
    prefix: 'https://stridely.myspreadshop.com',
    locale: 'us_AU',
    baseId: 'stridely-shop',
  },
} as const;

/** Longest product name the layouts are made for (header, titles, social cards). */
export const PRODUCT_NAME_MAX_LENGTH = 40;

function pick(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim();
  return value ? value : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function normaliseBaseUrl(value: string): string {
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

function assertHttpUrl(name: string, value: string): void {
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
 * The product name reaches titles, meta tags, JSON-LD and the footer: plain text of a sane length, with
 * no markup characters, so no page can be broken or injected through it.
 */
function assertProductName(value: string): void {
  if (value.length > PRODUCT_NAME_MAX_LENGTH) {
    throw new Error(
      `PRODUCT_NAME must be at most ${PRODUCT_NAME_MAX_LENGTH} characters, got ${value.length}: "${value}"`,
    );
  }
  const hasControlCharacter = [...value].some(
    (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (/[<>]/.test(value) || hasControlCharacter) {
    throw new Error(`PRODUCT_NAME must be plain text without <, > or control characters, got "${value}"`);
  }
}

function readBoolean(env: Env, key: string): boolean {
  const value = env[key]?.trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${key} must be true or false, got "${env[key]}"`);
}

const OPTIONAL_SOCIAL: ReadonlyArray<[SocialLink['label'], string]> = [
  ['YouTube', 'YOUTUBE_URL'],
  ['X', 'X_URL'],
  ['Strava', 'STRAVA_URL'],
];

/** Builds the settings from an environment, validating URLs so a typo fails the build with its name. */
export function settingsFromEnv(env: Env): SiteSettings {
  const settings: SiteSettings = {
    siteUrl: withoutTrailingSlash(pick(env, 'SITE_URL', DEFAULT_SETTINGS.siteUrl)),
    baseUrl: normaliseBaseUrl(pick(env, 'BASE_URL', DEFAULT_SETTINGS.baseUrl)),
    productName: pick(env, 'PRODUCT_NAME', DEFAULT_SETTINGS.productName),
    supportEmail: pick(env, 'SUPPORT_EMAIL', DEFAULT_SETTINGS.supportEmail),
    appHost: withoutTrailingSlash(pick(env, 'APP_HOST', DEFAULT_SETTINGS.appHost)),
    signupFormAction: pick(env, 'SIGNUP_FORM_ACTION', DEFAULT_SETTINGS.signupFormAction),
    signupTags: pick(env, 'SIGNUP_TAGS', DEFAULT_SETTINGS.signupTags),
    signupHoneypotName: pick(env, 'SIGNUP_HONEYPOT_NAME', DEFAULT_SETTINGS.signupHoneypotName),
    instagramUrl: pick(env, 'INSTAGRAM_URL', DEFAULT_SETTINGS.instagramUrl),
    socialLinks: [],
    shop: {
      name: pick(env, 'SHOP_NAME', DEFAULT_SETTINGS.shop.name),
      prefix: withoutTrailingSlash(pick(env, 'SHOP_PREFIX', DEFAULT_SETTINGS.shop.prefix)),
      locale: pick(env, 'SHOP_LOCALE', DEFAULT_SETTINGS.shop.locale),
      baseId: pick(env, 'SHOP_BASE_ID', DEFAULT_SETTINGS.shop.baseId),
    },
    hstsPreload: readBoolean(env, 'HSTS_PRELOAD'),
  };

  assertHttpUrl('SITE_URL', settings.siteUrl);
  assertHttpUrl('SIGNUP_FORM_ACTION', settings.signupFormAction);
  assertHttpUrl('INSTAGRAM_URL', settings.instagramUrl);
  assertHttpUrl('SHOP_PREFIX', settings.shop.prefix);
  if (settings.appHost) assertHttpUrl('APP_HOST', settings.appHost);
  assertProductName(settings.productName);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(settings.supportEmail)) {
    throw new Error(`SUPPORT_EMAIL must be an email address, got "${settings.supportEmail}"`);
  }
  if (!/^[A-Za-z][\w-]*$/.test(settings.shop.baseId)) {
    throw new Error(`SHOP_BASE_ID must be a valid element id, got "${settings.shop.baseId}"`);
  }

  const socialLinks: SocialLink[] = [{label: 'Instagram', href: settings.instagramUrl}];
  for (const [label, key] of OPTIONAL_SOCIAL) {
    const href = env[key]?.trim();
    if (href) {
      assertHttpUrl(key, href);
      socialLinks.push({label, href});
    }
  }
  return {...settings, socialLinks};
}

/** True when a production build uses the example origin, so canonical links would be wrong. */
export function isMissingSiteUrl(env: Env): boolean {
  return !env.SITE_URL?.trim();
}

export interface DeployCheck {
  /** Problems that would lose visitors' data: the build stops. */
  readonly errors: readonly string[];
  /** Settings that leave a working but weaker site: the build says so and goes on. */
  readonly warnings: readonly string[];
}

/**
 * What a production build checks beyond each value's format. A build for a real origin (SITE_URL set)
 * that still posts sign-ups to the example mailing list would silently lose every sign-up, so it fails;
 * the missing SITE_URL and APP_HOST only weaken the site, so they warn.
 */
export function deployCheck(env: Env, settings: SiteSettings): DeployCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (isMissingSiteUrl(env)) {
    warnings.push(
      `SITE_URL is not set: canonical links and og:url will point at the example origin ` +
        `${settings.siteUrl}. Set SITE_URL to the public origin before deploying.`,
    );
  } else if (settings.signupFormAction === DEFAULT_SETTINGS.signupFormAction) {
    errors.push(
      `SIGNUP_FORM_ACTION is still the example URL while SITE_URL is ${settings.siteUrl}: every early-access ` +
        `sign-up would be lost. Set SIGNUP_FORM_ACTION to your mailing list's subscription URL.`,
    );
  }
  if (!settings.appHost) {
    warnings.push(
      'APP_HOST is not set: /pricing will never ask the app for live prices and always shows the fallback ' +
        'table in src/domains/pricing/fallbackPrices.ts. Set APP_HOST to the app origin to show live regional prices.',
    );
  }
  return {errors, warnings};
}
