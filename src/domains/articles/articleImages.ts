/**
 * Naming convention of article covers. A post's front matter names one PNG or JPG (what social networks
 * fetch); the page and the list cards use WebP files derived from that path:
 *
 *   image: /img/articles/<name>.png   1200x630, og:image and the <picture> fallback
 *          /img/articles/<name>.webp  1200x630, cover on the article page
 *          /img/articles/<name>-card.webp  600x315, cover on the article cards
 *
 * `scripts/make-article-covers.mjs` writes all three; the build refuses a post whose files are missing.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Size of the social image and the article page cover (the 1.91:1 Open Graph format). */
export const ARTICLE_COVER_SIZE: ImageSize = {width: 1200, height: 630};
/** Size of the cover on article cards: half the cover, same ratio. */
export const ARTICLE_CARD_SIZE: ImageSize = {width: 600, height: 315};

/** The attributes every article image shares: its size, so nothing shifts while it loads, and async decoding. */
export function sizedImage({width, height}: ImageSize) {
  return {width, height, decoding: 'async'} as const;
}
/** Author avatars on cards are drawn at this size (the source is larger for sharp screens). */
export const AUTHOR_AVATAR_PX = 28;

export interface ArticleImageSet {
  /** The front-matter image: PNG or JPG, for social previews and as the <picture> fallback. */
  readonly social: string;
  /** WebP version of the cover for the article page. */
  readonly page: string;
  /** Half-size WebP for the article cards. */
  readonly card: string;
}

const SOCIAL_IMAGE = /\.(png|jpe?g)$/i;

/** True when a front-matter image is a format every social network accepts for previews. */
export function isSocialImagePath(image: string): boolean {
  return SOCIAL_IMAGE.test(image);
}

/** The three cover files of an article, derived from its front-matter image; null if it is not PNG/JPG. */
export function articleImageSet(image: string): ArticleImageSet | null {
  if (!isSocialImagePath(image)) return null;
  const base = image.replace(SOCIAL_IMAGE, '');
  return {social: image, page: `${base}.webp`, card: `${base}-card.webp`};
}
