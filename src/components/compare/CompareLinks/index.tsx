import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {COMPARISON_LINKS, type ComparisonLink} from '../../../data/comparisons';
import Section, {type SectionTone} from '../../Section';
import SectionTitle from '../../SectionTitle';
import styles from './styles.module.css';

export interface CompareLinksProps {
  readonly to: readonly ComparisonLink['to'][];
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  readonly tone?: SectionTone;
  readonly headingId?: string;
}

/** Link cards to other comparison pages, as a labelled navigation region. */
export default function CompareLinks({
  to,
  title,
  lead,
  tone = 'muted',
  headingId = 'more-comparisons',
}: CompareLinksProps) {
  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionTitle id={headingId} title={title} lead={lead} />
      <nav aria-labelledby={headingId}>
        <ul className={styles.grid}>
          {to.map((path) => {
            const link = COMPARISON_LINKS[path];
            return (
              <li key={path}>
                <Link className={styles.card} to={link.to}>
                  <span className={styles.title}>{link.title}</span>
                  <span className={styles.summary}>{link.summary}</span>
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Section>
  );
}
