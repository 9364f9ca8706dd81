import type {ReactNode} from 'react';
import type {Benefit} from '@site/src/data/benefits';
import BenefitCards from '@site/src/components/BenefitCards';
import Section, {type SectionTone} from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import TrainingLoadLine from '../TrainingLoadLine';

export interface WhySwitchProps {
  readonly benefits: readonly Benefit[];
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  readonly tone?: SectionTone;
}

/** Benefit cards followed by the line on the training-load metrics behind them. */
export default function WhySwitch({benefits, title, eyebrow, lead, tone = 'muted'}: WhySwitchProps) {
  const headingId = 'why-switch';
  return (
    <Section tone={tone} labelledBy={sectionTitleTextId(headingId)}>
      <SectionTitle id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <BenefitCards items={benefits} />
      <TrainingLoadLine />
    </Section>
  );
}
