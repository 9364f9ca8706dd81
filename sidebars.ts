import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars: the features pages and the legal pages.
 * /training-plans, /how-it-works and /about-us are full width (`displayed_sidebar: null`).
 */
const sidebars = {
  features: [
    {type: 'doc', id: 'features/index', label: 'All Features'},
    {type: 'doc', id: 'features/smart-adaptation', label: 'Smart Session Adaptation'},
    {type: 'doc', id: 'features/coaching-insights', label: 'Coaching Insights'},
    {type: 'doc', id: 'features/warmup-stretching', label: 'Warm-ups & Stretching'},
    {type: 'doc', id: 'injury-prevention', label: 'Injury Prevention'},
  ],
  legal: [
    {type: 'doc', id: 'legal/terms-of-service', label: 'Terms of Service'},
    {type: 'doc', id: 'legal/privacy-policy', label: 'Privacy Policy'},
    {type: 'doc', id: 'legal/cookie-policy', label: 'Cookie Policy'},
    {type: 'doc', id: 'legal/account-deletion', label: 'Account Deletion'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
