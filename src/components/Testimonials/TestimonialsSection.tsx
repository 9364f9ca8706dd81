import type {ReactNode} from 'react';
import {pickTestimonials, type TestimonialId} from '../../data/testimonials';
import Section, {type SectionTone} from '../Section';
import SectionTitle, {sectionTitleTextId} from '../SectionTitle';
import Testimonials from '.';

export interface TestimonialsSectionProps {
  /** The section's anchor, if it has one (the home page's #testimonials). */
  readonly id?: string;
  readonly ids: readonly TestimonialId[];
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  readonly tone?: SectionTone;
  readonly headingId?: string;
}

/** A band of runner testimonials picked by id, under its own title. */
export default function TestimonialsSection({
  id,
  ids,
  title,
  eyebrow = 'From the beta',
  lead,
  tone = 'default',
  headingId = id ? `${id}-title` : 'runner-stories',
}: TestimonialsSectionProps) {
  return (
    <Section id={id} tone={tone} labelledBy={sectionTitleTextId(headingId)} interactive={false}>
      <SectionTitle id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <Testimonials items={pickTestimonials(...ids)} />
    </Section>
  );
}
