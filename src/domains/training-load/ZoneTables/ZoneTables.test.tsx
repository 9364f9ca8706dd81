import {render, screen, within} from '@testing-library/react';
import {tableElementsWithRoles} from '@site/test/tableSemantics';
import {AcwrZonesTable, CtlRampTable, TaperTable, TsbZonesTable, WeeklyVolumeTable} from '.';

/** Each row's header and range: a zone's badge with the range under it, or a header cell and the next cell. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((header) => {
      const parts = header.children.length > 1 ? [...header.children] : [header, header.nextElementSibling];
      return parts.slice(0, 2).map((part) => part?.textContent);
    });

test('a table of zones has the range under each badge, not in a column of its own, leaving room for words', () => {
  render(
    <>
      <AcwrZonesTable />
      <TaperTable />
    </>,
  );
  const acwr = screen.getByRole('table', {name: /ACWR/});
  expect(
    within(acwr)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Zone', 'What it means', 'What the coach does']);
  expect(within(acwr).getByRole('rowheader', {name: 'Underloaded Below 0.8'})).toBeInTheDocument();
  // A table of race distances keeps its range column.
  const taper = screen.getByRole('table', {name: 'Taper length by race distance'});
  expect(
    within(taper)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Race distance', 'Taper length', 'Volume']);
});

test('TSB zones from the constants, highest form first, with recovery mode below −30', () => {
  render(<TsbZonesTable />);
  const table = screen.getByRole('table', {name: 'Form (TSB) zones'});
  expect(rows(table)).toEqual([
    ['Peak: race-ready', '+15 to +25'],
    ['Fresh', '+5 to +15'],
    ['Optimal training', '\u221210 to +5'],
    ['Overreaching', '\u221230 to \u221210'],
    ['Danger: deep fatigue', 'Below \u221230'],
  ]);
  expect(within(table).getByRole('row', {name: /Danger: deep fatigue/})).toHaveTextContent(/recovery mode/);
});

test('ACWR zones with the automatic reduction above 1.5', () => {
  render(<AcwrZonesTable />);
  const table = screen.getByRole('table', {name: /ACWR/});
  expect(rows(table)).toEqual([
    ['Underloaded', 'Below 0.8'],
    ['Safe: sweet spot', '0.8 to 1.3'],
    ['Caution: load rising fast', '1.3 to 1.5'],
    ['Danger: load spike', '1.5 and above'],
  ]);
  expect(within(table).getByRole('row', {name: /Danger: load spike/})).toHaveTextContent(
    /reduces your load automatically/,
  );
});

test('weekly volume and CTL ramp rules', () => {
  render(
    <>
      <WeeklyVolumeTable />
      <CtlRampTable />
    </>,
  );
  expect(
    rows(
      screen.getByRole('table', {name: 'Weekly change in running volume, against your biggest recent week'}),
    ),
  ).toEqual([
    ['No jump', 'Below +10%'],
    ['Big jump', '+10% to +30%'],
    ['Sharp jump', '+30% and above'],
  ]);
  expect(rows(screen.getByRole('table', {name: /CTL\) ramp/}))).toEqual([
    ['Easing off', 'Below 0 points'],
    ['Building gently', '0 to 5 points'],
    ['Upper edge of safe', '5 to 7 points'],
    ['Aggressive build', '7 points and above'],
  ]);
});

test('taper lengths by distance, with the 40% cut for the half marathon', () => {
  render(<TaperTable />);
  const table = screen.getByRole('table', {name: 'Taper length by race distance'});
  expect(rows(table)).toEqual([
    ['5K/10K', '5–7 days'],
    ['Half marathon', '7–10 days'],
    ['Marathon', '14–21 days'],
    ['Ultra', '14–28 days'],
  ]);
  expect(within(table).getByRole('row', {name: /Half marathon/})).toHaveTextContent('Cut by about 40%');
});

test('every zone is named in words next to its colour', () => {
  render(<TsbZonesTable />);
  for (const badge of document.querySelectorAll('th[scope="row"] span')) {
    expect(badge.textContent?.trim()).not.toBe('');
  }
});

test('no native table element carries an ARIA role', () => {
  const {container} = render(
    <>
      <TsbZonesTable />
      <AcwrZonesTable />
      <WeeklyVolumeTable />
      <CtlRampTable />
      <TaperTable />
    </>,
  );
  expect(screen.getAllByRole('table')).toHaveLength(5);
  expect(tableElementsWithRoles(container)).toEqual([]);
});

test('phones get the same zones as cards, each value under its column name', () => {
  render(<TsbZonesTable />);
  const cards = within(screen.getByRole('list', {name: 'Form (TSB) zones'})).getAllByRole('listitem');
  expect(cards).toHaveLength(5);
  expect(cards[0]).toHaveTextContent(/^Peak: race-ready/);
  expect(
    within(cards[4]!)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Form (TSB)', 'What it means', 'What the coach does']);
  expect(within(cards[4]!).getAllByRole('definition')[0]).toHaveTextContent('Below \u221230');
});
