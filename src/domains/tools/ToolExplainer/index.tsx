import {Fragment, type ReactNode} from 'react';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import {formulaPieces} from './formulaLine';
import styles from './styles.module.css';
import {keepNumbersWithUnits, keepUnits} from '@site/src/lib/typography';

export interface Citation {
  /** Authors and year, e.g. "Daniels, J. & Gilbert, J. (1979)". */
  readonly authors: string;
  readonly title: string;
  /** Publisher or journal. */
  readonly where: string;
}

export interface ToolExplainerProps {
  /** Prefix for the section's ids. */
  readonly id: string;
  readonly title: string;
  /** How the tool works, in paragraphs. */
  readonly how: readonly ReactNode[];
  /** The formula lines, shown as written. */
  readonly formula: readonly string[];
  /** What the symbols mean. */
  readonly formulaNotes?: readonly ReactNode[];
  readonly sources: readonly Citation[];
  /** Where the numbers stop being right. */
  readonly limits: readonly ReactNode[];
}

/**
 * How a tool works, its formula and where it comes from, and its limits: server-rendered text, from plain
 * strings (the tools' content modules), with nothing interactive in it: on the first load the band keeps its
 * server HTML and is not hydrated.
 */
export default function ToolExplainer({
  id,
  title,
  how,
  formula,
  formulaNotes = [],
  sources,
  limits,
}: ToolExplainerProps) {
  const headingId = `${id}-how-title`;
  return (
    <Section labelledBy={sectionTitleTextId(headingId)} interactive={false}>
      <SectionTitle id={headingId} eyebrow="How it works" title={title} align="start" />
      <div className={styles.grid}>
        <div className={styles.prose}>
          {how.map((paragraph, index) => (
            <p key={index}>{keepUnits(paragraph)}</p>
          ))}
          <h3 className={styles.subheading}>Limits</h3>
          <ul>
            {limits.map((limit, index) => (
              <li key={index}>{keepUnits(limit)}</li>
            ))}
          </ul>
        </div>
        {/* A region of its own, not an <aside>: a complementary landmark inside the section's region is
            one axe flags (best practice: complementary landmarks belong at the top level). */}
        <section className={styles.formulaCard} aria-labelledby={`${id}-formula-title`}>
          <h3 id={`${id}-formula-title`} className={styles.subheading}>
            The formula
          </h3>
          <div className={styles.formula}>
            {formula.map((line) => (
              <p key={line}>
                <code>
                  {formulaPieces(line).map((piece, index) => (
                    <Fragment key={index}>
                      {index > 0 && <wbr />}
                      {piece}
                    </Fragment>
                  ))}
                </code>
              </p>
            ))}
          </div>
          {formulaNotes.map((note, index) => (
            <p key={index} className={styles.note}>
              {keepUnits(note)}
            </p>
          ))}
          <h3 className={styles.subheading}>Sources</h3>
          <ul className={styles.sources}>
            {sources.map((source) => (
              <li key={source.title}>
                {source.authors}. <cite>{keepNumbersWithUnits(source.title)}</cite>.{' '}
                {keepNumbersWithUnits(source.where)}.
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
