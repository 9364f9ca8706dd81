import type {Redirect} from '../plugins/redirects';

/**
 * Old and short paths and where they lead (spec section 2). The build writes an HTML redirect page for
 * each (any static host) and a 301 rule in build/_redirects (Netlify, Cloudflare Pages); the browser
 * tests read this same list.
 */
export const REDIRECTS = [
  {from: '/blog', to: '/articles'},
  {from: '/compare', to: '/vs'},
  {from: '/terms', to: '/terms-of-service'},
  {from: '/privacy', to: '/privacy-policy'},
  {from: '/cookies', to: '/cookie-policy'},
  {from: '/faq', to: '/support'},
  {from: '/early-access', to: '/#pre-register'},
  {from: '/delete-account', to: '/account-deletion'},
] as const satisfies readonly Redirect[];
