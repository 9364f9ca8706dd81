import type {PropsWithChildren} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Reveal from '../Reveal';
import styles from './styles.module.css';

export type SectionTone = 'default' | 'muted' | 'brand' | 'dark';

export interface SectionProps extends PropsWithChildren {
  /** Anchor id; registered with the broken-anchor checker so links like /#pre-register validate. */
  readonly id?: string;
  readonly tone?: SectionTone;
  /** Animate in when scrolled into view (default true). */
  readonly reveal?: boolean;
  readonly className?: string;
  /** Accessible name of the region, usually the id of its heading. */
  readonly labelledBy?: string;
  readonly narrow?: boolean;
}

/** A full-width page band with a centred container: the building block of every marketing page. */
export default function Section({
  id,
  tone = 'default',
  reveal = true,
  className,
  labelledBy,
  narrow = false,
  children,
}: SectionProps) {
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const body = <div className={clsx('container', narrow && styles.narrow)}>{children}</div>;
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], className)}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
