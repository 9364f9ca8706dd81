import {render, screen} from '@testing-library/react';
import HeartRateAgeTable from '../HeartRateAgeTable';
import PaceReferenceTable from '../PaceReferenceTable';
import PaceTables from '../PaceTables';
import RaceEquivalentsTable from '../RaceEquivalentsTable';

// The big reference grids scroll sideways on a phone: each says so in words, not only by an edge shadow.
test.each([
  ['race equivalents', RaceEquivalentsTable, /^Equivalent race times/, 'every distance'],
  ['pace chart', PaceReferenceTable, /^Paces from 3:00 to 8:00/, 'speeds and finish times'],
  ['heart-rate zones by age', HeartRateAgeTable, /^Zones by age/, 'every zone'],
  ['training paces per km', PaceTables, /^Training paces per kilometre/, 'every pace'],
])('the %s table says it scrolls sideways, outside its name', (_, Table, name, what) => {
  render(<Table />);
  const table = screen.getByRole('table', {name});
  const hint = screen.getAllByText(`Scroll the table sideways for ${what}.`)[0]!;
  // Above the table, where a reader meets it first, and not part of the table's name.
  expect(hint.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(table).not.toHaveAccessibleName(/Scroll/);
});
