import {render, screen, within} from '@testing-library/react';
import {plainText} from '@site/test/plainText';
import {tableElementsWithRoles} from '@site/test/tableSemantics';
import StackedTable, {keepsOwnCase} from '.';

const rows = [
  {key: 'easy', title: 'Easy', cells: ['2–4', 'You can speak in full sentences']},
  {key: 'hard', title: 'Intervals', cells: ['8–9', 'A few words at most']},
];

function renderTable(caption?: string) {
  return render(
    <StackedTable caption={caption} labels={['RPE', 'How it feels']} rows={rows}>
      <table>
        <caption>Efforts</caption>
        <tbody>
          <tr>
            <td>wide view</td>
          </tr>
        </tbody>
      </table>
    </StackedTable>,
  );
}

test('one card per row, titled by the row header, every value under its column label', () => {
  renderTable('Efforts');
  const list = screen.getByRole('list', {name: 'Efforts'});
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent(/^Easy/);
  const terms = within(cards[1]!)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(cards[1]!)
    .getAllByRole('definition')
    .map((value) => plainText(value.textContent));
  expect(terms).toEqual(['RPE', 'How it feels']);
  expect(values).toEqual(['8–9', 'A few words at most']);
});

test('keeps the wide view (the real table) in the markup, with no ARIA roles on table elements', () => {
  const {container} = renderTable();
  expect(screen.getByRole('table', {name: 'Efforts'})).toBeInTheDocument();
  expect(tableElementsWithRoles(container)).toEqual([]);
  // Without a caption the cards carry no visible title and the list no name.
  expect(screen.getByRole('list')).not.toHaveAttribute('aria-labelledby');
});

test('a label in mixed case keeps it on the cards; others are set in capitals', () => {
  // 'rTSS' in capitals is 'RTSS', another word; 'Duration', 'IF' and 'Fitness (CTL)' read the same.
  expect(['rTSS', 'VO2max', 'Form (iTSB)'].map(keepsOwnCase)).toEqual([true, true, true]);
  expect(['Duration', 'IF', 'Fitness (CTL)', 'How it feels', 'RPE 1-10', ''].map(keepsOwnCase)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(keepsOwnCase(<abbr>rTSS</abbr>)).toBe(false);
});
