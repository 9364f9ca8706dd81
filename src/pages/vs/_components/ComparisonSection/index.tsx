import type {ReactNode} from 'react';
import type {Comparison} from '@site/src/domains/comparisons/comparisons';
import ComparisonTable from '@site/src/domains/comparisons/ComparisonTable';
import Section, {type SectionTone} from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';

export interface ComparisonSectionProps {
  /** Anchor id of the section; its heading gets `${id}-title`. */
  readonly id: string;
  readonly comparison: Comparison;
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  readonly tone?: SectionTone;
}

/** A page band holding one comparison table, its legend and its fine print. */
export default function ComparisonSection({
  id,
  comparison,
  title,
  eyebrow,
  lead,
  tone = 'default',
}: ComparisonSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={sectionTitleTextId(headingId)}>
      <SectionTitle id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <ComparisonTable comparison={comparison} />
    </Section>
  );
}
