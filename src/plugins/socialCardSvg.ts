/**
 * The social card of a page as SVG: the brand gradient and curve, the logo, the product name, the page's
 * section and its title. Pure functions (no file system, no sharp) so the composition is unit-tested;
 * src/plugins/socialCards.ts rasterises the result.
 */

import {CARD_FONT_FAMILY, escapeXml, layoutTitle, textWidthEm} from './socialCardText';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Section names for the sidebars of the docs (sidebars.ts). */
export const SIDEBAR_SECTIONS: Readonly<Record<string, string>> = {
  features: 'Features',
  legal: 'Legal',
};

/** Section names by the first segment of the route path; '' is the home page. */
export const PATH_SECTIONS: Readonly<Record<string, string>> = {
  '': 'Early access',
  features: 'Features',
  tools: 'Tools',
  pricing: 'Pricing',
  vs: 'Compare',
  articles: 'Articles',
  support: 'Support',
  shop: 'Shop',
  glossary: 'Glossary',
  'training-plans': 'Training plans',
  'how-it-works': 'How it works',
  'about-us': 'About us',
  search: 'Search',
  '404': 'Error 404',
};

/** The label a card shows when the section would only repeat the title (/pricing in Pricing). */
export const GENERIC_SECTION = 'AI running coach';

const sameWords = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface CardText {
  /** The big text. */
  readonly title: string;
  /** The label above it. */
  readonly label: string;
  /** The image's alt text. */
  readonly alt: string;
}

/**
 * What a card says: the page title under its section. A page titled only with the site's name (the
 * search page) is named by its section instead, and a section that would repeat the title gives way to
 * a generic label.
 */
export function cardText({
  pageTitle,
  section,
  productName,
}: {
  pageTitle: string;
  section: string;
  productName: string;
}): CardText {
  const title = !pageTitle.trim() || sameWords(pageTitle, productName) ? section : pageTitle.trim();
  const label = sameWords(title, section) ? GENERIC_SECTION : section;
  const alt = sameWords(title, section)
    ? `${productName} · ${title}`
    : `${productName} · ${section}: ${title}`;
  return {title, label, alt};
}

const titleCase = (slug: string) =>
  slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The section a page belongs to: its docs sidebar when it has one (so /privacy-policy is Legal and
 * /injury-prevention is Features), else the first segment of its path (without BASE_URL).
 */
export function sectionFor(routePath: string, sidebar?: string): string {
  if (sidebar) return SIDEBAR_SECTIONS[sidebar] ?? titleCase(sidebar);
  const first =
    routePath
      .replace(/^\/+/, '')
      .split('/')[0]
      ?.replace(/\.html$/, '') ?? '';
  return PATH_SECTIONS[first] ?? titleCase(first);
}

/**
 * The card's file name (without .png) for a route path (without BASE_URL): '/' is 'home',
 * '/features/smart-adaptation' is 'features-smart-adaptation'.
 */
export function cardSlug(routePath: string): string {
  const slug = routePath
    .replace(/\.html$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'home';
}

export interface SocialCardInput {
  readonly title: string;
  /** The label above the title: the page's section (see cardText). */
  readonly label: string;
  /** PRODUCT_NAME: plain text, at most 40 characters. */
  readonly productName: string;
  /** The logo's SVG source (static/img/logo-dark.svg), drawn beside the product name. */
  readonly logoSvg: string;
}

const C = {
  dark: '#0b1320',
  teal: '#0f766e',
  tealLight: '#0d9488',
  tealGlow: '#2dd4bf',
  orange: '#f97316',
  orangeLight: '#fdba74',
  white: '#ffffff',
  mint: '#c8f3ec',
};

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const LOGO_SIZE = 72;
const NAME_SIZE = 40;
const PILL_SIZE = 22;
const NAME_RIGHT_EDGE = 990;

/** The product name beside the logo: 40 px, smaller when a long name would not fit. */
function productNameSize(name: string, maxWidth: number): number {
  const width = textWidthEm(name);
  return width * NAME_SIZE <= maxWidth ? NAME_SIZE : Math.max(12, Math.floor(maxWidth / width));
}

/** The 1200x630 SVG of one page's social card. */
export function socialCardSvg({title, label, productName, logoSvg}: SocialCardInput): string {
  const {fontSize, lines} = layoutTitle(title, TEXT_WIDTH);
  const lineHeight = Math.round(fontSize * 1.16);
  const lastBaseline = CARD_HEIGHT - 104;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const pillText = label.toUpperCase();
  const pillWidth = Math.round(textWidthEm(pillText) * PILL_SIZE + 1.5 * (pillText.length - 1) + 44);
  const pillTop = firstBaseline - fontSize - 58;

  const nameX = MARGIN + LOGO_SIZE + 22;
  // The name ends before the curve's orange dot, even at 40 characters.
  const nameSize = productNameSize(productName, NAME_RIGHT_EDGE - nameX);
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg, 'utf8').toString('base64')}`;

  let contours = '';
  for (let i = 0; i < 7; i++) {
    contours += `<ellipse cx="1040" cy="560" rx="${160 + i * 72}" ry="${96 + i * 46}" fill="none" stroke="${C.tealGlow}" stroke-opacity="${(0.08 - i * 0.01).toFixed(2)}" stroke-width="2"/>`;
  }
  const titleLines = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.teal}"/>
      <stop offset="0.5" stop-color="#0b3b40"/>
      <stop offset="1" stop-color="${C.dark}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.88" cy="0.12" r="0.62">
      <stop offset="0" stop-color="${C.tealLight}" stop-opacity="0.5"/>
      <stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="curveFill" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.tealGlow}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${C.tealGlow}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.dark}" stop-opacity="0"/>
      <stop offset="1" stop-color="${C.dark}" stop-opacity="0.85"/>
    </linearGradient>
    <linearGradient id="fadeIn" gradientUnits="userSpaceOnUse" x1="520" y1="0" x2="780" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="1"/>
    </linearGradient>
    <mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
      <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#fadeIn)"/>
    </mask>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.orange}"/>
      <stop offset="1" stop-color="${C.orangeLight}"/>
    </linearGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#halo)"/>
  ${contours}
  <g mask="url(#fade)">
  <path d="M520 304 C 680 290, 720 230, 820 236 S 960 150, 1040 140 S 1140 84, 1200 70 L 1200 630 L 520 630 Z" fill="url(#curveFill)"/>
  <path d="M520 304 C 680 290, 720 230, 820 236 S 960 150, 1040 140 S 1140 84, 1200 70" fill="none" stroke="${C.tealGlow}" stroke-opacity="0.85" stroke-width="7" stroke-linecap="round"/>
  <path d="M520 352 C 720 330, 780 300, 870 312 S 1010 240, 1090 246 S 1170 206, 1200 200" fill="none" stroke="${C.orange}" stroke-opacity="0.8" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>
  </g>
  <circle cx="1040" cy="140" r="12" fill="${C.orange}"/>
  <circle cx="1040" cy="140" r="26" fill="none" stroke="${C.orange}" stroke-opacity="0.45" stroke-width="3"/>
  <rect y="${CARD_HEIGHT * 0.4}" width="${CARD_WIDTH}" height="${CARD_HEIGHT * 0.6}" fill="url(#shade)"/>
  <image x="${MARGIN}" y="64" width="${LOGO_SIZE}" height="${LOGO_SIZE}" href="${logo}"/>
  <text x="${nameX}" y="${64 + LOGO_SIZE / 2 + nameSize * 0.36}" font-family="${CARD_FONT_FAMILY}" font-size="${nameSize}" font-weight="700" fill="${C.white}">${escapeXml(productName)}</text>
  <rect x="${MARGIN}" y="${pillTop}" width="${pillWidth}" height="42" rx="21" fill="${C.orange}"/>
  <text x="${MARGIN + 22}" y="${pillTop + 29}" font-family="${CARD_FONT_FAMILY}" font-size="${PILL_SIZE}" font-weight="700" letter-spacing="1.5" fill="${C.dark}">${escapeXml(pillText)}</text>
  <text font-family="${CARD_FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${C.white}">${titleLines}</text>
  <rect x="${MARGIN}" y="${CARD_HEIGHT - 62}" width="120" height="6" rx="3" fill="url(#accent)"/>
  <rect x="${MARGIN + 132}" y="${CARD_HEIGHT - 62}" width="40" height="6" rx="3" fill="${C.tealGlow}" fill-opacity="0.7"/>
</svg>
`;
}
