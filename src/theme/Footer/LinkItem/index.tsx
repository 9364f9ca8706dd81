/**
 * Replaces @docusaurus/theme-classic's Footer/LinkItem (ejected, rewritten).
 * Internal links navigate, then scroll the new page to the top after 100 ms; links to a home-page
 * section (/#pre-register, /#testimonials) use the shared section navigation; external links open
 * as usual with the external-link icon. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {Props} from '@theme/Footer/LinkItem';
import HomeSectionLink from '@site/src/components/HomeSectionLink';
import {
  isModifiedClick,
  scrollToTopAfterFooterNavigation,
  sectionOfHash,
} from '@site/src/lib/sectionNavigation';
import Icon from '@site/src/components/Icon';

export default function FooterLinkItem({item}: Props): ReactNode {
  const {to, href, label, className} = item;
  const linkClass = clsx('footer__link-item', className);

  // `/#section`: a section of the home page.
  const section = to?.startsWith('/#') ? sectionOfHash(to.slice(1)) : undefined;
  if (section) {
    return (
      <HomeSectionLink section={section} className={linkClass}>
        {label}
      </HomeSectionLink>
    );
  }
  if (to) {
    return (
      <Link
        to={to}
        className={linkClass}
        onClick={(event) => {
          if (!isModifiedClick(event)) scrollToTopAfterFooterNavigation();
        }}
      >
        {label}
      </Link>
    );
  }
  return (
    <Link href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
      {label}
      {href && !isInternalUrl(href) && (
        <>
          <Icon name="external-link" size={12} className="footer__external-icon" />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </Link>
  );
}
