/**
 * Wraps the theme's menu button (☰) with a plain link for phones without JavaScript.
 *
 * The button opens the drawer through React, so without JavaScript a tap on it did nothing, and on a phone
 * it is the header's only way to the other pages. Beside it sits a link to the footer's list of every
 * section of the site (SITE_MAP_ID), hidden by default (`.no-js-only`, src/css/custom.css); the
 * <noscript> style of every page (src/config/headTags.ts) hides the button and shows the link instead,
 * at the widths where the button shows.
 */
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import IconMenu from '@theme/Icon/Menu';
import {SITE_MAP_ID} from '@site/src/config/headTags';

export default function MobileSidebarToggleWithoutScript() {
  return (
    <>
      <Toggle />
      <a
        className="navbar__toggle no-js-only"
        href={`#${SITE_MAP_ID}`}
        aria-label="Menu: every page, in the footer"
      >
        <IconMenu />
      </a>
    </>
  );
}
