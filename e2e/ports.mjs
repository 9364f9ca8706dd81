/** Fixed loopback ports for the browser tests: the served site and the stand-in third parties. */
export const HOST = '127.0.0.1';
export const SITE_PORT = 4710;
export const PRICING_PORT = 4711;
export const MAILING_LIST_PORT = 4712;
export const SHOP_PORT = 4713;

export const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
export const PRICING_ORIGIN = `http://${HOST}:${PRICING_PORT}`;
export const MAILING_LIST_URL = `http://${HOST}:${MAILING_LIST_PORT}/subscribe`;
export const SHOP_ORIGIN = `http://${HOST}:${SHOP_PORT}`;

/** The environment the e2e build is made with: every third party points at a local stand-in. */
export const E2E_BUILD_ENV = {
  SITE_URL: SITE_ORIGIN,
  PRODUCT_NAME: 'Stridely',
  SUPPORT_EMAIL: 'support@stridely.example',
  APP_HOST: PRICING_ORIGIN,
  SIGNUP_FORM_ACTION: MAILING_LIST_URL,
  SIGNUP_TAGS: 'e2e-tag',
  SIGNUP_HONEYPOT_NAME: 'b_e2e_hp',
  INSTAGRAM_URL: 'https://www.instagram.com/stridely.e2e',
  SHOP_PREFIX: SHOP_ORIGIN,
  SHOP_NAME: 'stridely-e2e',
  SHOP_BASE_ID: 'e2e-shop',
};
