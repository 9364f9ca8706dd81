import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import Term, {TermText} from '.';

test('a term is a plain link to its glossary anchor', () => {
  render(<Term id="ctl">CTL</Term>, {wrapper: MemoryRouter});
  expect(screen.getByRole('link', {name: 'CTL'})).toHaveAttribute('href', '/glossary#ctl');
});

test('TermText links the first occurrence of each term and keeps the rest of the text', () => {
  const {container} = render(
    <TermText
      text="Your form and load ratio; form again."
      terms={[
        ['acwr', 'load ratio'],
        ['tsb', 'form'],
        ['rpe', 'RPE'],
      ]}
    />,
    {wrapper: MemoryRouter},
  );
  expect(container).toHaveTextContent('Your form and load ratio; form again.');
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['form', '/glossary#tsb'],
    ['load ratio', '/glossary#acwr'],
  ]);
});

test('TermText without terms is just the text', () => {
  const {container} = render(<TermText text="Plain." />);
  expect(container.innerHTML).toBe('Plain.');
});
