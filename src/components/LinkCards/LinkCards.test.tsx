import {act} from 'react';
import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {FEATURE_PAGE_LINKS} from '../../data/features';
import LinkCards from '.';
import {hasReactKeys, hydrateFirstLoad, inRouter} from '../../../test/firstLoad';

test('renders each page as a card link named by its title and summary, inside a named navigation', () => {
  render(<LinkCards items={FEATURE_PAGE_LINKS} label="Feature pages" />, {wrapper: MemoryRouter});
  const nav = screen.getByRole('navigation', {name: 'Feature pages'});
  const links = within(nav).getAllByRole('link');
  expect(links).toHaveLength(FEATURE_PAGE_LINKS.length);
  FEATURE_PAGE_LINKS.forEach((page, index) => {
    expect(links[index]).toHaveAttribute('href', page.to);
    expect(links[index]).toHaveAccessibleName(`${page.title} ${page.summary}`);
  });
});

test('takes its name from a visible heading when given one', () => {
  render(
    <>
      <h2 id="more">Go deeper</h2>
      <LinkCards items={FEATURE_PAGE_LINKS} labelledBy="more" />
    </>,
    {wrapper: MemoryRouter},
  );
  expect(screen.getByRole('navigation', {name: 'Go deeper'})).toBeInTheDocument();
});

test('on a first load keeps its server HTML, and a card still opens its page through the router', async () => {
  Object.assign(window, {docusaurus: {prefetch: jest.fn(() => false), preload: jest.fn(() => false)}});
  const {page, path} = inRouter(<LinkCards items={FEATURE_PAGE_LINKS} label="Feature pages" />, '/features');
  const {serverLink, cleanUp} = await hydrateFirstLoad(page, page);
  expect(serverLink).toHaveAttribute('href', FEATURE_PAGE_LINKS[0]?.to);
  // The card is the server's element: React did not hydrate it.
  expect(hasReactKeys(serverLink)).toBe(false);
  expect(screen.getByRole('navigation', {name: 'Feature pages'})).toContainElement(serverLink);
  act(() => serverLink?.click());
  expect(path()).toBe(FEATURE_PAGE_LINKS[0]?.to);
  cleanUp();
});
