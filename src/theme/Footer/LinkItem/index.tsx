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
import {isModifiedClick, scrollToTopAfterFooterNavigation} from '@site/src/lib/sectionNavigation';

const HOME_SECTION = /^\/#([\w-]+)$/;

export default function FooterLinkItem({item}: Props): ReactNode {
  const {to, href, label, className} = item;
  const linkClass = clsx('footer__link-item', className);

  const section = to ? HOME_SECTION.exec(to)?.[1] : undefined;
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
          <svg
            className="footer__external-icon"
            width="12"
            height="12"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
            />
          </svg>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </Link>
  );
}
