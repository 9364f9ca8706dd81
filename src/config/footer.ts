import type {ThemeConfig} from '@docusaurus/preset-classic';
import {COPYRIGHT_YEAR} from '../constants';
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
        items: [
          {label: 'Features', to: '/features'},
          {label: 'Training Plans', to: '/training-plans'},
          {label: 'Pricing', to: '/pricing'},
          {label: 'Compare', to: '/vs'},
          {label: 'How It Works', to: '/how-it-works'},
          {label: 'About Us', to: '/about-us'},
          {label: 'Running Calculators', to: '/tools'},
          {label: 'Early Access', to: '/#pre-register'},
        ],
      },
      {
        title: 'Support',
        items: [
          {label: 'FAQ', to: '/support'},
          {label: 'Help Center', to: '/support'},
          {label: 'Testimonials', to: '/#testimonials'},
          {label: 'Contact Us', to: '/#pre-register'},
          {label: 'Documentation', to: '/features'},
          {label: 'Glossary', to: '/glossary'},
        ],
      },
      {
        title: 'Legal',
        items: [
          {label: 'Privacy Policy', to: '/privacy-policy'},
          {label: 'Terms of Service', to: '/terms-of-service'},
          {label: 'Cookie Policy', to: '/cookie-policy'},
          {label: 'Account Deletion', to: '/account-deletion'},
        ],
      },
      {
        title: 'Follow',
        items: socialLinks.map(({label, href}) => ({label, href})),
      },
    ],
    copyright: `© ${COPYRIGHT_YEAR} ${productName}. All rights reserved.`,
  } satisfies Footer;
}
