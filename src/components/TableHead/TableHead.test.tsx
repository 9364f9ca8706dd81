import {render, screen} from '@testing-library/react';
import TableHead from '.';

test('gives every column a column header, in order', () => {
  render(
    <table>
      <TableHead columns={['Week', 'CTL (fitness)', 'ATL (fatigue)']} />
      <tbody>
        <tr>
          <td>1</td>
          <td>30</td>
          <td>31</td>
        </tr>
      </tbody>
    </table>,
  );
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['Week', 'CTL (fitness)', 'ATL (fatigue)']);
  for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
});
