/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SETTINGS,
  ENV_VARIABLES,
  deployCheck,
  isMissingSiteUrl,
  settingsFromEnv,
} from './siteSettings';

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

describe('PRODUCT_NAME', () => {
  it.each([
    ['markup', 'Pacer</script><script>alert(1)</script>'],
    ['an angle bracket', 'Pace > Race'],
    ['a control character', 'Pace\u0007r'],
    ['too many characters', 'P'.repeat(41)],
  ])('is refused with %s, naming the variable', (_what, value) => {
    expect(() => settingsFromEnv({PRODUCT_NAME: value})).toThrow(/^PRODUCT_NAME /);
  });

  it('accepts plain names up to 40 characters, ampersands and quotes included', () => {
    expect(settingsFromEnv({PRODUCT_NAME: 'P'.repeat(40)}).productName).toHaveLength(40);
    expect(settingsFromEnv({PRODUCT_NAME: 'Run & "Pace"'}).productName).toBe('Run & "Pace"');
  });
});

describe('HSTS_PRELOAD', () => {
  it('is off unless asked for', () => {
    expect(settingsFromEnv({}).hstsPreload).toBe(false);
    expect(settingsFromEnv({HSTS_PRELOAD: 'false'}).hstsPreload).toBe(false);
    expect(settingsFromEnv({HSTS_PRELOAD: 'true'}).hstsPreload).toBe(true);
    expect(settingsFromEnv({HSTS_PRELOAD: '1'}).hstsPreload).toBe(true);
  });

  it('refuses anything but a boolean, naming the variable', () => {
    expect(() => settingsFromEnv({HSTS_PRELOAD: 'yes please'})).toThrow('HSTS_PRELOAD');
  });
});

describe('deployCheck', () => {
  const check = (env: Record<string, string>) => deployCheck(env, settingsFromEnv(env));
  const live = {SITE_URL: 'https://run.example.org', APP_HOST: 'https://app.run.example.org'};

  it('fails a build for a real origin whose sign-ups would go to the example mailing list', () => {
    const {errors} = check(live);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^SIGNUP_FORM_ACTION is still the example URL/);
  });

  it('passes a fully configured build without a word', () => {
    expect(check({...live, SIGNUP_FORM_ACTION: 'https://list.example/post'})).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('warns, without failing, when APP_HOST is empty: prices come from the fallback table', () => {
    const {errors, warnings} = check({
      SITE_URL: live.SITE_URL,
      SIGNUP_FORM_ACTION: 'https://list.example/post',
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^APP_HOST is not set/)]);
  });

  it('lets a local preview build (no SITE_URL) keep the example mailing list, with warnings', () => {
    const {errors, warnings} = check({});
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.split(' ')[0])).toEqual(['SITE_URL', 'APP_HOST']);
  });
});

describe('ENV_VARIABLES', () => {
  it('lists exactly the variables the settings read', () => {
    const read = new Set<string>();
    const env = new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key === 'string') read.add(key);
          return undefined;
        },
      },
    );
    settingsFromEnv(env);
    expect([...read].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('are all passed to the build by the GitHub Pages workflow', () => {
    const workflow = fs.readFileSync(
      path.resolve(__dirname, '../../.github/workflows/deploy-pages.yml'),
      'utf8',
    );
    for (const name of ENV_VARIABLES) expect(workflow).toContain(`${name}: \${{ vars.${name} }}`);
    expect(workflow).toContain('run: npm run build');
    expect(workflow).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\n/);
  });
});
