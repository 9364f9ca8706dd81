import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {keepCompounds} from '@site/src/lib/compounds';
import {keepUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';

export interface SectionTitleProps {
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  /** Heading level; h2 for sections, h1 for a page header. */
  readonly as?: 'h1' | 'h2';
  readonly id?: string;
  readonly align?: 'center' | 'start';
  readonly className?: string;
}

/**
 * The id of the element holding the words of a SectionTitle's heading, which names its Section: the
 * heading itself would name it by its words and its direct link ("Direct link to …") together.
 */
export function sectionTitleTextId(headingId: string): string {
  return `${headingId}-text`;
}

/** The title's words and the id of their element, for TitleHeading. */
const TitleWords = createContext<{readonly id: string; readonly words: ReactNode} | null>(null);

/**
 * The h2 that Heading renders (its `as`): the title's words in an element with an id of their own, then
 * Heading's direct link. Heading itself is given the title as its children, so the link keeps its label
 * "Direct link to <title>"; a span given to Heading would make that "Direct link to <id>".
 */
function TitleHeading({children, ...props}: ComponentProps<'h2'>) {
  const title = useContext(TitleWords);
  if (!title) return <h2 {...props}>{children}</h2>;
  const link = Children.toArray(children).find(
    (child) => isValidElement<{className?: string}>(child) && child.props.className === 'hash-link',
  );
  return (
    <h2 {...props}>
      <span id={title.id}>{title.words}</span>
      {link}
    </h2>
  );
}

/**
 * Eyebrow, heading and lead paragraph at the top of a section. A title or lead given as text keeps each
 * number on the line of its unit, and a title each hyphenated compound on one line. With an id, the title's
 * words sit in an element of their own (`sectionTitleTextId`), which names the Section.
 */
export default function SectionTitle({
  title,
  eyebrow,
  lead,
  as = 'h2',
  id,
  align = 'center',
  className,
}: SectionTitleProps) {
  const words = keepCompounds(keepUnits(title));
  const headingClass = clsx(styles.title, as === 'h1' && styles.pageTitle);
  return (
    <header className={clsx(styles.header, styles[align], className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      {id && as === 'h2' ? (
        <TitleWords.Provider value={{id: sectionTitleTextId(id), words}}>
          {/* Heading renders any component as `as`; its type lists only the tag names. */}
          <Heading as={TitleHeading as unknown as 'h2'} id={id} className={headingClass}>
            {words}
          </Heading>
        </TitleWords.Provider>
      ) : (
        <Heading as={as} id={id} className={headingClass}>
          {id ? <span id={sectionTitleTextId(id)}>{words}</span> : words}
        </Heading>
      )}
      {lead && <p className={styles.lead}>{keepUnits(lead)}</p>}
    </header>
  );
}
