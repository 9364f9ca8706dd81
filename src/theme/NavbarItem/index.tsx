/**
 * Wraps @docusaurus/theme-classic's NavbarItem. See src/theme/README.md.
 *
 * Below the theme's 997 px breakpoint the header's left-hand items (the Features menu and the page links)
 * are hidden, and the phone drawer shows its own copies. They were about 155 of the header's 260 React
 * fibers, so on a first load at phone width each keeps its server HTML (`StaticMarkup` with `whileMedia`)
 * and is rendered once the window becomes wide (a tablet turned, a window resized). On a wide first load,
 * after client-side navigation and in the drawer (`mobile`), items render as usual. The slot is
 * `display: contents`, so the header's layout is the same as without it.
 */
import NavbarItem from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import StaticMarkup from '@site/src/components/StaticMarkup';
import {NAVBAR_EXTRA_CLASS, NAVBAR_MORE_CLASS} from '@site/src/config/navbarGroups';

/** Where the theme hides the header's items and shows the drawer's toggle instead. */
const DRAWER_MEDIA = '(max-width: 996px)';

/** The header's More menu and the links it repeats get a slot class the header's CSS can show or hide. */
function slotClass(classes: readonly string[]): string {
  if (classes.includes(NAVBAR_MORE_CLASS)) return 'navbar-item-slot navbar-item-slot--more';
  if (classes.includes(NAVBAR_EXTRA_CLASS)) return 'navbar-item-slot navbar-item-slot--extra';
  return 'navbar-item-slot';
}

export default function NavbarItemWrapper(props: Props) {
  const classes = props.className?.split(' ') ?? [];
  // The drawer lists the More menu's links on their own, so it leaves the menu out.
  if (props.mobile && classes.includes(NAVBAR_MORE_CLASS)) return null;
  if (props.mobile || props.position !== 'left') return <NavbarItem {...props} />;
  return (
    <StaticMarkup className={slotClass(classes)} whileMedia={DRAWER_MEDIA}>
      <NavbarItem {...props} />
    </StaticMarkup>
  );
}
