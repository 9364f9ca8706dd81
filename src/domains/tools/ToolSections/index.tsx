import type {PropsWithChildren, ReactNode} from 'react';
import Faq from '@site/src/components/Faq';
import type {FaqItem} from '@site/src/components/Faq/faq';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';

interface TitledSectionProps extends PropsWithChildren {
  /** Prefix for the ids on the page. */
  readonly id: string;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
}

/** The band that holds a tool's form, right under the hero. */
export function CalculatorSection({id, title, lead, children}: TitledSectionProps) {
  const headingId = `${id}-calculator-title`;
  return (
    <Section id="calculator" labelledBy={sectionTitleTextId(headingId)} reveal={false}>
      <SectionTitle id={headingId} eyebrow="Calculator" title={title} lead={lead} align="start" />
      {children}
    </Section>
  );
}

/**
 * The server-rendered reference table: what the page offers without JavaScript. Tables of numbers from typed
 * data, with nothing interactive in them (they scroll sideways by CSS alone): on the first load the band
 * keeps its server HTML and is not hydrated (up to 210 elements, the pace chart's).
 */
export function ReferenceSection({id, title, lead, children}: TitledSectionProps) {
  const headingId = `${id}-reference-title`;
  return (
    <Section id="reference" tone="muted" labelledBy={sectionTitleTextId(headingId)} interactive={false}>
      <SectionTitle id={headingId} eyebrow="Reference" title={title} lead={lead} align="start" />
      {children}
    </Section>
  );
}

export interface ToolFaqSectionProps {
  readonly id: string;
  readonly items: readonly FaqItem[];
}

/** The tool's questions, also as FAQPage structured data. */
export function ToolFaqSection({id, items}: ToolFaqSectionProps) {
  const headingId = `${id}-faq-title`;
  return (
    <Section id="faq" labelledBy={sectionTitleTextId(headingId)} narrow>
      <SectionTitle id={headingId} eyebrow="FAQ" title="Questions runners ask" />
      <Faq items={items} name={`${id}-faq`} structuredData />
    </Section>
  );
}
