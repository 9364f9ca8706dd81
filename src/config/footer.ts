import type {ThemeConfig} from '@docusaurus/preset-classic';
import {COPYRIGHT_YEAR} from '../constants';
import {links} from './links';
import type {SocialLink} from './siteSettings';

type Footer = NonNullable<ThemeConfig['footer']>;

/** Footer columns with the spec's exact targets (site-spec section 2, "Footer"). */
export function buildFooter(productName: string, socialLinks: readonly SocialLink[]): Footer {
  return {
    style: 'dark',
    logo: {
      alt: `${productName} logo`,
      src: 'img/logo-dark.svg',
      href: '/',
      width: 40,
      height: 40,
    },
    links: [
      {
        title: 'Product',
        items: links(
          'features',
          'trainingPlans',
          'pricing',
          'compare',
          'howItWorks',
          'aboutUs',
          ['tools', 'Running Calculators'],
          // Not in the spec's list, but in the header: on a phone without JavaScript the header's menu is a link
          // to these lists, so every page the header links to is here or on a page listed here (/features).
          'articles',
          'shop',
          'earlyAccess',
        ),
      },
      {
        title: 'Support',
        items: links('faq', 'helpCenter', 'testimonials', 'contactUs', 'documentation', 'glossary'),
      },
      {
        title: 'Legal',
        items: links('privacyPolicy', 'termsOfService', 'cookiePolicy', 'accountDeletion'),
      },
      {
        title: 'Follow',
        items: socialLinks.map(({label, href}) => ({label, href})),
      },
    ],
    copyright: `© ${COPYRIGHT_YEAR} ${productName}. All rights reserved.`,
  } satisfies Footer;
}
