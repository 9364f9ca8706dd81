import type {ReactNode} from 'react';
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
 * Eyebrow, heading and lead paragraph at the top of a section. A title or lead given as text keeps each
 * number on the line of its unit, and a title each hyphenated compound on one line.
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
  return (
    <header className={clsx(styles.header, styles[align], className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading as={as} id={id} className={clsx(styles.title, as === 'h1' && styles.pageTitle)}>
        {keepCompounds(keepUnits(title))}
      </Heading>
      {lead && <p className={styles.lead}>{keepUnits(lead)}</p>}
    </header>
  );
}
