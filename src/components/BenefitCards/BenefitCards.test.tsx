import {render, screen, within} from '@testing-library/react';
import {VS_BENEFITS} from '../../data/benefits';
import BenefitCards from '.';

test('renders every benefit as a card with a decorative icon, a heading and its description', () => {
  render(<BenefitCards items={VS_BENEFITS} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(VS_BENEFITS.length);
  VS_BENEFITS.forEach((benefit, i) => {
    const card = within(cards[i]!);
    expect(card.getByRole('heading', {level: 3, name: benefit.title})).toBeInTheDocument();
    expect(card.getByText(benefit.description)).toBeInTheDocument();
    const svg = cards[i]!.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });
});
