import type {ReactNode} from 'react';
import type {Benefit} from '../../../data/benefits';
import BenefitCards from '../../BenefitCards';
import Section, {type SectionTone} from '../../Section';
import SectionTitle from '../../SectionTitle';
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
    <Section tone={tone} labelledBy={headingId}>
      <SectionTitle id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <BenefitCards items={benefits} />
      <TrainingLoadLine />
    </Section>
  );
}
