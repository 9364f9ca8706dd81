import type {ReactNode} from 'react';
import {COMPARISON_LINKS, type ComparisonLink} from '@site/src/domains/comparisons/comparisons';
import LinkCards from '@site/src/components/LinkCards';
import Section, {type SectionTone} from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
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
    <Section tone={tone} labelledBy={sectionTitleTextId(headingId)}>
      <SectionTitle id={headingId} title={title} lead={lead} />
      <LinkCards
        items={to.map((path) => COMPARISON_LINKS[path])}
        labelledBy={sectionTitleTextId(headingId)}
        className={styles.centred}
      />
    </Section>
  );
}
