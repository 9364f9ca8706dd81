import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {COMPARISON_AS_OF, VS_ALL, VS_RUNNA, type Comparison} from '../../data/comparisons';
import {testSettings} from '../../../test/stubs/testSettings';
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
  const row = screen.getByRole('row', {name: /^Holiday mode/});
  const [runna, product] = within(row).getAllByRole('cell');
  const runnaCell = VS_RUNNA.rows.find((r) => r.feature === 'Holiday mode')!.cells.runna;
  expect(runna).toHaveTextContent(`Partial ${runnaCell.value}`);
  expect(runna).toHaveTextContent(runnaCell.note!);
  expect(
    within(runna!).getByRole('button', {name: 'Note on Runna: Holiday mode'}),
  ).toHaveAccessibleDescription(runnaCell.note!);
  const productCell = VS_RUNNA.rows.find((r) => r.feature === 'Holiday mode')!.cells.product;
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
