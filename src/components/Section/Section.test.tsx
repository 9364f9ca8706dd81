import type {ReactElement} from 'react';
import {render, screen} from '@testing-library/react';

import SectionTitle, {sectionTitleTextId} from '../SectionTitle';
import Section from './index';

// @types/react-dom is not installed, so type the one server function these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

// The site's heading with its direct link, as Docusaurus renders it.
jest.mock('@theme/Heading', () => jest.requireActual<object>('../../../test/stubs/HeadingWithLink'));

describe('Section', () => {
  it("is a region named by its SectionTitle's words alone, not by the heading and its direct link", () => {
    render(
      <Section id="predictor" labelledBy={sectionTitleTextId('predictor-title')}>
        <SectionTitle id="predictor-title" eyebrow="Calculator" title="Predict your race times" />
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', {name: 'Predict your race times'});
    expect(region).toHaveAttribute('id', 'predictor');
    // The heading keeps its id, which its direct link and links to the section point at.
    const heading = screen.getByRole('heading', {level: 2});
    expect(heading).toHaveAttribute('id', 'predictor-title');
    expect(screen.getByRole('link', {name: 'Direct link to Predict your race times'})).toHaveAttribute(
      'href',
      '#predictor-title',
    );
  });

  it('takes the direct link into the name when given the heading id: the reason callers pass the words id', () => {
    render(
      <Section labelledBy="plan-title">
        <SectionTitle id="plan-title" title="A 10-km plan, week by week" align="start" />
      </Section>,
    );
    expect(screen.getByRole('region', {name: /^A 10-km plan, week by week Direct link/})).toBeInTheDocument();
  });

  it('is named by a plain heading of its own (not a SectionTitle)', () => {
    function Contact() {
      return <h2 id="contact-title">Still stuck? Write to us</h2>;
    }
    render(
      <Section labelledBy="contact-title">
        <Contact />
      </Section>,
    );
    expect(screen.getByRole('region', {name: 'Still stuck? Write to us'})).toBeInTheDocument();
  });

  it('names the region in the server HTML as on the client: no script changes it after hydration', () => {
    function Story() {
      return <SectionTitle id="faq-title" title="Questions runners ask" />;
    }
    const html = renderToString(
      <Section id="faq" labelledBy={sectionTitleTextId('faq-title')} interactive={false}>
        <Story />
      </Section>,
    );
    expect(html).toContain('aria-labelledby="faq-title-text"');
    expect(html).toMatch(
      /<h2[^>]* id="faq-title"[^>]*><span id="faq-title-text">Questions runners ask<\/span>/,
    );
  });

  it('has no name, and is no region, without labelledBy', () => {
    render(
      <Section>
        <p>Body</p>
      </Section>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
