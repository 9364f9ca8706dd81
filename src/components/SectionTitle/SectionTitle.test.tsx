import {render, screen} from '@testing-library/react';

import SectionTitle, {sectionTitleTextId} from './index';

// The site's heading with its direct link, as Docusaurus renders it.
jest.mock('@theme/Heading', () => jest.requireActual<object>('../../../test/stubs/HeadingWithLink'));

describe('SectionTitle', () => {
  it('keeps the id on the heading and gives the title words an element of their own', () => {
    render(<SectionTitle id="faq-title" eyebrow="FAQ" title="Questions runners ask" lead="Short answers." />);
    const heading = screen.getByRole('heading', {level: 2, name: /^Questions runners ask/});
    expect(heading).toHaveAttribute('id', 'faq-title');
    expect(heading).toHaveClass('anchor');
    const words = document.getElementById(sectionTitleTextId('faq-title'));
    expect(words?.textContent).toBe('Questions runners ask');
    expect(words?.parentElement).toBe(heading);
    // The direct link is still in the heading, after the words, labelled with them (not with the id).
    const link = screen.getByRole('link', {name: 'Direct link to Questions runners ask'});
    expect(link).toHaveAttribute('href', '#faq-title');
    expect(heading.lastElementChild).toBe(link);
  });

  it('keeps the words of a title that it splits (a compound kept on one line) in the element', () => {
    render(<SectionTitle id="plan-title" title="A 10-km plan" />);
    const words = document.getElementById('plan-title-text');
    expect(words?.textContent).toBe('A 10-km plan');
    expect(words?.querySelector('span')?.textContent).toBe('10-km');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('adds no element with an id to a heading without one', () => {
    render(<SectionTitle as="h1" title="Running tools" />);
    const heading = screen.getByRole('heading', {level: 1, name: 'Running tools'});
    expect(heading.querySelector('[id]')).toBeNull();
  });
});
