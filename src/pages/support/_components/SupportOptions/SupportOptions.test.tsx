import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {SUPPORT_OPTIONS} from '../supportOptions';
import SupportOptions from '.';

test('renders one card per option with its title, availability, description and early-access button', () => {
  render(
    <MemoryRouter initialEntries={['/support']}>
      <SupportOptions />
    </MemoryRouter>,
  );
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  SUPPORT_OPTIONS.forEach((option, i) => {
    const card = within(cards[i]!);
    expect(card.getByRole('heading', {level: 3, name: option.title})).toBeInTheDocument();
    expect(card.getByRole('article', {name: option.title})).toBeInTheDocument();
    // The text matcher reads the page's no-break spaces as ordinary ones.
    expect(card.getByText(option.availability.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(card.getByText(option.description)).toBeInTheDocument();
    expect(card.getByRole('link', {name: option.action})).toHaveAttribute('href', '/#pre-register');
  });
  expect(
    screen.getByText(/Monday to Friday, 9:00 to 18:00 ET \(New York time\); 19:30 to 04:30 IST/),
  ).toBeInTheDocument();
  expect(screen.getByText('A person on our support team replies within 24 hours.')).toBeInTheDocument();
});
