/**
 * The theme's mobile drawer, mounted the first time it is opened instead of right after hydration.
 *
 * The theme renders the whole drawer (every header link, the Features menu and, on documentation pages,
 * the page's sidebar) as soon as a phone-sized page has hydrated, so that it can slide in later. On a
 * phone that was a fifth of the React work of the home page and a quarter of a documentation page's,
 * spent on every load for a menu most visitors never open. Once opened it stays mounted, as before; the
 * first opening slides in through `@starting-style` (src/css/custom.css).
 */
import {useState} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const [opened, setOpened] = useState(false);
  if (mobileSidebar.shown && !opened) {
    // Derived from the drawer's state during render, as React recommends for state that follows a prop.
    setOpened(true);
  }
  if (!mobileSidebar.shouldRender || !opened) {
    return null;
  }
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
