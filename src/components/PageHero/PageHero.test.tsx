import {render, screen} from '@testing-library/react';
import PageHero from '.';

jest.mock('@theme/Heading', () => ({
  __esModule: true,
  default: ({as: Tag, ...props}: {as: 'h1'} & Record<string, unknown>) => <Tag {...props} />,
}));

describe('PageHero', () => {
  it("keeps a title's hyphenated compound on one line, and the title reads as written", () => {
    render(<PageHero title="Heart-rate zone calculator" lead="Five zones from 10 km of data." />);
    const heading = screen.getByRole('heading', {level: 1, name: 'Heart-rate zone calculator'});
    // At 320 px with wider text spacing the title broke after "Heart-".
    expect(heading.querySelector('.no-break')).toHaveTextContent(/^Heart-rate$/);
    expect(screen.getByText(/^Five zones/).textContent).toBe('Five zones from 10\u00a0km of data.');
  });

  it('leaves a title given as markup alone', () => {
    render(
      <PageHero
        title={
          <>
            Warm-ups <em>that</em> work
          </>
        }
      />,
    );
    expect(
      screen.getByRole('heading', {level: 1, name: 'Warm-ups that work'}).querySelector('.no-break'),
    ).toBeNull();
  });
});
