import {TESTIMONIAL_RATING} from '../constants';

export type TestimonialId = 'priya' | 'daniel' | 'ananya' | 'marcus' | 'rohit' | 'sophie' | 'kavya' | 'tom';

export interface Testimonial {
  readonly id: TestimonialId;
  /** Always the spec's 5 stars. */
  readonly rating: typeof TESTIMONIAL_RATING;
  readonly quote: string;
  /** First name and initial only. */
  readonly name: string;
  /** Runner type, e.g. 'First-time half marathoner'. */
  readonly role: string;
  /** Path under static/, a 96x96 WebP. */
  readonly image: string;
  readonly alt: string;
  /** The quote claims an outcome (a time, a finish, no injury): shown with an 'individual results vary' note. */
  readonly claimsResult: boolean;
}

const avatar = (id: TestimonialId) => `/img/testimonials/${id}.webp`;

/** Beta runners' words (names shortened with permission). Pages pick the ones that fit by id. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya',
    claimsResult: true,
    rating: TESTIMONIAL_RATING,
    quote:
      'I missed two runs during a work trip and expected to start over. Instead the week quietly rebuilt itself around my long run, and I still ran my first half in 2:11.',
    name: 'Priya S.',
    role: 'First-time half marathoner, Bengaluru',
    image: avatar('priya'),
    alt: 'Avatar with the initials PS',
  },
  {
    id: 'daniel',
    claimsResult: true,
    rating: TESTIMONIAL_RATING,
    quote:
      'The fatigue warning came three days before my shin would normally start complaining. I took the easy week it suggested and finished the block without a single niggle.',
    name: 'Daniel K.',
    role: 'Marathoner returning from injury',
    image: avatar('daniel'),
    alt: 'Avatar with the initials DK',
  },
  {
    id: 'ananya',
    claimsResult: true,
    rating: TESTIMONIAL_RATING,
    quote:
      'I went from walk breaks to running a full 5K in eight weeks. The warm-ups made the early mornings feel less brutal, and the coach chat answered every silly question.',
    name: 'Ananya R.',
    role: 'New runner, 5K plan',
    image: avatar('ananya'),
    alt: 'Avatar with the initials AR',
  },
  {
    id: 'marcus',
    claimsResult: true,
    rating: TESTIMONIAL_RATING,
    quote:
      'Other apps gave me a plan and left me to it. This one noticed my easy runs were too fast, told me why it mattered, and my 10K dropped by almost three minutes.',
    name: 'Marcus T.',
    role: '10K runner, switched from a plan-based app',
    image: avatar('marcus'),
    alt: 'Avatar with the initials MT',
  },
  {
    id: 'rohit',
    claimsResult: false,
    rating: TESTIMONIAL_RATING,
    quote:
      'Training through a Mumbai monsoon used to wreck my plans. Now a washed-out week just shifts the sessions, and the nutrition tips actually fit what I eat at home.',
    name: 'Rohit M.',
    role: 'Marathon runner, Mumbai',
    image: avatar('rohit'),
    alt: 'Avatar with the initials RM',
  },
  {
    id: 'sophie',
    claimsResult: false,
    rating: TESTIMONIAL_RATING,
    quote:
      'Holiday mode is the feature I did not know I needed. Two weeks away, one tap to pause, and the plan eased me back in instead of throwing me straight into intervals.',
    name: 'Sophie L.',
    role: 'Half marathoner and parent of two',
    image: avatar('sophie'),
    alt: 'Avatar with the initials SL',
  },
  {
    id: 'kavya',
    claimsResult: false,
    rating: TESTIMONIAL_RATING,
    quote:
      'Feedback lands the moment my run syncs, not at the end of the week. Seeing why a tempo felt hard, heat and a short night, changed how I think about bad days.',
    name: 'Kavya N.',
    role: 'Club runner, Chennai',
    image: avatar('kavya'),
    alt: 'Avatar with the initials KN',
  },
  {
    id: 'tom',
    claimsResult: true,
    rating: TESTIMONIAL_RATING,
    quote:
      'The taper was the first one I trusted. Form climbed right on schedule and I ran a twelve-minute marathon personal best feeling fresh at 35K.',
    name: 'Tom B.',
    role: 'Sub-3:30 marathon runner',
    image: avatar('tom'),
    alt: 'Avatar with the initials TB',
  },
];

/** The testimonials with these ids, in this order; throws on an unknown id so a typo fails the build. */
export function pickTestimonials(...ids: TestimonialId[]): Testimonial[] {
  return ids.map((id) => {
    const found = TESTIMONIALS.find((t) => t.id === id);
    if (!found) throw new Error(`No testimonial with id "${id}"`);
    return found;
  });
}
