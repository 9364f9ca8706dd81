import {render, screen, within} from '@testing-library/react';
import {tableElementsWithRoles} from '@site/test/tableSemantics';
import MdxTable, {readMarkdownTable} from '.';

/** A table as MDX writes one from Markdown: plain thead, tbody, tr, th and td elements. */
function markdownTable(
  head: readonly string[],
  body: readonly (readonly string[])[],
  attributes: {readonly 'data-after-first-screen'?: string} = {},
) {
  return (
    <MdxTable {...attributes}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label}>{label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map((row) => (
          <tr key={row[0]}>
            {row.map((cell) => (
              <td key={cell}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </MdxTable>
  );
}

test('a table of three columns or more also renders one card per row for phones', () => {
  const {container} = render(
    markdownTable(
      ['What', 'Type', 'How long'],
      [
        ['Colour mode', 'Local storage', 'Until you switch'],
        ['Pricing cache', 'Session storage', 'Until you close the tab'],
      ],
    ),
  );
  expect(screen.getByRole('group', {name: /Table/})).toContainElement(screen.getByRole('table'));
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Colour mode', 'Pricing cache']);
  expect(
    within(cards[1]!)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Type', 'How long']);
  expect(
    within(cards[1]!)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Session storage', 'Until you close the tab']);
  expect(tableElementsWithRoles(container)).toEqual([]);
});

test('a two-column table stays a table', () => {
  render(markdownTable(['Field', 'Required?'], [['Email', 'Yes']]));
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('readMarkdownTable refuses shapes it does not know', () => {
  expect(readMarkdownTable(<tr />)).toBeNull();
  expect(
    readMarkdownTable([
      <thead key="h">
        <tr>
          <th>A</th>
          <th>B</th>
        </tr>
      </thead>,
      <tbody key="b">
        <tr>
          <td>only one cell</td>
        </tr>
      </tbody>,
    ]),
  ).toBeNull();
});

test("the mark of the first block below a phone's first screen goes on the outermost element, not the table", () => {
  const table = (columns: number) => ({
    head: Array.from({length: columns}, (_, index) => `Column ${index + 1}`),
    body: [Array.from({length: columns}, (_, index) => `Cell ${index + 1}`)],
  });
  for (const columns of [2, 3]) {
    const {head, body} = table(columns);
    const {container, unmount} = render(markdownTable(head, body, {'data-after-first-screen': ''}));
    // The rule that skips it reaches only a block of the body itself (`.markdown > [data-after-first-screen]`).
    expect(container.firstElementChild).toHaveAttribute('data-after-first-screen', '');
    expect(container.querySelectorAll('[data-after-first-screen]')).toHaveLength(1);
    expect(screen.getByRole('table')).not.toHaveAttribute('data-after-first-screen');
    unmount();
  }
  // An unmarked table carries no mark.
  const {head, body} = table(3);
  const {container} = render(markdownTable(head, body));
  expect(container.querySelector('[data-after-first-screen]')).toBeNull();
});
