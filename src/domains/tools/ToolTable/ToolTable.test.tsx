import {render, screen, within} from '@testing-library/react';
import ToolTable from '.';

const ROWS = [
  {key: 'easy', cells: ['Easy', '5:40', 'Most of your running']},
  {key: 'tempo', cells: ['Threshold', '4:50', 'Comfortably hard, 20 minutes'], highlight: true},
];

function renderTable(wrapLast: boolean) {
  return render(
    <ToolTable
      caption="Your paces (5K in 25:00)"
      label="Your paces table"
      columns={['Pace', 'Per km', 'What it is for']}
      rows={ROWS}
      wrapLast={wrapLast}
    />,
  );
}

test('the table is named by its caption, which sits outside the region that scrolls', () => {
  renderTable(false);
  const table = screen.getByRole('table', {name: 'Your paces (5K in 25:00)'});
  const region = screen.getByRole('group', {name: 'Your paces table'});
  expect(region).toContainElement(table);
  // Inside the scroller the caption would be as wide as the table and scroll out of view with it.
  expect(region).not.toHaveTextContent('Your paces (5K in 25:00)');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Pace', 'Per km', 'What it is for']);
  expect(within(table).getByRole('rowheader', {name: 'Threshold'})).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a table with a column of prose also has one card per row for phones, each value under its column', () => {
  renderTable(true);
  expect(screen.getByRole('table', {name: 'Your paces (5K in 25:00)'})).toBeInTheDocument();
  const cards = within(screen.getByRole('list', {name: 'Your paces (5K in 25:00)'})).getAllByRole('listitem');
  expect(cards.map((card) => card.firstChild?.textContent)).toEqual(['Easy', 'Threshold']);
  expect(
    within(cards[1]!)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Per km', 'What it is for']);
  expect(
    within(cards[1]!)
      .getAllByRole('definition')
      .map((value) => value.textContent),
    // A number keeps its unit on its line in the card (a no-break space).
  ).toEqual(['4:50', 'Comfortably hard, 20\u00a0minutes']);
});
