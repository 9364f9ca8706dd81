import type {PropsWithChildren} from 'react';
import clsx from 'clsx';
import {PRE_REGISTER_ID} from '../../constants';
import HomeSectionLink from '../HomeSectionLink';

export type EarlyAccessVariant = 'primary' | 'secondary' | 'outline' | 'link';

export interface EarlyAccessLinkProps extends PropsWithChildren {
  readonly variant?: EarlyAccessVariant;
  readonly size?: 'sm' | 'lg';
  readonly className?: string;
  readonly onNavigate?: () => void;
}

const VARIANT_CLASS: Record<EarlyAccessVariant, string | undefined> = {
  primary: 'button button--primary',
  secondary: 'button button--secondary',
  outline: 'button button--outline button--primary',
  link: undefined,
};

/**
 * Every call to action that leads to the early-access sign-up (Get Early Access, Start Free Trial,
 * Join the Waitlist, ...) is this link: it ends at `/#pre-register`.
 */
export default function EarlyAccessLink({
  variant = 'primary',
  size,
  className,
  onNavigate,
  children = 'Get Early Access',
}: EarlyAccessLinkProps) {
  return (
    <HomeSectionLink
      section={PRE_REGISTER_ID}
      onNavigate={onNavigate}
      className={clsx(VARIANT_CLASS[variant], size && variant !== 'link' && `button--${size}`, className)}
    >
      {children}
    </HomeSectionLink>
  );
}
