import {render, screen, within} from '@testing-library/react';
import {plainText} from '@site/test/plainText';
import TaperReference from '.';

const texts = (elements: readonly HTMLElement[]) => elements.map((element) => plainText(element.textContent));

const EXAMPLE = /^Example: a 10-day half marathon taper/;

test('the example labels every day by the days to go, down to race day, in both views', () => {
  render(<TaperReference />);
  const [wide, compact] = screen.getAllByRole('table', {name: EXAMPLE});
  const days = [
    '10 days',
    '9 days',
    '8 days',
    '7 days',
    '6 days',
    '5 days',
    '4 days',
    '3 days',
    '2 days',
    '1 day',
  ];
  expect(texts(within(wide!).getAllByRole('rowheader'))).toEqual([...days, 'Race day']);
  const raceDay = within(wide!).getByRole('row', {name: /^Race day/});
  expect(texts(within(raceDay).getAllByRole('cell'))).toEqual(['Just the race', 'Warm up, then race.']);
  // On a phone each phase's advice heads its days (a row header across the table), then the days.
  expect(
    texts(within(compact!).getAllByRole('rowheader')).filter((text) =>
      /^\d+ days?$|^Race day$/.test(text ?? ''),
    ),
  ).toEqual([...days, 'Race day']);
  expect(texts(within(compact!).getAllByRole('columnheader'))).toEqual(['Days to go', 'Volume']);
});

test('taper lengths read on a phone: a card per guide, the short races together, every value labelled', () => {
  render(<TaperReference />);
  const table = screen.getByRole('table', {name: 'Taper length by race distance'});
  expect(texts(within(table).getAllByRole('rowheader'))).toEqual([
    '1500 m, mile, 5K and 10K',
    'Half marathon',
    'Marathon',
  ]);
  const cards = within(screen.getByRole('list', {name: 'Taper length by race distance'})).getAllByRole(
    'listitem',
  );
  expect(cards.map((card) => plainText(card.firstChild?.textContent))).toEqual([
    '1500 m, mile, 5K and 10K',
    'Half marathon',
    'Marathon',
  ]);
  const marathon = cards[2]!;
  expect(texts(within(marathon).getAllByRole('term'))).toEqual([
    'Taper length',
    'Start',
    'Average volume cut',
  ]);
  expect(texts(within(marathon).getAllByRole('definition'))).toEqual(['14–21 days', '21 days before', '40%']);
});
