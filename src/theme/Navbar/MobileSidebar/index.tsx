/**
 * Wraps the theme's mobile drawer so that it is mounted the first time it is opened instead of right
 * after hydration.
 *
 * The theme renders the whole drawer (every header link, the Features menu and, on documentation pages,
 * the page's sidebar) as soon as a phone-sized page has hydrated, so that it can slide in later. On a
 * phone that was a fifth of the React work of the home page and a quarter of a documentation page's,
 * spent on every load for a menu most visitors never open. Once opened it stays mounted, as before; the
 * first opening slides in through `@starting-style` (src/css/custom.css). Until then nothing needs the
 * theme's body-scroll lock, which the original applies while the drawer is shown.
 */
import {useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarOnFirstOpening() {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) {
    // Derived from the drawer's state during render, as React recommends for state that follows a prop.
    setOpened(true);
  }
  return opened ? <NavbarMobileSidebar /> : null;
}
