import {DEFAULT_SETTINGS, isMissingSiteUrl, settingsFromEnv} from './siteSettings';

describe('settingsFromEnv', () => {
  it('has a working default for every variable', () => {
    const settings = settingsFromEnv({});
    expect(settings.productName).toBe(DEFAULT_SETTINGS.productName);
    expect(settings.appHost).toBe('');
    expect(settings.baseUrl).toBe('/');
    expect(settings.shop.locale).toBe('us_AU');
    expect(settings.socialLinks).toEqual([{label: 'Instagram', href: DEFAULT_SETTINGS.instagramUrl}]);
  });

  it('reads every variable of the contract', () => {
    const settings = settingsFromEnv({
      SITE_URL: 'https://run.example.org/',
      BASE_URL: 'site',
      PRODUCT_NAME: 'Pacer',
      SUPPORT_EMAIL: 'hi@run.example.org',
      APP_HOST: 'https://app.run.example.org/',
      SIGNUP_FORM_ACTION: 'https://list.example/post',
      SIGNUP_TAGS: 'tag-a',
      SIGNUP_HONEYPOT_NAME: 'hp_x',
      INSTAGRAM_URL: 'https://instagram.example/pacer',
      SHOP_NAME: 'pacer',
      SHOP_PREFIX: 'https://shop.example/',
      SHOP_LOCALE: 'en_GB',
      SHOP_BASE_ID: 'shop-root',
      STRAVA_URL: 'https://strava.example/club',
    });
    expect(settings).toMatchObject({
      siteUrl: 'https://run.example.org',
      baseUrl: '/site/',
      productName: 'Pacer',
      supportEmail: 'hi@run.example.org',
      appHost: 'https://app.run.example.org',
      signupFormAction: 'https://list.example/post',
      signupTags: 'tag-a',
      signupHoneypotName: 'hp_x',
      instagramUrl: 'https://instagram.example/pacer',
      shop: {name: 'pacer', prefix: 'https://shop.example', locale: 'en_GB', baseId: 'shop-root'},
    });
    expect(settings.socialLinks.map((l) => l.label)).toEqual(['Instagram', 'Strava']);
  });

  it('treats blank values as unset', () => {
    expect(settingsFromEnv({PRODUCT_NAME: '   '}).productName).toBe(DEFAULT_SETTINGS.productName);
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['APP_HOST', 'ftp://app.example'],
    ['SIGNUP_FORM_ACTION', '/relative'],
    ['SHOP_PREFIX', 'shop'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['SHOP_BASE_ID', '1 bad id'],
  ])('rejects an invalid %s with the variable name', (name, value) => {
    expect(() => settingsFromEnv({[name]: value})).toThrow(name);
  });

  it('knows when SITE_URL is missing', () => {
    expect(isMissingSiteUrl({})).toBe(true);
    expect(isMissingSiteUrl({SITE_URL: 'https://x.example'})).toBe(false);
  });
});
