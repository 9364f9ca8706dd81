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
  assertPlainText,
  normaliseBaseUrl,
  pick,
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
