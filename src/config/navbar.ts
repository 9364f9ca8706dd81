import type {ThemeConfig} from '@docusaurus/preset-classic';
import {LINKS, links} from './links';

type Navbar = NonNullable<ThemeConfig['navbar']>;

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
      ...links(
        'trainingPlans',
        'howItWorks',
        'compare',
        'pricing',
        'articles',
        'tools',
        'shop',
        'support',
        'aboutUs',
      ).map((link) => ({...link, position: 'left' as const})),
      {type: 'search', position: 'right'},
      {type: 'custom-earlyAccess', position: 'right'},
    ],
  } satisfies Navbar;
}
