import {decodeHtml, metaContents, pageTitle, rewriteSocialImage} from './socialCardHtml';

/** The head Docusaurus writes: minified, values unquoted where it can. */
const PAGE = `<!doctype html><html lang=en><head><meta charset=UTF-8>
<title data-rh=true>Warm-ups & Stretching | Stridely</title>
<meta data-rh=true property=og:image content=https://run.example/site/img/social-card.png />
<meta data-rh=true name=twitter:image content=https://run.example/site/img/social-card.png />
<meta data-rh=true property=og:url content=https://run.example/site/features/warmup-stretching />
<meta data-rh=true property=og:title content="Warm-ups &amp; Stretching | Stridely"/>
<meta data-rh=true name=description content="Warm up in eight minutes."/>
</head><body><meta property=og:image content=in-body-not-touched></body></html>`;

const IMAGE = {
  url: 'https://run.example/site/img/social/features-warmup-stretching.png',
  width: 1200,
  height: 630,
  alt: 'Stridely · Features: Warm-ups & Stretching "now"',
};

describe('decodeHtml', () => {
  it('decodes named and numeric references', () => {
    expect(decodeHtml('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &#8217; &unknown;')).toBe(
      `a & b <c> "d" 'e' ’ &unknown;`,
    );
  });
});

describe('metaContents', () => {
  it('reads unquoted and quoted values in the head only', () => {
    expect(metaContents(PAGE, 'og:image')).toEqual(['https://run.example/site/img/social-card.png']);
    expect(metaContents(PAGE, 'og:title')).toEqual(['Warm-ups & Stretching | Stridely']);
    expect(metaContents(PAGE, 'og:image:alt')).toEqual([]);
  });
});

describe('pageTitle', () => {
  it("drops the theme's ' | site title' suffix", () => {
    expect(pageTitle(PAGE, 'Stridely')).toBe('Warm-ups & Stretching');
  });

  it('falls back to <title> and keeps a title that is only the site title', () => {
    expect(pageTitle('<head><title>Stridely</title></head>', 'Stridely')).toBe('Stridely');
    expect(pageTitle('<head><title>Tools &amp; more | Stridely</title></head>', 'Stridely')).toBe(
      'Tools & more',
    );
  });
});

describe('rewriteSocialImage', () => {
  const html = rewriteSocialImage(PAGE, IMAGE);

  it('points og:image and twitter:image at the card', () => {
    expect(metaContents(html, 'og:image')).toEqual([IMAGE.url]);
    expect(metaContents(html, 'twitter:image')).toEqual([IMAGE.url]);
  });

  it('adds the size and the escaped alt text once, after og:image', () => {
    expect(metaContents(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContents(html, 'og:image:height')).toEqual(['630']);
    expect(metaContents(html, 'og:image:alt')).toEqual([IMAGE.alt]);
    expect(metaContents(html, 'twitter:image:alt')).toEqual([IMAGE.alt]);
    expect(html).toContain('content="Stridely · Features: Warm-ups &amp; Stretching &quot;now&quot;"');
    expect(html.indexOf('og:image:width')).toBeGreaterThan(html.indexOf('property="og:image"'));
  });

  it('keeps the data-rh marker so the head stays consistent for the client', () => {
    expect(html).toMatch(/<meta data-rh="true" property="og:image" content="[^"]+">/);
  });

  it('leaves everything else alone, including the body', () => {
    expect(html).toContain(
      '<meta data-rh=true property=og:url content=https://run.example/site/features/warmup-stretching />',
    );
    expect(html).toContain('<body><meta property=og:image content=in-body-not-touched></body>');
  });

  it('replaces earlier size and alt tags instead of repeating them', () => {
    const twice = rewriteSocialImage(html, {...IMAGE, alt: 'Second'});
    expect(metaContents(twice, 'og:image:alt')).toEqual(['Second']);
    expect(metaContents(twice, 'og:image:width')).toEqual(['1200']);
  });

  it('returns a page without og:image unchanged', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>';
    expect(rewriteSocialImage(redirect, IMAGE)).toBe(redirect);
  });
});
