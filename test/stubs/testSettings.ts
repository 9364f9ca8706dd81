import {settingsFromEnv, type SiteSettings} from '../../src/config/siteSettings';

/** Settings the component tests run with: the defaults plus a recognisable product name. */
export const testSettings: SiteSettings = settingsFromEnv({
  PRODUCT_NAME: 'TestPace',
  SUPPORT_EMAIL: 'help@testpace.example',
  INSTAGRAM_URL: 'https://instagram.example/testpace',
  SIGNUP_FORM_ACTION: 'https://list.example/subscribe',
  SIGNUP_TAGS: 'test-tag',
  SIGNUP_HONEYPOT_NAME: 'hp_test',
});
