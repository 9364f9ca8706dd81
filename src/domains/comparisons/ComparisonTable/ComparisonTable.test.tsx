import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {
  COMPARISONS,
  COMPARISON_AS_OF,
  PLANS_COMPARISON,
  VS_ALL,
  VS_RUNNA,
  type Comparison,
} from '../comparisons';
import {testSettings} from '../../../../test/stubs/testSettings';
import {tableElementsWithRoles} from '../../../../test/tableSemantics';
import {escapeRegExp} from '@site/src/lib/regExp';
import ComparisonTable, {StatusIcon, StatusLegend} from '.';

const renderTable = (comparison: Comparison) =>
  render(
    <MemoryRouter>
      <ComparisonTable comparison={comparison} />
    </MemoryRouter>,
  );

test('status icons hide the drawing and expose their word', () => {
  const {container} = render(
    <>
      <StatusIcon status="yes" />
      <StatusIcon status="partial" />
      <StatusIcon status="no" />
    </>,
  );
  expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  for (const word of ['Yes', 'Partial', 'No']) expect(screen.getByText(word)).toBeInTheDocument();
});

test('the legend names and explains every rating', () => {
  render(<StatusLegend />);
  const legend = screen.getByRole('list', {name: 'Legend'});
  const items = within(legend).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^Yes\s*built in/),
    expect.stringMatching(/^Partial\s*available with limits/),
    expect.stringMatching(/^No\s*not offered/),
    expect.stringMatching(/note/),
  ]);
});

test('renders a captioned table with column and row headers from the data and the product name from settings', () => {
  renderTable(VS_ALL);
  const table = screen.getByRole('table', {name: VS_ALL.caption});
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual([
    'Feature',
    expect.stringContaining('Plan-based app'),
    expect.stringContaining('Weekly-adjusting app'),
    expect.stringContaining('Watch & activity apps'),
    testSettings.productName,
  ]);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(VS_ALL.rows.map((r) => r.feature));
  expect(screen.getByRole('list', {name: 'Legend'})).toBeInTheDocument();
});

test('each cell reads its rating word, its value and its note without hovering', () => {
  renderTable(VS_RUNNA);
  const row = screen.getByRole('row', {name: /^Missed runs/});
  const [runna, product] = within(row).getAllByRole('cell');
  const runnaCell = VS_RUNNA.rows.find((r) => r.feature === 'Missed runs')!.cells.runna;
  expect(runna).toHaveTextContent(`Partial ${runnaCell.value}`);
  expect(runna).toHaveTextContent(runnaCell.note!);
  expect(
    within(runna!).getByRole('button', {name: 'Note on Runna: Missed runs'}),
  ).toHaveAccessibleDescription(runnaCell.note!);
  const productCell = VS_RUNNA.rows.find((r) => r.feature === 'Missed runs')!.cells.product;
  expect(product).toHaveTextContent(`Yes ${productCell.value}`);
  expect(within(product!).queryByRole('button')).toBeNull();
});

test('states the sources, the month and the trademarks under the table', () => {
  renderTable(VS_RUNNA);
  expect(screen.getByText(new RegExp(`from their public pages as of ${COMPARISON_AS_OF}`))).toHaveTextContent(
    `Runna is a trademark of its owner; ${testSettings.productName} is not affiliated`,
  );
  expect(screen.getByRole('link', {name: 'Tell us'})).toHaveAttribute('href', '/support');
});

test('a comparison of kinds says what its other columns describe, one column or several', () => {
  // /training-plans: one column, a traditional plan (not an app).
  const {unmount} = renderTable(PLANS_COMPARISON);
  expect(
    screen.getByText(/^The other column describes what is typical of its kind, not any single product/),
  ).toHaveTextContent(`summarised from public pages as of ${COMPARISON_AS_OF}.`);
  unmount();
  // /vs: three kinds of app.
  renderTable(VS_ALL);
  expect(screen.getByText(/^The other columns describe what is typical of each kind/)).toBeInTheDocument();
});

test('no native table element carries an ARIA role, in any comparison', () => {
  expect(COMPARISONS.length).toBeGreaterThan(0);
  for (const comparison of COMPARISONS) {
    const {container, unmount} = renderTable(comparison);
    expect(container.querySelectorAll('table td').length).toBeGreaterThan(0);
    expect(tableElementsWithRoles(container)).toEqual([]);
    unmount();
  }
});

/** The small-screen list: for each feature, the app names (terms) and the ratings (definitions). */
function narrowList(comparison: Comparison) {
  const list = screen.getByRole('list', {name: comparison.caption});
  const items = within(list).getAllByRole('listitem');
  return items.map((item) => ({
    item,
    terms: within(item)
      .getAllByRole('term')
      .map((dt) => dt.textContent),
    definitions: within(item).getAllByRole('definition'),
  }));
}

test.each<Comparison>([VS_ALL, VS_RUNNA])(
  'the small-screen view of "$caption" pairs every rating with its app name',
  (comparison) => {
    renderTable(comparison);
    const apps = comparison.columns.map((column) =>
      column.kind === 'product' ? testSettings.productName : column.label,
    );
    const features = narrowList(comparison);
    expect(features).toHaveLength(comparison.rows.length);
    for (const [index, {item, terms, definitions}] of features.entries()) {
      const row = comparison.rows[index]!;
      expect(item).toHaveTextContent(new RegExp(`^${row.feature}`));
      expect(terms).toEqual(apps);
      expect(definitions).toHaveLength(apps.length);
      for (const [column, definition] of definitions.entries()) {
        // Each rating follows its own app name inside one group of the description list.
        expect(definition.previousElementSibling).toHaveTextContent(apps[column]!);
        expect(definition.previousElementSibling?.tagName).toBe('DT');
        expect(definition).toHaveTextContent(
          new RegExp(`^(Yes|Partial|No) ${escapeRegExp(row.cells[comparison.columns[column]!.id]!.value)}`),
        );
      }
    }
  },
);
