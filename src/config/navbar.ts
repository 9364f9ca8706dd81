import type {ThemeConfig} from '@docusaurus/preset-classic';
import {LINKS, links} from './links';
import {NAVBAR_EXTRA_CLASS, NAVBAR_MORE_CLASS} from './navbarGroups';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/** The header's last three links, which the More menu holds on narrower desktops. */
const MORE_LINKS = ['shop', 'support', 'aboutUs'] as const;

/** Header links in the spec's order (site-spec section 2, "Navigation"), plus the toolkit (issue #18). */
export function buildNavbar(productName: string): Navbar {
  return {
    title: productName,
    hideOnScroll: false,
    logo: {
      alt: `${productName} logo`,
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    items: [
      {
        type: 'dropdown',
        ...LINKS.features,
        position: 'left',
        items: links('allFeatures', 'smartAdaptation', 'coachingInsights', 'warmups', 'injuryPrevention'),
      },
      ...links('trainingPlans', 'howItWorks', 'compare', 'pricing', 'articles', 'tools').map((link) => ({
        ...link,
        position: 'left' as const,
      })),
      // The last three links, and a More menu holding the same three: on narrower desktops the header
      // shows the menu instead of the links (src/css/custom.css), and the phone drawer lists the links only.
      ...links(...MORE_LINKS).map((link) => ({
        ...link,
        position: 'left' as const,
        className: NAVBAR_EXTRA_CLASS,
      })),
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        className: NAVBAR_MORE_CLASS,
        items: links(...MORE_LINKS),
      },
      {type: 'search', position: 'right'},
      {type: 'custom-earlyAccess', position: 'right'},
    ],
  } satisfies Navbar;
}
