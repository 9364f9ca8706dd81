import {
  Children,
  Fragment,
  isValidElement,
  useEffect,
  useRef,
  type PropsWithChildren,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Reveal from '../Reveal';
import StaticMarkup from '../StaticMarkup';
import SectionTitle, {sectionTitleTextId} from '../SectionTitle';
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
   * The id of the heading that names the region. A SectionTitle's heading names it by its words alone (the
   * element `sectionTitleTextId` gives), not by its words and its direct link's "Direct link to …".
   */
  readonly labelledBy?: string;
  readonly narrow?: boolean;
  /**
   * False when nothing in the section needs JavaScript (text, images, plain links): its server HTML is then
   * kept as it is on the first load instead of being hydrated (StaticMarkup). Default true.
   */
  readonly interactive?: boolean;
}

/** Whether `node` holds, in its own markup, the SectionTitle whose heading has the id `headingId`. */
function hasSectionTitle(node: ReactNode, headingId: string): boolean {
  return Children.toArray(node).some((child) => {
    if (!isValidElement<{id?: string; children?: ReactNode}>(child)) return false;
    if (child.type === SectionTitle) return child.props.id === headingId;
    // Only markup and fragments are looked into: what another component renders is not known here.
    return (
      (typeof child.type === 'string' || child.type === Fragment) &&
      hasSectionTitle(child.props.children, headingId)
    );
  });
}

/**
 * The id that names the region. A SectionTitle's heading holds its direct link ("Direct link to …") too,
 * so a region it heads is named by the element holding its words (`sectionTitleTextId`); any other heading
 * names it itself. The server HTML takes the SectionTitle's words where the section's own markup holds
 * it, the heading otherwise (a SectionTitle another component renders, a plain heading); once the page
 * runs, the section points at the SectionTitle's words wherever the page has them, at the heading if not.
 */
function useNameId(
  section: RefObject<HTMLElement | null>,
  headingId: string | undefined,
  children: ReactNode,
) {
  useEffect(() => {
    if (!headingId || !section.current) return;
    const textId = sectionTitleTextId(headingId);
    const nameId = document.getElementById(textId) ? textId : headingId;
    if (section.current.getAttribute('aria-labelledby') !== nameId) {
      section.current.setAttribute('aria-labelledby', nameId);
    }
  });
  if (!headingId) return undefined;
  return hasSectionTitle(children, headingId) ? sectionTitleTextId(headingId) : headingId;
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
  const ref = useRef<HTMLElement>(null);
  const nameId = useNameId(ref, labelledBy, children);
  const container = clsx('container', narrow && styles.narrow);
  const body = interactive ? (
    <div className={container}>{children}</div>
  ) : (
    <StaticMarkup className={container}>{children}</StaticMarkup>
  );
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={nameId}
      className={clsx(styles.section, styles[tone], className)}
    >
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
