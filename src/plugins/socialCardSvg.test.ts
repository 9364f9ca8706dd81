import {cardText, CARD_HEIGHT, CARD_WIDTH, cardSlug, sectionFor, socialCardSvg} from './socialCardSvg';
import {escapeXml, layoutTitle, textWidthEm, wrapText} from './socialCardText';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>';

/** The title lines of a card, as drawn (still escaped). */
const titleLines = (svg: string) =>
  [...svg.matchAll(/<tspan x="\d+" y="\d+">([^<]*)<\/tspan>/g)].map(([, line = '']) => line);

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry's <run> "fast"`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;run&gt; &quot;fast&quot;',
    );
  });

  it('drops control characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('textWidthEm', () => {
  it('uses DejaVu Sans Bold advance widths', () => {
    expect(textWidthEm('i')).toBeCloseTo(0.343);
    expect(textWidthEm('W')).toBeCloseTo(1.103);
    expect(textWidthEm('Run 5K')).toBeCloseTo((770 + 712 + 712 + 348 + 696 + 775) / 1000);
  });

  it('gives characters outside ASCII a width too', () => {
    expect(textWidthEm('é')).toBeGreaterThan(0.6);
    expect(textWidthEm('—')).toBe(1);
  });
});

describe('wrapText', () => {
  it('breaks between words so no line is wider than the limit', () => {
    const lines = wrapText('Smart Session Adaptation after every run you log', 60, 600);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Smart Session Adaptation after every run you log');
    for (const line of lines) expect(textWidthEm(line) * 60).toBeLessThanOrEqual(600);
  });

  it('cuts a single word that is wider than a line, with an ellipsis', () => {
    const [line = ''] = wrapText('Supercalifragilisticexpialidocious', 80, 400);
    expect(line.endsWith('…')).toBe(true);
    expect(textWidthEm(line) * 80).toBeLessThanOrEqual(400);
  });
});

describe('layoutTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(layoutTitle('Pricing', 1040)).toEqual({fontSize: 76, lines: ['Pricing']});
  });

  it('shrinks a long title until it fits in three lines', () => {
    const title = 'How the training load calculator turns every run you log into fitness, fatigue and form';
    const {fontSize, lines} = layoutTitle(title, 1040);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(fontSize).toBeLessThan(76);
    expect(lines.join(' ')).toBe(title);
  });

  it('ends a title too long for three lines with an ellipsis after a whole word', () => {
    const title = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const {fontSize, lines} = layoutTitle(title, 1040);
    expect(fontSize).toBe(48);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/word\d+…$/);
    for (const line of lines) expect(textWidthEm(line) * fontSize).toBeLessThanOrEqual(1040);
  });
});

describe('sectionFor', () => {
  it.each([
    ['/', undefined, 'Early access'],
    ['/pricing', undefined, 'Pricing'],
    ['/features/smart-adaptation', 'features', 'Features'],
    ['/injury-prevention', 'features', 'Features'],
    ['/privacy-policy', 'legal', 'Legal'],
    ['/tools/race-predictor', undefined, 'Tools'],
    ['/vs/runna', undefined, 'Compare'],
    ['/articles/tags/training-load', undefined, 'Articles'],
    ['/training-plans', undefined, 'Training plans'],
    ['/404.html', undefined, 'Error 404'],
    ['/race-week/checklist', undefined, 'Race Week'],
    ['/anything', 'coach-notes', 'Coach Notes'],
  ])('%s (sidebar %s) is in %s', (route, sidebar, section) => {
    expect(sectionFor(route, sidebar)).toBe(section);
  });
});

describe('cardSlug', () => {
  it.each([
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/features/smart-adaptation', 'features-smart-adaptation'],
    ['/articles/tags/training-load', 'articles-tags-training-load'],
    ['/404.html', '404'],
    ['/Some Page/ü', 'some-page'],
  ])('%s is %s', (route, slug) => {
    expect(cardSlug(route)).toBe(slug);
  });
});

describe('socialCardSvg', () => {
  const svg = socialCardSvg({
    title: 'Warm-ups & Stretching <before> "every" run',
    label: 'Features',
    productName: "Runner's <Lab> & Co",
    logoSvg: LOGO,
  });

  it('is a 1200x630 SVG', () => {
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`));
  });

  it('escapes the title and product name and draws the section in capitals', () => {
    expect(svg).toContain('Warm-ups &amp; Stretching');
    expect(svg).toContain('&lt;before&gt;');
    expect(svg).toContain('&quot;every&quot;');
    expect(svg).toContain('Runner&apos;s &lt;Lab&gt; &amp; Co');
    expect(svg).toContain('>FEATURES</text>');
    expect(svg).not.toMatch(/<before>|<Lab>/);
  });

  it('embeds the logo as an image', () => {
    const href = /<image [^>]*href="data:image\/svg\+xml;base64,([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(Buffer.from(href, 'base64').toString('utf8')).toBe(LOGO);
  });

  it('wraps a long title to at most three lines', () => {
    const long = socialCardSvg({
      title:
        'An extremely long page title that goes on and on about pacing, fuelling, tapering, recovery and more',
      label: 'Articles',
      productName: 'Stridely',
      logoSvg: LOGO,
    });
    expect(titleLines(long).length).toBeLessThanOrEqual(3);
    expect(titleLines(long).length).toBeGreaterThan(1);
  });

  it('keeps a 40-character product name to one line clear of the curve', () => {
    const name = 'W'.repeat(40);
    const card = socialCardSvg({title: 'Pricing', label: 'Pricing', productName: name, logoSvg: LOGO});
    const [, x = '0', size = '0'] =
      new RegExp(`<text x="(\\d+)" y="[\\d.]+" [^>]*font-size="(\\d+)"[^>]*>${name}</text>`).exec(card) ?? [];
    expect(Number(x) + textWidthEm(name) * Number(size)).toBeLessThanOrEqual(990);
  });

  it('is the same text for the same input (the cache key and the PNG depend on it)', () => {
    const input = {title: 'Pricing', label: 'Pricing', productName: 'Stridely', logoSvg: LOGO};
    expect(socialCardSvg(input)).toBe(socialCardSvg(input));
  });
});

describe('cardText', () => {
  it('puts the title under its section, and says both in the alt text', () => {
    expect(cardText({pageTitle: 'Privacy Policy', section: 'Legal', productName: 'Stridely'})).toEqual({
      title: 'Privacy Policy',
      label: 'Legal',
      alt: 'Stridely · Legal: Privacy Policy',
    });
  });

  it('does not repeat a section that is the title', () => {
    expect(cardText({pageTitle: 'How It Works', section: 'How it works', productName: 'Stridely'})).toEqual({
      title: 'How It Works',
      label: 'AI running coach',
      alt: 'Stridely · How It Works',
    });
  });

  it('names a page titled only with the product name by its section', () => {
    expect(cardText({pageTitle: 'Stridely', section: 'Search', productName: 'Stridely'})).toEqual({
      title: 'Search',
      label: 'AI running coach',
      alt: 'Stridely · Search',
    });
    expect(cardText({pageTitle: '', section: 'Shop', productName: 'Stridely'}).title).toBe('Shop');
  });
});
