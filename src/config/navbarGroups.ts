/**
 * Class names of the header's last three links and of the More menu that repeats them (buildNavbar in
 * ./navbar.ts). The header's CSS (src/css/custom.css, "header") shows the menu instead of the links on
 * narrower desktops, where all the links do not fit on one line; the phone drawer lists the links only
 * (src/theme/NavbarItem).
 */
export const NAVBAR_EXTRA_CLASS = 'navbar-extra';
export const NAVBAR_MORE_CLASS = 'navbar-more';
