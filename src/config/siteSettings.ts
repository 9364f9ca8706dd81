/**
 * The deploy-time configuration contract (ARCHITECTURE.md, "Configuration contract").
 *
 * `docusaurus.config.ts` calls `settingsFromEnv(process.env)` once at build time and passes the result
 * to the site as `customFields.settings`; components read it through `useSiteSettings()`.
 * Nothing else reads the environment.
 */

import {LEGAL_TEXT_DATE, LEGAL_VERSION} from '../constants';
import {
  assertEmail,
  assertHttpUrl,
  assertOrigin,
  assertPattern,
  assertPlainText,
  pick,
  readBasePath,
  readBoolean,
  withoutTrailingSlash,
  type Env,
} from './envValues';
import {LEGAL_VARIABLES, legalGap, readLegal, type LegalSettings} from './legalSettings';

export {isoDay, type Env} from './envValues';
export {
  LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD,
  LEGAL_TEXT_MAX_LENGTH,
  LEGAL_VARIABLES,
  type LegalSettings,
} from './legalSettings';

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
  ...LEGAL_VARIABLES,
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
  legal: {effectiveDate: LEGAL_TEXT_DATE},
} as const;

/** Longest product name the layouts are made for (header, titles, social cards). */
export const PRODUCT_NAME_MAX_LENGTH = 40;

/** Longest SIGNUP_TAGS value: one or a few comma-separated mailing-list tags. */
export const SIGNUP_TAGS_MAX_LENGTH = 100;

/**
 * The names the sign-up form (src/domains/signup/SignupForm) already posts. The honeypot may not reuse
 * one, compared without case: a second `EMAIL` field would make the list drop every sign-up.
 */
export const SIGNUP_FORM_FIELDS = ['EMAIL', 'FNAME', 'tags'] as const;

/** A form field name: a letter or `_`, then letters, digits, `_` or `-`; 64 characters at most. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** Longest SHOP_NAME or SHOP_LOCALE: a host label's length (the patterns below are stricter still). */
export const SHOP_TEXT_MAX_LENGTH = 63;

/** The shop's locale as the widget takes it: language, underscore, country, e.g. `us_AU` or `en_GB`. */
export const SHOP_LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;

/** The shop's name, a host label (it is the shop's subdomain): letters, digits and inner hyphens. */
export const SHOP_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

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
  const siteUrl = pick(env, 'SITE_URL', DEFAULT_SETTINGS.siteUrl);
  assertOrigin('SITE_URL', siteUrl, 'BASE_URL');
  const settings: SiteSettings = {
    siteUrl: withoutTrailingSlash(siteUrl),
    baseUrl: readBasePath('BASE_URL', pick(env, 'BASE_URL', DEFAULT_SETTINGS.baseUrl)),
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

  assertHttpUrl('SIGNUP_FORM_ACTION', settings.signupFormAction);
  assertHttpUrl('INSTAGRAM_URL', settings.instagramUrl);
  assertHttpUrl('SHOP_PREFIX', settings.shop.prefix);
  if (settings.appHost) assertHttpUrl('APP_HOST', settings.appHost);
  assertPlainText('PRODUCT_NAME', settings.productName, PRODUCT_NAME_MAX_LENGTH);
  assertPlainText('SIGNUP_TAGS', settings.signupTags, SIGNUP_TAGS_MAX_LENGTH);
  assertHoneypotName(settings.signupHoneypotName);
  assertPlainText('SHOP_NAME', settings.shop.name, SHOP_TEXT_MAX_LENGTH);
  assertPattern(
    'SHOP_NAME',
    settings.shop.name,
    SHOP_NAME_PATTERN,
    "the shop's name as in its address (stridely for stridely.myspreadshop.com): letters, digits and " +
      'hyphens, not at either end, at most 63 characters',
  );
  assertPlainText('SHOP_LOCALE', settings.shop.locale, SHOP_TEXT_MAX_LENGTH);
  assertPattern(
    'SHOP_LOCALE',
    settings.shop.locale,
    SHOP_LOCALE_PATTERN,
    'a shop locale written language_COUNTRY, like us_AU or en_GB',
  );
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

/** SIGNUP_HONEYPOT_NAME: a field name of its own, so it never shadows a field the form posts. */
function assertHoneypotName(value: string): void {
  assertPattern(
    'SIGNUP_HONEYPOT_NAME',
    value,
    FIELD_NAME_PATTERN,
    'a form field name like b_website_hp: a letter or _, then letters, digits, _ or -, at most 64 characters',
  );
  const taken = SIGNUP_FORM_FIELDS.find((field) => field.toLowerCase() === value.toLowerCase());
  if (taken) {
    throw new Error(
      `SIGNUP_HONEYPOT_NAME must differ from the fields the sign-up form posts ` +
        `(${SIGNUP_FORM_FIELDS.join(', ')}), got "${value}": the list would receive two "${taken}" fields ` +
        `and drop every sign-up. Choose a name of its own, like b_website_hp.`,
    );
  }
}

/** A production build's warnings about the example social profile and shop, each naming its variable. */
function exampleLinkWarnings(settings: SiteSettings): string[] {
  const warnings: string[] = [];
  if (settings.instagramUrl === DEFAULT_SETTINGS.instagramUrl) {
    warnings.push(
      `INSTAGRAM_URL is still the example profile ${DEFAULT_SETTINGS.instagramUrl}: the sign-up's Follow ` +
        `Updates button, the footer and the home page's structured data link to it. Set INSTAGRAM_URL to ` +
        `your own profile's URL.`,
    );
  }
  if (settings.shop.prefix === DEFAULT_SETTINGS.shop.prefix) {
    warnings.push(
      `SHOP_PREFIX is still the example shop ${DEFAULT_SETTINGS.shop.prefix}: /shop would load and link to ` +
        `it. Set SHOP_PREFIX to your shop's origin.`,
    );
  }
  if (settings.shop.name === DEFAULT_SETTINGS.shop.name) {
    warnings.push(
      `SHOP_NAME is still the example shop name "${DEFAULT_SETTINGS.shop.name}": /shop would ask the widget ` +
        `for that shop. Set SHOP_NAME to your shop's name.`,
    );
  }
  return warnings;
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
 * that still posts sign-ups to the example mailing list would silently lose every sign-up, and one that
 * still gives the example support address (a reserved .example domain no mail reaches) would leave an
 * unreachable contact on /support, /account-deletion and the legal pages, so both fail. The missing
 * SITE_URL and APP_HOST, and the example Instagram profile and shop, only weaken the site, so they warn.
 */
export function deployCheck(env: Env, settings: SiteSettings): DeployCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (isMissingSiteUrl(env)) {
    warnings.push(
      `SITE_URL is not set: canonical links and og:url will point at the example origin ` +
        `${settings.siteUrl}. Set SITE_URL to the public origin before deploying.`,
    );
  } else {
    if (settings.signupFormAction === DEFAULT_SETTINGS.signupFormAction) {
      errors.push(
        `SIGNUP_FORM_ACTION is still the example URL while SITE_URL is ${settings.siteUrl}: every early-access ` +
          `sign-up would be lost. Set SIGNUP_FORM_ACTION to your mailing list's subscription URL.`,
      );
    }
    if (settings.supportEmail.toLowerCase() === DEFAULT_SETTINGS.supportEmail) {
      errors.push(
        `SUPPORT_EMAIL is still the example address ${DEFAULT_SETTINGS.supportEmail} while SITE_URL is ` +
          `${settings.siteUrl}: no mail reaches a .example domain, so /support, /account-deletion and the ` +
          `legal pages would give an unreachable contact. Set SUPPORT_EMAIL to an address someone reads.`,
      );
    }
    warnings.push(...exampleLinkWarnings(settings));
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
