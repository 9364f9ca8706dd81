import type {MouseEvent, PropsWithChildren} from 'react';
import Link from '@docusaurus/Link';
import {useHomeSectionNavigation} from '../../hooks/useHomeSectionNavigation';
import {isModifiedClick} from '../../lib/sectionNavigation';

export interface HomeSectionLinkProps extends PropsWithChildren {
  /** Id of the home-page section, e.g. 'pre-register'. */
  readonly section: string;
  readonly className?: string;
  /** Runs before navigating, e.g. to close the mobile drawer. */
  readonly onNavigate?: () => void;
}

/**
 * A real link to `/#section` (works without JavaScript). With JavaScript it scrolls smoothly to the
 * section on the home page, or navigates home first and scrolls after 500 ms.
 */
export default function HomeSectionLink({section, className, onNavigate, children}: HomeSectionLinkProps) {
  const goToSection = useHomeSectionNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    goToSection(section);
  };
  return (
    <Link to={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}
