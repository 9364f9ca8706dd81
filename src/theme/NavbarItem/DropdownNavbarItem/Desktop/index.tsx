/**
 * Ejected from @docusaurus/theme-classic 3.10 (NavbarItem/DropdownNavbarItem/Desktop).
 * Changes: the menu also closes when the mouse leaves it and on Escape (focus returns to the trigger),
 * as the spec asks of the Features dropdown. Escape anywhere on the page closes a menu opened by hovering
 * too (WCAG 1.4.13): Infima shows it on `.dropdown--hoverable:hover`, so that class is dropped until the
 * pointer leaves. See src/theme/README.md.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  // Closed with Escape while the pointer rests on it: not shown on hover again until the pointer leaves.
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const handleOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    const element = dropdownRef.current;
    const handleMouseLeave = () => {
      setShowDropdown(false);
      setDismissed(false);
    };
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element) return;
      const opened = element.classList.contains('dropdown--show');
      const hovered = element.matches(':hover');
      if (!opened && !hovered) return;
      setShowDropdown(false);
      if (hovered) setDismissed(true);
      // Back to the trigger only from inside the menu: a menu opened by the pointer leaves the focus alone.
      if (element.contains(document.activeElement)) {
        element.querySelector<HTMLElement>('.navbar__link')?.focus();
      }
    };
    document.addEventListener('mousedown', handleOutside);
    document.addEventListener('touchstart', handleOutside);
    document.addEventListener('focusin', handleOutside);
    document.addEventListener('keydown', handleEscape);
    element?.addEventListener('mouseleave', handleMouseLeave);
    return () => {
      document.removeEventListener('mousedown', handleOutside);
      document.removeEventListener('touchstart', handleOutside);
      document.removeEventListener('focusin', handleOutside);
      document.removeEventListener('keydown', handleEscape);
      element?.removeEventListener('mouseleave', handleMouseLeave);
    };
  }, []);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !dismissed,
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
