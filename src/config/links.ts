/**
 * Every internal destination the header and the footer link to, once, with the label the spec gives it
 * (site-spec section 2). Menus list ids; a menu that words a link differently says so where it lists it.
 */
export const LINKS = {
  features: {label: 'Features', to: '/features'},
  allFeatures: {label: 'All Features', to: '/features'},
  smartAdaptation: {label: 'Smart Session Adaptation', to: '/features/smart-adaptation'},
  coachingInsights: {label: 'Coaching Insights', to: '/features/coaching-insights'},
  warmups: {label: 'Warm-ups & Stretching', to: '/features/warmup-stretching'},
  injuryPrevention: {label: 'Injury Prevention', to: '/injury-prevention'},
  trainingPlans: {label: 'Training Plans', to: '/training-plans'},
  howItWorks: {label: 'How It Works', to: '/how-it-works'},
  compare: {label: 'Compare', to: '/vs'},
  pricing: {label: 'Pricing', to: '/pricing'},
  articles: {label: 'Articles', to: '/articles'},
  tools: {label: 'Tools', to: '/tools'},
  shop: {label: 'Shop', to: '/shop'},
  support: {label: 'Support', to: '/support'},
  aboutUs: {label: 'About Us', to: '/about-us'},
  earlyAccess: {label: 'Early Access', to: '/#pre-register'},
  faq: {label: 'FAQ', to: '/support'},
  helpCenter: {label: 'Help Center', to: '/support'},
  testimonials: {label: 'Testimonials', to: '/#testimonials'},
  contactUs: {label: 'Contact Us', to: '/#pre-register'},
  documentation: {label: 'Documentation', to: '/features'},
  glossary: {label: 'Glossary', to: '/glossary'},
  privacyPolicy: {label: 'Privacy Policy', to: '/privacy-policy'},
  termsOfService: {label: 'Terms of Service', to: '/terms-of-service'},
  cookiePolicy: {label: 'Cookie Policy', to: '/cookie-policy'},
  accountDeletion: {label: 'Account Deletion', to: '/account-deletion'},
} as const satisfies Record<string, {readonly label: string; readonly to: string}>;

export type LinkId = keyof typeof LINKS;

/** A link by id, or `[id, label]` where a menu words it differently. */
export type LinkRef = LinkId | readonly [LinkId, string];

/** The menu items for a list of links, in order. */
export function links(...refs: readonly LinkRef[]): {label: string; to: string}[] {
  return refs.map((ref) =>
    typeof ref === 'string' ? {...LINKS[ref]} : {label: ref[1], to: LINKS[ref[0]].to},
  );
}
