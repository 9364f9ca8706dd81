import {render, screen, within} from '@testing-library/react';
import {pickTestimonials} from '../../data/testimonials';
import Testimonials, {RESULTS_NOTE} from '.';

test('renders each testimonial with a text rating, quote, name, role and avatar alt text', () => {
  const items = pickTestimonials('priya', 'daniel', 'ananya');
  render(<Testimonials items={items} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  items.forEach((t, i) => {
    const card = within(cards[i]!);
    expect(card.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(card.getByText(t.quote)).toBeInTheDocument();
    expect(card.getByText(t.name)).toBeInTheDocument();
    // The role keeps each hyphenated compound on one line, in an element of its own.
    expect(cards[i]).toHaveTextContent(t.role);
    expect(card.getByRole('img', {name: t.alt})).toHaveAttribute('width', '48');
  });
});

test('adds an individual-results note only under quotes that claim an outcome', () => {
  const {unmount} = render(<Testimonials items={pickTestimonials('priya', 'rohit')} />);
  expect(screen.getByText(RESULTS_NOTE)).toBeInTheDocument();
  unmount();
  render(<Testimonials items={pickTestimonials('rohit', 'sophie', 'kavya')} />);
  expect(screen.queryByText(RESULTS_NOTE)).not.toBeInTheDocument();
});
