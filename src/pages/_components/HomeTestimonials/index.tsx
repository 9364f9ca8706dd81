import {TESTIMONIALS_ID} from '../../../constants';
import {pickTestimonials} from '../../../data/testimonials';
import Section from '../../../components/Section';
import SectionTitle from '../../../components/SectionTitle';
import Testimonials from '../../../components/Testimonials';

const ITEMS = pickTestimonials('priya', 'daniel', 'ananya');

/** Three beta runners in their own words (anchor: #testimonials). */
export default function HomeTestimonials() {
  return (
    <Section id={TESTIMONIALS_ID} labelledBy="testimonials-title">
      <SectionTitle
        id="testimonials-title"
        eyebrow="From the beta"
        title="Runners who trained with it"
        lead="A first half marathon, a comeback from injury and a first 5K: three beta runners on what changed."
      />
      <Testimonials items={ITEMS} />
    </Section>
  );
}
