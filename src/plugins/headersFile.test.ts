import {settingsFromEnv} from '../config/siteSettings';
import {contentSecurityPolicy, headersFile} from './headersFile';

const settings = settingsFromEnv({
  APP_HOST: 'https://app.example.org/',
  SIGNUP_FORM_ACTION: 'https://list.example.net/subscribe/post?u=1',
  SHOP_PREFIX: 'https://shop.example.com',
});

describe('security headers', () => {
  const csp = contentSecurityPolicy({settings, inlineScriptHashes: ['sha256-abc=']});
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows the pricing host, the form target and the shop, and nothing else', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://app.example.org https://shop.example.com",
    );
    expect(directive('form-action')).toBe("form-action 'self' https://list.example.net");
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://shop.example.com");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('*');
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('leaves the pricing host out when APP_HOST is empty', () => {
    const withoutApp = contentSecurityPolicy({settings: settingsFromEnv({}), inlineScriptHashes: []});
    expect(withoutApp).toContain("connect-src 'self' https://stridely.myspreadshop.com;");
  });

  it('writes HSTS, nosniff, referrer and permissions policies and immutable caching for assets', () => {
    const file = headersFile({settings, inlineScriptHashes: []});
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain('Strict-Transport-Security: max-age=63072000');
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toContain('Permissions-Policy: camera=()');
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it('asks browsers to preload HSTS only when HSTS_PRELOAD is set', () => {
    const hsts = (env: Record<string, string>) =>
      /Strict-Transport-Security: (.*)/.exec(
        headersFile({settings: settingsFromEnv(env), inlineScriptHashes: []}),
      )?.[1];
    expect(hsts({})).toBe('max-age=63072000; includeSubDomains');
    expect(hsts({HSTS_PRELOAD: 'true'})).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('sends no obsolete permissions-policy feature', () => {
    expect(headersFile({settings, inlineScriptHashes: []})).not.toContain('interest-cohort');
  });

  it('puts every path under BASE_URL', () => {
    const file = headersFile({settings: settingsFromEnv({BASE_URL: '/site/'}), inlineScriptHashes: []});
    const paths = file.split('\n').filter((line) => line && !/^\s/.test(line));
    expect(paths).toEqual(['/site/*', '/site/assets/*', '/site/img/*']);
  });

  it('refuses a header line longer than Cloudflare Pages reads', () => {
    const hashes = Array.from({length: 40}, (_, i) => `sha256-${String(i).padStart(44, 'x')}=`);
    expect(() => headersFile({settings, inlineScriptHashes: hashes})).toThrow(
      /Content-Security-Policy.*over 2000/,
    );
  });
});
