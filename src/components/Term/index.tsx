import type {PropsWithChildren, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {glossaryHref, type GlossaryId, type TermMatch} from './glossary';

export type {GlossaryId, TermMatch};
import styles from './styles.module.css';
import {keepNumbersWithUnits} from '@site/src/lib/typography';

export interface TermProps {
  /** The term's anchor on /glossary. */
  readonly id: GlossaryId;
}

/**
 * A term linked to its glossary entry: `<Term id="ctl">CTL</Term>`. A plain link (works without JavaScript,
 * base-URL safe through Link), marked with a dotted underline so it reads as "defined elsewhere", not as a
 * call to action. Use it at the first use of a term on a page, not at every use.
 */
export default function Term({id, children}: PropsWithChildren<TermProps>) {
  return (
    <Link to={glossaryHref(id)} className={styles.term}>
      {children}
    </Link>
  );
}

export interface TermTextProps {
  readonly text: string;
  /** Each term's first occurrence in `text` becomes a link; text without a match stays plain. */
  readonly terms?: readonly TermMatch[];
}

/**
 * Plain text from a data module with the first occurrence of each given term linked to the glossary, so data
 * stays strings: `<TermText text="How hard the run felt (your RPE)" terms={[['rpe', 'RPE']]} />`.
 */
export function TermText({text, terms = []}: TermTextProps) {
  const found = terms
    .map(([id, words]) => ({id, words, at: text.indexOf(words)}))
    .filter((match) => match.at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const {id, words, at} of found) {
    if (at < cursor) continue; // overlapping matches: the earlier one wins
    parts.push(keepNumbersWithUnits(text.slice(cursor, at)));
    parts.push(
      <Term key={`${id}-${at}`} id={id}>
        {keepNumbersWithUnits(words)}
      </Term>,
    );
    cursor = at + words.length;
  }
  parts.push(keepNumbersWithUnits(text.slice(cursor)));
  return <>{parts}</>;
}
