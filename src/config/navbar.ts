import type {ThemeConfig} from '@docusaurus/preset-classic';

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
        label: 'Features',
        to: '/features',
        position: 'left',
        items: [
          {label: 'All Features', to: '/features'},
          {label: 'Smart Session Adaptation', to: '/features/smart-adaptation'},
          {label: 'Coaching Insights', to: '/features/coaching-insights'},
          {label: 'Warm-ups & Stretching', to: '/features/warmup-stretching'},
          {label: 'Injury Prevention', to: '/injury-prevention'},
        ],
      },
      {label: 'Training Plans', to: '/training-plans', position: 'left'},
      {label: 'How It Works', to: '/how-it-works', position: 'left'},
      {label: 'Compare', to: '/vs', position: 'left'},
      {label: 'Pricing', to: '/pricing', position: 'left'},
      {label: 'Articles', to: '/articles', position: 'left'},
      // Issue #18: the runner's toolkit of calculators, a top-level link of its own.
      {label: 'Tools', to: '/tools', position: 'left'},
      {label: 'Shop', to: '/shop', position: 'left'},
      {label: 'Support', to: '/support', position: 'left'},
      {label: 'About Us', to: '/about-us', position: 'left'},
      {type: 'search', position: 'right'},
      {type: 'custom-earlyAccess', position: 'right'},
    ],
  } satisfies Navbar;
}
