import {render, screen, within} from '@testing-library/react';
import {sampleAthlete} from '../sampleAthlete';
import {summariseSampleDay} from '../sampleSummary';
import WorkedExample from '.';

test('states race-morning fitness, fatigue and form computed from the sample athlete', () => {
  render(<WorkedExample />);
  const raceEve = summariseSampleDay(sampleAthlete.raceDay - 1);
  const race = summariseSampleDay(sampleAthlete.raceDay);
  const row = screen.getByRole('row', {name: /Race morning/});
  expect(within(row).getByText(raceEve.ctl.toFixed(1))).toBeInTheDocument();
  expect(within(row).getByText(raceEve.atl.toFixed(1))).toBeInTheDocument();
  // Race-morning form is the eve's fitness minus fatigue (the library's TSB convention).
  expect(race.tsb).toBeCloseTo(raceEve.ctl - raceEve.atl, 10);
  expect(row).toHaveTextContent(`+${race.tsb.toFixed(1)} (Fresh)`);
  expect(screen.getByRole('table', {name: /Fitness, fatigue and form/})).toBeInTheDocument();
});

test('gives a phone one card per moment, each value under its column name', () => {
  render(<WorkedExample />);
  const race = summariseSampleDay(sampleAthlete.raceDay);
  // The cards' list (shown instead of the table on phones, where four columns do not fit).
  const cards = screen.getByRole('list', {name: /Fitness, fatigue and form at two points/});
  const items = within(cards).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    expect.stringMatching(/^After week \d+$/),
    'Race morning',
  ]);
  const raceCard = items[1] as HTMLElement;
  expect(within(raceCard).getByText('Form (TSB)')).toBeInTheDocument();
  expect(raceCard).toHaveTextContent(`+${race.tsb.toFixed(1)} (Fresh)`);
});

test('keeps each number of the hardest week on the line of its unit', () => {
  render(<WorkedExample />);
  const hardest = screen.getByText(/Her hardest week is week/);
  // A no-break space between each distance and "km": a phone never ends a line with "19" and starts the next with "km".
  expect(hardest.textContent).toMatch(/ \d+\u00a0km and a \d+\u00a0km long run\.$/);
  expect(hardest.textContent).not.toMatch(/\d km/);
});
