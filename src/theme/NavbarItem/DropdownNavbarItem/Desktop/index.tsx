/**
 * Ejected from @docusaurus/theme-classic 3.10 (NavbarItem/DropdownNavbarItem/Desktop).
 * Changes: the menu also closes when the mouse leaves it and on Escape (focus returns to the trigger),
 * as the spec asks of the Features dropdown. See src/theme/README.md.
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

  useEffect(() => {
    const handleOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    const element = dropdownRef.current;
    const handleMouseLeave = () => setShowDropdown(false);
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!element?.classList.contains('dropdown--show')) return;
      setShowDropdown(false);
      element.querySelector<HTMLElement>('.navbar__link')?.focus();
    };
    document.addEventListener('mousedown', handleOutside);
    document.addEventListener('touchstart', handleOutside);
    document.addEventListener('focusin', handleOutside);
    element?.addEventListener('mouseleave', handleMouseLeave);
    element?.addEventListener('keydown', handleEscape);
    return () => {
      document.removeEventListener('mousedown', handleOutside);
      document.removeEventListener('touchstart', handleOutside);
      document.removeEventListener('focusin', handleOutside);
      element?.removeEventListener('mouseleave', handleMouseLeave);
      element?.removeEventListener('keydown', handleEscape);
    };
  }, []);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
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
