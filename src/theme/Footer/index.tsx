/**
 * Wraps @docusaurus/theme-classic's Footer. See src/theme/README.md.
 *
 * The footer is the same sixty elements on every page, and hydrating it was 193 of a page's 800-1400
 * React fibers on a phone. On a page's first load it keeps its server HTML (StaticMarkup), and the
 * wrapper's handlers (useStaticLinks) give those plain links what FooterLinkItem gives them once React
 * renders the footer (after client-side navigation): a link of the site goes through the router and the
 * new page is scrolled to the top 100 ms later, `/#section` uses the shared section navigation, and the
 * route's code is fetched when a link comes into view and when a pointer or focus reaches it, as
 * `@docusaurus/Link` does. New tabs, modified clicks and other sites are left to the browser.
 */
import type {ComponentProps} from 'react';
import Footer from '@theme-original/Footer';
import StaticMarkup from '@site/src/components/StaticMarkup';
import {useStaticLinks} from '@site/src/hooks/useStaticLinks';
import {scrollToTopAfterFooterNavigation} from '@site/src/lib/sectionNavigation';
import {SITE_MAP_ID} from '@site/src/config/headTags';

export default function FooterWrapper(props: ComponentProps<typeof Footer>) {
  // The handlers act only on the links inside, which are native links: a key press on one clicks it.
  return (
    // The site map the phone menu's link leads to without JavaScript (src/theme/Navbar/MobileSidebar/Toggle).
    <StaticMarkup id={SITE_MAP_ID} {...useStaticLinks(scrollToTopAfterFooterNavigation)}>
      <Footer {...props} />
    </StaticMarkup>
  );
}
