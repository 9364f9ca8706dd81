/**
 * The deploy-time configuration contract (ARCHITECTURE.md, "Configuration contract").
 *
 * `docusaurus.config.ts` calls `settingsFromEnv(process.env)` once at build time and passes the result
 * to the site as `customFields.settings`; components read it through `useSiteSettings()`.
 * Nothing else reads the environment.
 */

import {LEGAL_TEXT_DATE, LEGAL_VERSION} from '../constants';

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
  /** Who runs the site, as the terms and privacy policy state it. */
  readonly legal: LegalSettings;
}

/**
 * The operator's identity for the legal pages. Every text is '' when unset: the pages then word their
 * sentences without it (and a production build warns), so nothing here is ever a placeholder.
 */
export interface LegalSettings {
  /** Registered name of the legal entity that runs the service (LEGAL_ENTITY). */
  readonly entity: string;
  /** Postal address on one line, without a closing full stop (LEGAL_ADDRESS). */
  readonly address: string;
  /** Completes "These terms are governed by …", e.g. "the laws of England and Wales" (LEGAL_GOVERNING_LAW). */
  readonly governingLaw: string;
  /** Completes "… may be brought before …", e.g. "the courts of England and Wales" (LEGAL_VENUE). */
  readonly venue: string;
  /** Contact for privacy requests: PRIVACY_EMAIL, else SUPPORT_EMAIL. Never empty. */
  readonly privacyEmail: string;
  /** India's Grievance Officer (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
  readonly grievanceOfficer: {readonly name: string; readonly email: string};
  /** ISO date (yyyy-mm-dd) the legal pages take effect: LEGAL_EFFECTIVE_DATE, else LEGAL_TEXT_DATE. */
  readonly effectiveDate: string;
  /** Version of the legal text (LEGAL_VERSION in src/constants.ts: it belongs to the text, not the deploy). */
  readonly version: string;
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
  'LEGAL_ENTITY',
  'LEGAL_ADDRESS',
  'LEGAL_GOVERNING_LAW',
  'LEGAL_VENUE',
  'PRIVACY_EMAIL',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'LEGAL_EFFECTIVE_DATE',
] as const;

/** The legal variables a production build warns about while unset, each with what is weaker without it. */
export const LEGAL_VARIABLES = [
  'LEGAL_ENTITY',
  'LEGAL_ADDRESS',
  'LEGAL_GOVERNING_LAW',
  'LEGAL_VENUE',
  'PRIVACY_EMAIL',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'LEGAL_EFFECTIVE_DATE',
] as const satisfies ReadonlyArray<(typeof ENV_VARIABLES)[number]>;

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
  legal: {effectiveDate: LEGAL_TEXT_DATE},
} as const;

/** Longest product name the layouts are made for (header, titles, social cards). */
export const PRODUCT_NAME_MAX_LENGTH = 40;

/** Longest value each legal text variable may have: one line of a sentence each. */
export const LEGAL_TEXT_MAX_LENGTH = {
  LEGAL_ENTITY: 120,
  LEGAL_ADDRESS: 200,
  LEGAL_GOVERNING_LAW: 120,
  LEGAL_VENUE: 120,
  GRIEVANCE_OFFICER_NAME: 80,
} as const;

/**
 * How far after the build LEGAL_EFFECTIVE_DATE may lie. Publishing changed terms a few weeks before they
 * apply is normal notice; a date further out is almost certainly a typo (2062 for 2026).
 */
export const LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
 * Names and phrases that reach page text (the product name also titles, meta tags, JSON-LD and the
 * footer): plain text of a sane length, on one line, with no markup characters, so no page can be broken
 * or injected through them.
 */
function assertPlainText(name: string, value: string, maxLength: number): void {
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

function assertEmail(name: string, value: string): void {
  if (!EMAIL_PATTERN.test(value)) throw new Error(`${name} must be an email address, got "${value}"`);
}

/** The pages put these phrases inside their own sentences, which bring their own full stop. */
function withoutClosingFullStop(value: string): string {
  return value.replace(/\.+$/, '').trim();
}

/** The calendar day of a moment, in UTC, as yyyy-mm-dd. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * LEGAL_EFFECTIVE_DATE: a real calendar day written yyyy-mm-dd, at most
 * LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD days after the build's own day (UTC).
 */
function readEffectiveDate(env: Env, today: Date): string {
  const value = env.LEGAL_EFFECTIVE_DATE?.trim();
  if (!value) return DEFAULT_SETTINGS.legal.effectiveDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new Error(`LEGAL_EFFECTIVE_DATE must be a date written yyyy-mm-dd, got "${value}"`);
  }
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || isoDay(day) !== value) {
    throw new Error(`LEGAL_EFFECTIVE_DATE must be a real calendar date, got "${value}"`);
  }
  const latest = new Date(`${isoDay(today)}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD);
  if (day > latest) {
    throw new Error(
      `LEGAL_EFFECTIVE_DATE must be at most ${LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD} days after the build ` +
        `(${isoDay(today)}), got "${value}": publish changed terms shortly before they apply, and check the year.`,
    );
  }
  return value;
}

function readLegal(env: Env, supportEmail: string, today: Date): LegalSettings {
  const text = (key: keyof typeof LEGAL_TEXT_MAX_LENGTH, tidy: (v: string) => string = (v) => v) => {
    const value = tidy(pick(env, key, ''));
    assertPlainText(key, value, LEGAL_TEXT_MAX_LENGTH[key]);
    return value;
  };
  const email = (key: string, fallback: string) => {
    const value = pick(env, key, fallback);
    if (value) assertEmail(key, value);
    return value;
  };
  return {
    entity: text('LEGAL_ENTITY'),
    address: text('LEGAL_ADDRESS', withoutClosingFullStop),
    governingLaw: text('LEGAL_GOVERNING_LAW', withoutClosingFullStop),
    venue: text('LEGAL_VENUE', withoutClosingFullStop),
    privacyEmail: email('PRIVACY_EMAIL', supportEmail),
    grievanceOfficer: {
      name: text('GRIEVANCE_OFFICER_NAME', withoutClosingFullStop),
      email: email('GRIEVANCE_OFFICER_EMAIL', ''),
    },
    effectiveDate: readEffectiveDate(env, today),
    version: LEGAL_VERSION,
  };
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

/**
 * Builds the settings from an environment, validating URLs, emails, names and the effective date so a
 * typo fails the build with its name. `today` is the build's moment (LEGAL_EFFECTIVE_DATE's upper bound).
 */
export function settingsFromEnv(env: Env, today: Date = new Date()): SiteSettings {
  const supportEmail = pick(env, 'SUPPORT_EMAIL', DEFAULT_SETTINGS.supportEmail);
  assertEmail('SUPPORT_EMAIL', supportEmail);
  const settings: SiteSettings = {
    siteUrl: withoutTrailingSlash(pick(env, 'SITE_URL', DEFAULT_SETTINGS.siteUrl)),
    baseUrl: normaliseBaseUrl(pick(env, 'BASE_URL', DEFAULT_SETTINGS.baseUrl)),
    productName: pick(env, 'PRODUCT_NAME', DEFAULT_SETTINGS.productName),
    supportEmail,
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
    legal: readLegal(env, supportEmail, today),
  };

  assertHttpUrl('SITE_URL', settings.siteUrl);
  assertHttpUrl('SIGNUP_FORM_ACTION', settings.signupFormAction);
  assertHttpUrl('INSTAGRAM_URL', settings.instagramUrl);
  assertHttpUrl('SHOP_PREFIX', settings.shop.prefix);
  if (settings.appHost) assertHttpUrl('APP_HOST', settings.appHost);
  assertPlainText('PRODUCT_NAME', settings.productName, PRODUCT_NAME_MAX_LENGTH);
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
  if (!isMissingSiteUrl(env)) {
    for (const name of LEGAL_VARIABLES) {
      if (!env[name]?.trim()) warnings.push(`${name} is not set: ${legalGap(name, settings)}`);
    }
  }
  const {effectiveDate} = settings.legal;
  if (env.LEGAL_EFFECTIVE_DATE?.trim() && effectiveDate < LEGAL_TEXT_DATE) {
    warnings.push(
      `LEGAL_EFFECTIVE_DATE is ${effectiveDate}, before ${LEGAL_TEXT_DATE}, the day version ` +
        `${LEGAL_VERSION} of the legal text was written: the pages would claim to have been in effect before ` +
        `they existed. Set LEGAL_EFFECTIVE_DATE to the day this version takes effect on your site.`,
    );
  }
  return {errors, warnings};
}

/** What a production build's legal pages lose while a legal variable is unset, and what to set. */
function legalGap(name: (typeof LEGAL_VARIABLES)[number], settings: SiteSettings): string {
  const {productName, supportEmail, legal} = settings;
  switch (name) {
    case 'LEGAL_ENTITY':
      return (
        `/terms-of-service and /privacy-policy name no legal entity, only "the team behind ${productName}", ` +
        'so users cannot tell who they contract with or who controls their data. Set it to the registered name.'
      );
    case 'LEGAL_ADDRESS':
      return '/terms-of-service and /privacy-policy give no postal address. Set it to the registered address, on one line.';
    case 'LEGAL_GOVERNING_LAW':
      return (
        '/terms-of-service chooses no governing law ("Law and disputes" only keeps consumers\' local rights). ' +
        'Set it to complete "These terms are governed by …", e.g. "the laws of England and Wales".'
      );
    case 'LEGAL_VENUE':
      return (
        '/terms-of-service names no courts for disputes. Set it to complete "… may be brought before …", ' +
        'e.g. "the courts of England and Wales".'
      );
    case 'PRIVACY_EMAIL':
      return (
        `/privacy-policy and /terms-of-service send privacy requests to SUPPORT_EMAIL (${supportEmail}). ` +
        'Set it to the address that handles privacy requests, if that is another one.'
      );
    case 'GRIEVANCE_OFFICER_NAME':
      return (
        '/privacy-policy and /terms-of-service name no Grievance Officer for users in India, which Indian law ' +
        "expects to be published. Set it to the officer's name."
      );
    case 'GRIEVANCE_OFFICER_EMAIL':
      return (
        `/privacy-policy and /terms-of-service send grievances from India to the privacy contact ` +
        `(${legal.privacyEmail}). Set it to the Grievance Officer's own address, if that is another one.`
      );
    case 'LEGAL_EFFECTIVE_DATE':
      return (
        `the legal pages show ${legal.effectiveDate}, the day this version of their text was written, as ` +
        'their effective date. Set it (yyyy-mm-dd) to the day they take effect on your site.'
      );
  }
}
