/**
 * Reading and rewriting the social tags of a built HTML page. Docusaurus minifies its output, so
 * attribute values may be unquoted; these helpers accept double, single and no quotes.
 */

type Attributes = Record<string, string>;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the character references an HTML attribute may hold. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attributes(tag: string): Attributes {
  const found: Attributes = {};
  const body = tag.replace(/^<meta\b/i, '').replace(/\/?>$/, '');
  for (const [, key = '', double, single, bare] of body.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    found[key.toLowerCase()] = decodeHtml(double ?? single ?? bare ?? '');
  }
  return found;
}

const META_TAG = /<meta\b[^>]*>/gi;

/** The key of a meta tag: its `property` or `name`. */
const metaKey = (attrs: Attributes) => attrs.property ?? attrs.name;

/** The decoded `content` of every `<meta property|name=key>` in the page's head, in order. */
export function metaContents(html: string, key: string): string[] {
  const head = html.split(/<\/head>/i)[0] ?? '';
  return [...head.matchAll(META_TAG)]
    .map(([tag]) => attributes(tag))
    .filter((attrs) => metaKey(attrs) === key)
    .map((attrs) => attrs.content ?? '');
}

/** The page's title for its card: og:title, else <title>, without the " | site title" the theme adds. */
export function pageTitle(html: string, siteTitle: string): string {
  const raw =
    metaContents(html, 'og:title')[0] ??
    decodeHtml(/<title\b[^>]*>([^<]*)<\/title>/i.exec(html.split(/<\/head>/i)[0] ?? '')?.[1] ?? '');
  const title = raw.trim();
  for (const delimiter of [' | ', ' · ', ' – ', ' - ']) {
    const suffix = `${delimiter}${siteTitle}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length).trim();
  }
  return title;
}

export interface SocialImage {
  /** Absolute URL of the image. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The tags this rewrite owns besides og:image and twitter:image; any earlier copies are replaced. */
const SIZE_AND_ALT = ['og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image:alt'];

/**
 * Points the page's og:image and twitter:image at `image` and writes its width, height and alt text
 * after og:image. Returns the page unchanged when it has no og:image tag (e.g. a redirect page).
 */
export function rewriteSocialImage(html: string, image: SocialImage): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  let found = false;
  const url = escapeAttribute(image.url);
  head = head.replace(META_TAG, (tag) => {
    const attrs = attributes(tag);
    const key = metaKey(attrs);
    const marker = 'data-rh' in attrs ? ' data-rh="true"' : '';
    if (key && SIZE_AND_ALT.includes(key)) return '';
    if (key === 'twitter:image') return `<meta${marker} name="twitter:image" content="${url}">`;
    if (key !== 'og:image' || found) return tag;
    found = true;
    const alt = escapeAttribute(image.alt);
    return [
      `<meta${marker} property="og:image" content="${url}">`,
      `<meta${marker} property="og:image:width" content="${image.width}">`,
      `<meta${marker} property="og:image:height" content="${image.height}">`,
      `<meta${marker} property="og:image:alt" content="${alt}">`,
      `<meta${marker} name="twitter:image:alt" content="${alt}">`,
    ].join('');
  });
  return found ? head + html.slice(headEnd) : html;
}
