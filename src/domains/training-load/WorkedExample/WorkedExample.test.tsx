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
