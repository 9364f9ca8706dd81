/**
 * Wraps the theme's mobile drawer so that it is mounted the first time it is opened instead of right
 * after hydration, and so that it behaves as the modal panel it looks like.
 *
 * The theme renders the whole drawer (every header link, the Features menu and, on documentation pages,
 * the page's sidebar) as soon as a phone-sized page has hydrated, so that it can slide in later. On a
 * phone that was a fifth of the React work of the home page and a quarter of a documentation page's,
 * spent on every load for a menu most visitors never open. Once opened it stays mounted, as before; the
 * first opening slides in through `@starting-style` (src/css/custom.css). Until then nothing needs the
 * theme's body-scroll lock, which the original applies while the drawer is shown.
 *
 * The theme's drawer covers the page but leaves it live: Tab walked from its last link into the page's
 * buttons hidden under it, Escape did nothing and closing it dropped the focus on <body>. While it is
 * shown, it is a named modal dialog, the rest of the document is inert (its backdrop stays clickable, to close it), the focus moves
 * to its close button, Escape closes it, and closing it with Escape, the close button or the backdrop
 * gives the focus back to the menu button. A link that navigates leaves the focus to the new page.
 */
import {useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {inertOutside} from '@site/src/lib/inert';

export default function NavbarMobileSidebarOnFirstOpening() {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) {
    // Derived from the drawer's state during render, as React recommends for state that follows a prop.
    setOpened(true);
  }
  useModalDrawer(shown, toggle);
  return opened ? <NavbarMobileSidebar /> : null;
}

/** The open drawer's accessible name. */
export const DRAWER_NAME = 'Site menu';

function useModalDrawer(shown: boolean, toggle: () => void) {
  useEffect(() => {
    const drawer = shown ? document.querySelector<HTMLElement>('.navbar-sidebar') : null;
    if (!drawer) return undefined;
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    const wake = inertOutside(drawer, (element) => element.classList.contains('navbar-sidebar__backdrop'));
    // Announced as what it is: a modal dialog, named, while it is shown.
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    drawer.setAttribute('aria-label', DRAWER_NAME);
    drawer.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus({preventScroll: true});
    let closedByKey = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closedByKey = true;
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wake();
      for (const name of ['role', 'aria-modal', 'aria-label']) drawer.removeAttribute(name);
      const focused = document.activeElement;
      const leftOnDrawer =
        focused === null ||
        focused === document.body ||
        (drawer.contains(focused) && !focused.closest('a[href]'));
      if (closedByKey || leftOnDrawer) menuButton?.focus({preventScroll: true});
    };
  }, [shown, toggle]);
}
