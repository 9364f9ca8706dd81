import type {AnchorHTMLAttributes, PropsWithChildren} from 'react';
import {Link as RouterLink} from 'react-router-dom';

type Props = PropsWithChildren<AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}>;

/** Stand-in for @docusaurus/Link: router links for `to`, plain anchors for `href`. */
export default function Link({to, href, children, ...rest}: Props) {
  if (to !== undefined) {
    return (
      <RouterLink to={to} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
