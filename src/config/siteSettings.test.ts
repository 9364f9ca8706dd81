/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {LEGAL_TEXT_DATE, LEGAL_VERSION} from '../constants';
import {
  DEFAULT_SETTINGS,
  ENV_VARIABLES,
  LEGAL_VARIABLES,
  SIGNUP_FORM_FIELDS,
  deployCheck,
  isMissingSiteUrl,
  settingsFromEnv,
} from './siteSettings';

/** A complete set of legal variables, as a deployer would set them. */
const LEGAL_ENV = {
  LEGAL_ENTITY: 'Pacer Labs Ltd.',
  LEGAL_ADDRESS: '1 Harbour Road, Bristol BS1 5XX, United Kingdom.',
  LEGAL_GOVERNING_LAW: 'the laws of England and Wales',
  LEGAL_VENUE: 'the courts of England and Wales.',
  PRIVACY_EMAIL: 'privacy@run.example.org',
  GRIEVANCE_OFFICER_NAME: 'Asha Raman',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@run.example.org',
  LEGAL_EFFECTIVE_DATE: '2026-12-01',
};
const BUILD_DAY = new Date('2026-11-23T10:00:00Z');

/** The deployer's own contact, profile and shop, which a production build expects to be set. */
const OWN_ENV = {
  SUPPORT_EMAIL: 'hi@run.example.org',
  INSTAGRAM_URL: 'https://instagram.example/pacer',
  SHOP_NAME: 'pacer',
  SHOP_PREFIX: 'https://pacer.shop.example',
};

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

describe('BASE_URL', () => {
  it.each([
    ['/', '/'],
    ['site', '/site/'],
    ['/site', '/site/'],
    ['site/', '/site/'],
    ['/docs/v2/', '/docs/v2/'],
    ['/A-b_c.d~e/', '/A-b_c.d~e/'],
  ])('accepts %j as %j', (value, baseUrl) => {
    expect(settingsFromEnv({BASE_URL: value}).baseUrl).toBe(baseUrl);
  });

  it.each([
    ['a whole URL', 'https://run.example.org/sub/'],
    ['a double slash', '//'],
    ['an empty segment', '/site//docs/'],
    ['a parent segment', '/site/../admin/'],
    ['a dot segment', '/./'],
    ['a query', '/site/?v=2'],
    ['a hash', '/site#top'],
    ['a space', '/my site/'],
    ['markup', '/<script>/'],
  ])('refuses %s, naming the variable and what a valid path looks like', (_what, value) => {
    expect(() => settingsFromEnv({BASE_URL: value})).toThrow(
      `BASE_URL must be / or a path like /site/ or /docs/v2/`,
    );
  });

  it('points a whole URL to SITE_URL', () => {
    expect(() => settingsFromEnv({BASE_URL: 'https://run.example.org/sub/'})).toThrow(
      'got "https://run.example.org/sub/". Put the origin in SITE_URL and only the path here.',
    );
  });
});

describe('SITE_URL', () => {
  it('accepts an origin, with or without the closing slash', () => {
    expect(settingsFromEnv({SITE_URL: 'https://run.example.org/'}).siteUrl).toBe('https://run.example.org');
    expect(settingsFromEnv({SITE_URL: 'http://127.0.0.1:4710'}).siteUrl).toBe('http://127.0.0.1:4710');
  });

  it('refuses a path, naming SITE_URL and telling to put the path in BASE_URL', () => {
    expect(() => settingsFromEnv({SITE_URL: 'https://user.github.io/repo'})).toThrow(
      'SITE_URL must be an origin only, like https://run.example.org, without a path, query or hash, ' +
        'got "https://user.github.io/repo". Put a base path in BASE_URL instead ' +
        '(e.g. SITE_URL=https://user.github.io BASE_URL=/repo/).',
    );
    expect(() => settingsFromEnv({SITE_URL: 'https://user.github.io/repo/', BASE_URL: '/repo/'})).toThrow(
      /^SITE_URL must be an origin only/,
    );
  });

  it.each([
    ['a query', 'https://run.example.org/?utm=x'],
    ['an empty query', 'https://run.example.org?'],
    ['a hash', 'https://run.example.org#top'],
    ['credentials', 'https://user:secret@run.example.org'],
  ])('refuses %s, naming the variable', (_what, value) => {
    expect(() => settingsFromEnv({SITE_URL: value})).toThrow(/^SITE_URL must be an origin only/);
  });
});

describe('SIGNUP_HONEYPOT_NAME', () => {
  it.each(['b_website_hp', '_hp', 'hp-2', `h${'p'.repeat(63)}`])('accepts %j', (value) => {
    expect(settingsFromEnv({SIGNUP_HONEYPOT_NAME: value}).signupHoneypotName).toBe(value);
  });

  it.each([
    ['a leading digit', '1hp'],
    ['a space', 'b website'],
    ['markup', 'hp"><script>'],
    ['a line break', 'b_\nhp'],
    ['too many characters', `h${'p'.repeat(64)}`],
  ])('refuses %s, saying what a field name looks like', (_what, value) => {
    expect(() => settingsFromEnv({SIGNUP_HONEYPOT_NAME: value})).toThrow(
      'SIGNUP_HONEYPOT_NAME must be a form field name like b_website_hp',
    );
  });

  it.each(['EMAIL', 'email', 'FNAME', 'tags', 'TAGS'])(
    'refuses %j, a name the sign-up form already posts',
    (value) => {
      expect(() => settingsFromEnv({SIGNUP_HONEYPOT_NAME: value})).toThrow(
        'SIGNUP_HONEYPOT_NAME must differ from the fields the sign-up form posts (EMAIL, FNAME, tags)',
      );
    },
  );

  it('knows every field the sign-up form posts', () => {
    const form = fs.readFileSync(path.resolve(__dirname, '../domains/signup/SignupForm/index.tsx'), 'utf8');
    const inputs = [...form.matchAll(/<(?:input|textarea|select|button)\b[^>]*>/g)].map((m) => m[0]);
    const literalNames = inputs.flatMap((tag) => [...tag.matchAll(/\bname="([^"]+)"/g)].map((m) => m[1]));
    expect(literalNames.sort()).toEqual([...SIGNUP_FORM_FIELDS].sort());
    // Every other field's name is the honeypot's own.
    const otherNames = inputs.filter((tag) => /\bname=\{/.test(tag));
    expect(otherNames).toEqual([expect.stringContaining('name={signupHoneypotName}')]);
  });
});

describe('SIGNUP_TAGS', () => {
  it('accepts plain tags up to 100 characters', () => {
    expect(settingsFromEnv({SIGNUP_TAGS: 'early-access, website'}).signupTags).toBe('early-access, website');
    expect(settingsFromEnv({SIGNUP_TAGS: 't'.repeat(100)}).signupTags).toHaveLength(100);
  });

  it.each([
    ['must be plain text', 'tag"><script>alert(1)</script>'],
    ['must be plain text', 'a\nb'],
    ['must be at most 100 characters', 't'.repeat(101)],
  ])('refuses a value that %s, naming the variable', (message, value) => {
    expect(() => settingsFromEnv({SIGNUP_TAGS: value})).toThrow(`SIGNUP_TAGS ${message}`);
  });
});

describe('SHOP_NAME and SHOP_LOCALE', () => {
  it('accept a host-label name and a language_COUNTRY locale', () => {
    expect(settingsFromEnv({SHOP_NAME: 'Pacer-2', SHOP_LOCALE: 'de_DE'}).shop).toMatchObject({
      name: 'Pacer-2',
      locale: 'de_DE',
    });
    expect(settingsFromEnv({SHOP_NAME: 's'.repeat(63)}).shop.name).toHaveLength(63);
  });

  it.each([
    ['SHOP_NAME', 'must be plain text', '<b>shop</b>'],
    ['SHOP_NAME', 'must be plain text', 'pacer\nshop'],
    ['SHOP_NAME', 'must be at most 63 characters', 's'.repeat(64)],
    ['SHOP_NAME', "must be the shop's name as in its address", 'my shop'],
    ['SHOP_NAME', "must be the shop's name as in its address", '-pacer'],
    ['SHOP_NAME', "must be the shop's name as in its address", 'pacer-'],
    ['SHOP_NAME', "must be the shop's name as in its address", 'pacer.myspreadshop.com'],
    ['SHOP_LOCALE', 'must be plain text', 'en_GB"><script>'],
    ['SHOP_LOCALE', 'must be plain text', 'en_GB\nx'],
    ['SHOP_LOCALE', 'must be a shop locale written language_COUNTRY, like us_AU or en_GB', 'en-GB'],
    ['SHOP_LOCALE', 'must be a shop locale written language_COUNTRY, like us_AU or en_GB', 'EN_gb'],
    ['SHOP_LOCALE', 'must be a shop locale written language_COUNTRY, like us_AU or en_GB', 'english'],
  ])('%s %s: refuses %j', (name, message, value) => {
    expect(() => settingsFromEnv({[name]: value})).toThrow(`${name} ${message}`);
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

describe('legal settings', () => {
  it('leave every text empty by default, send privacy requests to SUPPORT_EMAIL and date the pages by the text', () => {
    expect(settingsFromEnv({SUPPORT_EMAIL: 'hi@run.example.org'}, BUILD_DAY).legal).toEqual({
      entity: '',
      address: '',
      governingLaw: '',
      venue: '',
      privacyEmail: 'hi@run.example.org',
      grievanceOfficer: {name: '', email: ''},
      effectiveDate: LEGAL_TEXT_DATE,
      version: LEGAL_VERSION,
    });
  });

  it('default to a day of the text that is not before the 2025 beta the site describes', () => {
    expect(DEFAULT_SETTINGS.legal.effectiveDate).toBe(LEGAL_TEXT_DATE);
    expect(LEGAL_TEXT_DATE >= '2025-12-31').toBe(true);
  });

  it('read every legal variable, dropping closing full stops the pages add themselves', () => {
    expect(settingsFromEnv(LEGAL_ENV, BUILD_DAY).legal).toEqual({
      entity: 'Pacer Labs Ltd.',
      address: '1 Harbour Road, Bristol BS1 5XX, United Kingdom',
      governingLaw: 'the laws of England and Wales',
      venue: 'the courts of England and Wales',
      privacyEmail: 'privacy@run.example.org',
      grievanceOfficer: {name: 'Asha Raman', email: 'grievance@run.example.org'},
      effectiveDate: '2026-12-01',
      version: LEGAL_VERSION,
    });
  });

  it.each([
    ['PRIVACY_EMAIL', 'must be an email address', 'privacy at run.example.org'],
    ['GRIEVANCE_OFFICER_EMAIL', 'must be an email address', 'grievance@'],
    ['LEGAL_ENTITY', 'must be plain text', 'Pacer <b>Labs</b>'],
    ['LEGAL_ADDRESS', 'must be plain text', '1 Harbour Road\nBristol'],
    ['LEGAL_ADDRESS', 'must be at most 200 characters', 'A'.repeat(201)],
    ['LEGAL_GOVERNING_LAW', 'must be at most 120 characters', 'L'.repeat(121)],
    ['LEGAL_VENUE', 'must be plain text', '<script>'],
    ['GRIEVANCE_OFFICER_NAME', 'must be plain text', 'Asha\u0007'],
    ['LEGAL_EFFECTIVE_DATE', 'must be a date written yyyy-mm-dd', '15/01/2025'],
    ['LEGAL_EFFECTIVE_DATE', 'must be a real calendar date', '2026-02-30'],
    ['LEGAL_EFFECTIVE_DATE', 'must be a real calendar date', '2026-13-01'],
    ['LEGAL_EFFECTIVE_DATE', 'must be at most 60 days after the build (2026-11-23)', '2062-11-23'],
  ])('refuse a bad value with a message naming it: %s %s', (name, message, value) => {
    expect(() => settingsFromEnv({[name]: value}, BUILD_DAY)).toThrow(`${name} ${message}`);
  });

  it('accept an effective date up to 60 days after the build, and any earlier real date', () => {
    expect(settingsFromEnv({LEGAL_EFFECTIVE_DATE: '2027-01-22'}, BUILD_DAY).legal.effectiveDate).toBe(
      '2027-01-22',
    );
    expect(() => settingsFromEnv({LEGAL_EFFECTIVE_DATE: '2027-01-23'}, BUILD_DAY)).toThrow(
      'LEGAL_EFFECTIVE_DATE',
    );
    expect(settingsFromEnv({LEGAL_EFFECTIVE_DATE: '2024-02-29'}, BUILD_DAY).legal.effectiveDate).toBe(
      '2024-02-29',
    );
  });
});

describe('deployCheck', () => {
  const check = (env: Record<string, string>) => deployCheck(env, settingsFromEnv(env, BUILD_DAY));
  const live = {
    SITE_URL: 'https://run.example.org',
    APP_HOST: 'https://app.run.example.org',
    ...OWN_ENV,
    ...LEGAL_ENV,
  };

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
      ...LEGAL_ENV,
      ...OWN_ENV,
      SITE_URL: live.SITE_URL,
      SIGNUP_FORM_ACTION: 'https://list.example/post',
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^APP_HOST is not set/)]);
  });

  it('lets a local preview build (no SITE_URL) keep the example mailing list and the unset legal variables', () => {
    const {errors, warnings} = check({});
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.split(' ')[0])).toEqual(['SITE_URL', 'APP_HOST']);
  });

  it('warns in a production build about every unset legal variable, naming it and the page it weakens', () => {
    const {errors, warnings} = check({
      ...OWN_ENV,
      SITE_URL: live.SITE_URL,
      APP_HOST: live.APP_HOST,
      SIGNUP_FORM_ACTION: 'https://list.example/post',
    });
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.split(' ')[0])).toEqual([...LEGAL_VARIABLES]);
    for (const warning of warnings) {
      expect(warning).toMatch(/^[A-Z_]+ is not set: /);
      expect(warning).toMatch(/\/terms-of-service|\/privacy-policy|legal pages/);
      expect(warning).toMatch(/Set it/);
    }
    expect(warnings.find((w) => w.startsWith('PRIVACY_EMAIL'))).toContain(
      'SUPPORT_EMAIL (hi@run.example.org)',
    );
    expect(warnings.find((w) => w.startsWith('LEGAL_EFFECTIVE_DATE'))).toContain(LEGAL_TEXT_DATE);
  });

  it.each(LEGAL_VARIABLES.map((name) => [name]))(
    'warns about %s alone when it is the only legal variable left unset',
    (name) => {
      const env: Record<string, string> = {...live, SIGNUP_FORM_ACTION: 'https://list.example/post'};
      delete env[name];
      expect(check(env)).toEqual({errors: [], warnings: [expect.stringMatching(`^${name} is not set: `)]});
    },
  );

  it('fails a build for a real origin that still gives the example support address', () => {
    const env: Record<string, string> = {...live, SIGNUP_FORM_ACTION: 'https://list.example/post'};
    delete env.SUPPORT_EMAIL;
    expect(check(env).errors).toEqual([
      `SUPPORT_EMAIL is still the example address support@stridely.example while SITE_URL is ` +
        `https://run.example.org: no mail reaches a .example domain, so /support, /account-deletion and the ` +
        `legal pages would give an unreachable contact. Set SUPPORT_EMAIL to an address someone reads.`,
    ]);
    expect(check({...env, SUPPORT_EMAIL: 'Support@Stridely.example'}).errors).toEqual([
      expect.stringMatching(/^SUPPORT_EMAIL is still the example address/),
    ]);
  });

  it('names both example values when a real origin keeps the mailing list and the support address', () => {
    const env: Record<string, string> = {...live};
    delete env.SUPPORT_EMAIL;
    expect(check(env).errors.map((e) => e.split(' ')[0])).toEqual(['SIGNUP_FORM_ACTION', 'SUPPORT_EMAIL']);
  });

  it.each([
    ['INSTAGRAM_URL', 'INSTAGRAM_URL is still the example profile https://www.instagram.com/stridely.run'],
    ['SHOP_PREFIX', 'SHOP_PREFIX is still the example shop https://stridely.myspreadshop.com'],
    ['SHOP_NAME', 'SHOP_NAME is still the example shop name "stridely"'],
  ])('warns, without failing, when a real origin keeps the example %s', (name, start) => {
    const env: Record<string, string> = {...live, SIGNUP_FORM_ACTION: 'https://list.example/post'};
    delete env[name];
    const {errors, warnings} = check(env);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.startsWith(`${start}: `)).toBe(true);
    expect(warnings[0]).toContain(`Set ${name} to your`);
  });

  it('lets a local preview build keep the example support address, profile and shop', () => {
    const {errors, warnings} = check({APP_HOST: live.APP_HOST});
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.split(' ')[0])).toEqual(['SITE_URL']);
  });

  it('warns when the effective date is set before the day the legal text was written', () => {
    const {warnings} = check({
      ...live,
      SIGNUP_FORM_ACTION: 'https://list.example/post',
      LEGAL_EFFECTIVE_DATE: '2025-01-15',
    });
    expect(warnings).toEqual([
      expect.stringMatching(`^LEGAL_EFFECTIVE_DATE is 2025-01-15, before ${LEGAL_TEXT_DATE}`),
    ]);
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
    // The quick checks run before the build, so a failing unit test (the toolkit's maths among them) never deploys.
    const checks = workflow.indexOf('run: npm run lint && npm run typecheck && npm run test:unit');
    expect(checks).toBeGreaterThan(-1);
    expect(checks).toBeLessThan(workflow.indexOf('run: npm run build'));
    expect(workflow).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\n/);
  });
});
