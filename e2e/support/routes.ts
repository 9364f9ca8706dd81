import {ARTICLE_ROUTES} from './articles';

/**
 * Every public route of the spec (site-spec section 2) and the toolkit (issue #18): what the sitemap
 * lists. The articles come from blog/ (e2e/support/articles.ts), oldest first, after /articles.
 */
export const ROUTES: readonly string[] = [
  '/',
  '/features',
  '/features/smart-adaptation',
  '/features/coaching-insights',
  '/features/warmup-stretching',
  '/injury-prevention',
  '/training-plans',
  '/how-it-works',
  '/glossary',
  '/pricing',
  '/articles',
  ...ARTICLE_ROUTES,
  '/about-us',
  '/support',
  '/shop',
  '/vs',
  '/vs/runna',
  '/vs/trenara',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/account-deletion',
  '/tools',
  '/tools/race-predictor',
  '/tools/training-paces',
  '/tools/pace-converter',
  '/tools/heart-rate-zones',
  '/tools/taper-planner',
  '/tools/training-load',
];

/** The redirects the build writes, from the site's own config. */
export {REDIRECTS} from '../../src/config/redirects';

/** The five feature pages as the header's Features menu and the features sidebar list them (spec 2). */
export const FEATURE_PAGES = [
  ['All Features', '/features'],
  ['Smart Session Adaptation', '/features/smart-adaptation'],
  ['Coaching Insights', '/features/coaching-insights'],
  ['Warm-ups & Stretching', '/features/warmup-stretching'],
  ['Injury Prevention', '/injury-prevention'],
] as const;
