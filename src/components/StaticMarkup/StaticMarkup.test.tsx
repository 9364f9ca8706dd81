import {act, type ReactElement} from 'react';
import {render, screen} from '@testing-library/react';
import StaticMarkup, {staticMarkup} from './index';
import {countingFigure} from './testFigure';
import {setIsBrowser} from '../../../test/stubs/useIsBrowser';
import {hasReactKeys, hydrateFirstLoad} from '../../../test/firstLoad';

// @types/react-dom is not installed, so type the function these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {createRoot} = require('react-dom/client') as {
  createRoot: (container: Element) => {render: (element: ReactElement) => void; unmount: () => void};
};

/**
 * A first load: `client` hydrates over the HTML StaticMarkup renders on the server for `server` (its
 * content in a plain div, StaticMarkup.server.test.tsx).
 */
const hydrateOverServerHtml = (server: ReactElement, client: ReactElement) =>
  hydrateFirstLoad(<div>{server}</div>, client);

describe('StaticMarkup in the browser', () => {
  it('keeps the server HTML on the first load without rendering its content again', async () => {
    const server = countingFigure();
    const browser = countingFigure();
    // Different words on purpose: had React hydrated the content, it would have rendered this figure.
    const {container, serverLink, cleanUp} = await hydrateOverServerHtml(
      <server.Figure words="Form +7 on race morning" />,
      <StaticMarkup>
        <browser.Figure words="computed in the browser" />
      </StaticMarkup>,
    );
    expect(browser.renders.count).toBe(0);
    expect(container).toHaveTextContent('Form +7 on race morning');
    expect(container.querySelector('a')).toBe(serverLink);
    expect(hasReactKeys(serverLink)).toBe(false);
    cleanUp();
  });

  it('hands the events of the server HTML it keeps to its own handlers', async () => {
    const clicked: string[] = [];
    const {cleanUp} = await hydrateOverServerHtml(
      <a href="/glossary#ctl">CTL</a>,
      <StaticMarkup
        onClick={(event) => {
          event.preventDefault();
          clicked.push((event.target as HTMLElement).textContent ?? '');
        }}
      >
        <a href="/glossary#ctl">CTL</a>
      </StaticMarkup>,
    );
    const link = screen.getByRole('link', {name: 'CTL'});
    expect(hasReactKeys(link)).toBe(false);
    act(() => link.click());
    expect(clicked).toEqual(['CTL']);
    cleanUp();
  });

  describe('with whileMedia', () => {
    type Listener = () => void;
    const media = {matches: true, listeners: new Set<Listener>()};
    const originalMatchMedia = window.matchMedia;
    beforeEach(() => {
      media.matches = true;
      media.listeners.clear();
      window.matchMedia = ((query: string) => ({
        media: query,
        get matches() {
          return media.matches;
        },
        addEventListener: (_type: string, listener: Listener) => media.listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => media.listeners.delete(listener),
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = originalMatchMedia;
    });

    /** `marked`: the client's link carries an attribute the server's lacks, so a rendered link shows. */
    const hydrateHiddenLink = (marked: boolean) =>
      hydrateOverServerHtml(
        <a href="/pricing">Pricing</a>,
        <StaticMarkup whileMedia="(max-width: 996px)">
          <a href="/pricing" data-rendered={marked ? '' : undefined}>
            Pricing
          </a>
        </StaticMarkup>,
      );

    it('keeps the server HTML while the query matches, and renders the content once it stops', async () => {
      const {container, serverLink, cleanUp} = await hydrateHiddenLink(true);
      expect(container.querySelector('a')).toBe(serverLink);
      expect(container.querySelector('[data-rendered]')).toBeNull();

      media.matches = false;
      act(() => media.listeners.forEach((listener) => listener()));
      // Rendered once, in place of the server HTML, not beside it.
      expect(screen.getAllByRole('link', {name: 'Pricing'})).toHaveLength(1);
      expect(container.querySelector('[data-rendered]')).not.toBeNull();
      expect(media.listeners.size).toBe(0);
      cleanUp();
    });

    it('hydrates as usual when the query does not match on the first load', async () => {
      media.matches = false;
      const {container, serverLink, cleanUp} = await hydrateHiddenLink(false);
      expect(screen.getAllByRole('link', {name: 'Pricing'})).toHaveLength(1);
      expect(hasReactKeys(serverLink)).toBe(true);
      expect(container.querySelector('a')).toBe(serverLink);
      cleanUp();
    });
  });

  it('renders its content normally when there is no server HTML (client-side navigation)', () => {
    const {Figure, renders} = countingFigure();
    const StaticFigure = staticMarkup(Figure);
    render(<StaticFigure words="Form +7 on race morning" />);
    expect(renders.count).toBeGreaterThan(0);
    expect(screen.getByRole('figure')).toHaveTextContent('Form +7 on race morning');
    expect(screen.getByRole('link', {name: 'CTL'})).toHaveAttribute('href', '/glossary#ctl');
  });
});

test('in the dev server, which sends an empty root and renders in the browser, the content renders', async () => {
  // No server HTML: Docusaurus' root is empty when React renders it, and useIsBrowser is still false then.
  const root = document.createElement('div');
  root.id = '__docusaurus';
  document.body.append(root);
  setIsBrowser(false);
  const reactRoot = createRoot(root);
  await act(async () => {
    reactRoot.render(
      <StaticMarkup>
        <p>The sample athlete&rsquo;s race morning</p>
      </StaticMarkup>,
    );
  });
  setIsBrowser(true);
  expect(screen.getByText('The sample athlete’s race morning')).toBeInTheDocument();
  act(() => reactRoot.unmount());
  root.remove();
});
