/** Fixed loopback ports for the browser tests: the served site and the stand-in third parties. */
export const HOST = '127.0.0.1';
/** E2E_PORT_BASE lets several checkouts run their browser tests side by side. */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4710);
export const SITE_PORT = BASE;
export const PRICING_PORT = BASE + 1;
export const MAILING_LIST_PORT = BASE + 2;
export const SHOP_PORT = BASE + 3;
/** The build served with its _headers and _redirects applied, as Netlify or Cloudflare Pages would. */
export const HOSTED_PORT = BASE + 5;
/** The second build, under a sub-path (BASE_URL), served the same way. */
export const SUBPATH_PORT = BASE + 6;
/** The main build served with its _headers (CSP) by e2e/tests/critical-css.spec.ts. */
export const CSP_PORT = BASE + 8;
/**
 * Where the e2e build goes (E2E_BUILD_DIR). Never build/: this build points every third party at
 * 127.0.0.1, and build/ is what a deployer uploads.
 */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'e2e/.tmp/build';

/** The second build's folder and base path. */
export const SUBPATH_BUILD_DIR = process.env.E2E_SUBPATH_BUILD_DIR ?? 'e2e/.tmp/build-subpath';
export const SUBPATH_BASE = '/site/';

export const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
export const HOSTED_ORIGIN = `http://${HOST}:${HOSTED_PORT}`;
export const SUBPATH_ORIGIN = `http://${HOST}:${SUBPATH_PORT}`;
export const PRICING_ORIGIN = `http://${HOST}:${PRICING_PORT}`;
export const MAILING_LIST_URL = `http://${HOST}:${MAILING_LIST_PORT}/subscribe`;
export const SHOP_ORIGIN = `http://${HOST}:${SHOP_PORT}`;

/** The environment the e2e build is made with: every third party points at a local stand-in. */
export const E2E_BUILD_ENV = {
  SITE_URL: SITE_ORIGIN,
  PRODUCT_NAME: 'Stridely',
  // Not the default support@stridely.example: a build with SITE_URL set refuses that (deployCheck).
  SUPPORT_EMAIL: 'help@stridely.example',
  APP_HOST: PRICING_ORIGIN,
  SIGNUP_FORM_ACTION: MAILING_LIST_URL,
  SIGNUP_TAGS: 'e2e-tag',
  SIGNUP_HONEYPOT_NAME: 'b_e2e_hp',
  INSTAGRAM_URL: 'https://www.instagram.com/stridely.e2e',
  SHOP_PREFIX: SHOP_ORIGIN,
  SHOP_NAME: 'stridely-e2e',
  SHOP_BASE_ID: 'e2e-shop',
  // The operator's identity on the terms and privacy policy: realistic, invented examples.
  LEGAL_ENTITY: 'Stridely Labs Ltd',
  LEGAL_ADDRESS: 'Unit 4, 12 Harbour Road, Bristol BS1 5XX, United Kingdom',
  LEGAL_GOVERNING_LAW: 'the laws of England and Wales',
  LEGAL_VENUE: 'the courts of England and Wales',
  PRIVACY_EMAIL: 'privacy@stridely.example',
  GRIEVANCE_OFFICER_NAME: 'Asha Raman',
  GRIEVANCE_OFFICER_EMAIL: 'grievance.india@stridely.example',
  LEGAL_EFFECTIVE_DATE: '2026-12-01',
};

/** The same site built to be served under SUBPATH_BASE. */
export const E2E_SUBPATH_BUILD_ENV = {...E2E_BUILD_ENV, SITE_URL: SUBPATH_ORIGIN, BASE_URL: SUBPATH_BASE};
