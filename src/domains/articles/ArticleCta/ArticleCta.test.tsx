import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {testSettings} from '../../../../test/stubs/testSettings';
import BackToArticles from '../BackToArticles';
import ArticleCta from '.';

describe('ArticleCta', () => {
  it('is a named region with the product name and a Join the Waitlist link to the sign-up', () => {
    render(
      <MemoryRouter initialEntries={['/articles/some-post']}>
        <ArticleCta />
      </MemoryRouter>,
    );
    const region = screen.getByRole('complementary', {name: 'Train on a plan that adapts after every run'});
    expect(region).toHaveTextContent(testSettings.productName);
    expect(region).toHaveTextContent('50% off for the first 12 months');
    // The waitlist comes first; the trial is what paid plans start with once the app launches.
    expect(region).toHaveTextContent('At launch, paid plans start with a 14-day free trial');
    expect(screen.getByRole('link', {name: 'Join the Waitlist'})).toHaveAttribute('href', '/#pre-register');
  });
});

describe('BackToArticles', () => {
  it('links back to the articles list', () => {
    render(
      <MemoryRouter>
        <BackToArticles to="/articles" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', {name: 'Back to Articles'})).toHaveAttribute('href', '/articles');
  });
});
