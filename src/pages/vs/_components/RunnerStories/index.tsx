import type {ReactNode} from 'react';
import {pickTestimonials, type TestimonialId} from '@site/src/data/testimonials';
import Section, {type SectionTone} from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import Testimonials from '@site/src/components/Testimonials';

export interface RunnerStoriesProps {
  readonly ids: readonly TestimonialId[];
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  readonly tone?: SectionTone;
  readonly headingId?: string;
}

/** A band of runner testimonials picked by id. */
export default function RunnerStories({
  ids,
  title,
  eyebrow,
  lead,
  tone = 'default',
  headingId = 'runner-stories',
}: RunnerStoriesProps) {
  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionTitle id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <Testimonials items={pickTestimonials(...ids)} />
    </Section>
  );
}
