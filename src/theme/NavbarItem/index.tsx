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

/** Where the theme hides the header's items and shows the drawer's toggle instead. */
const DRAWER_MEDIA = '(max-width: 996px)';

export default function NavbarItemWrapper(props: Props) {
  if (props.mobile || props.position !== 'left') return <NavbarItem {...props} />;
  return (
    <StaticMarkup className="navbar-item-slot" whileMedia={DRAWER_MEDIA}>
      <NavbarItem {...props} />
    </StaticMarkup>
  );
}
