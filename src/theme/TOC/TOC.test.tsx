import {render, screen} from '@testing-library/react';
import TOC, {TOC_LABEL} from '.';

// The theme's list, reduced to its links, with the classes TOC hands it.
jest.mock(
  '@theme/TOCItems',
  () =>
    function TOCItems({
      toc,
      linkClassName,
    }: {
      toc: readonly {id: string; value: string}[];
      linkClassName: string;
    }) {
      return (
        <ul>
          {toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={linkClassName}>
                {item.value}
              </a>
            </li>
          ))}
        </ul>
      );
    },
  {virtual: true},
);

const toc = [
  {id: 'warning-signs', value: 'Early warning signs', level: 2},
  {id: 'what-to-do', value: 'What to do', level: 2},
];

it('is a navigation landmark named "On this page", holding the theme\'s list with its link classes', () => {
  render(<TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className="theme-doc-toc-desktop" />);
  const nav = screen.getByRole('navigation', {name: TOC_LABEL});
  expect(TOC_LABEL).toBe('On this page');
  expect(nav).toHaveClass('thin-scrollbar', 'theme-doc-toc-desktop');
  const link = screen.getByRole('link', {name: 'What to do'});
  expect(nav).toContainElement(link);
  expect(link).toHaveAttribute('href', '#what-to-do');
  expect(link).toHaveClass('table-of-contents__link', 'toc-highlight');
});
