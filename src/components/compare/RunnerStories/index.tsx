import type {ReactNode} from 'react';
import {pickTestimonials, type TestimonialId} from '../../../data/testimonials';
import Section, {type SectionTone} from '../../Section';
import SectionTitle from '../../SectionTitle';
import Testimonials from '../../Testimonials';

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
