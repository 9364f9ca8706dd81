import type {PropsWithChildren} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Reveal from '../Reveal';
import StaticMarkup from '../StaticMarkup';
import styles from './styles.module.css';

export type SectionTone = 'default' | 'muted' | 'brand' | 'dark';

export interface SectionProps extends PropsWithChildren {
  /** Anchor id; registered with the broken-anchor checker so links like /#pre-register validate. */
  readonly id?: string;
  readonly tone?: SectionTone;
  /** Animate in when scrolled into view (default true). */
  readonly reveal?: boolean;
  readonly className?: string;
  /**
   * The id of the element whose words name the region. Under a SectionTitle pass `sectionTitleTextId(its id)`:
   * the title's words alone, not its heading, which also holds the direct link's "Direct link to …". Under a
   * plain heading pass the heading's id.
   */
  readonly labelledBy?: string;
  readonly narrow?: boolean;
  /**
   * False when nothing in the section needs JavaScript (text, images, plain links): its server HTML is then
   * kept as it is on the first load instead of being hydrated (StaticMarkup). Default true.
   */
  readonly interactive?: boolean;
}

/** A full-width page band with a centred container: the building block of every marketing page. */
export default function Section({
  id,
  tone = 'default',
  reveal = true,
  className,
  labelledBy,
  narrow = false,
  interactive = true,
  children,
}: SectionProps) {
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const container = clsx('container', narrow && styles.narrow);
  const body = interactive ? (
    <div className={container}>{children}</div>
  ) : (
    <StaticMarkup className={container}>{children}</StaticMarkup>
  );
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], className)}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
