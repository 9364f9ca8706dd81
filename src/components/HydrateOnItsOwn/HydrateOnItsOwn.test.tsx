import {
  act,
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {render, screen} from '@testing-library/react';
import {hydrateOnItsOwn, useHasHydrated} from './index';

// @types/react-dom is not installed, so type the two functions these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: ReactElement) => {unmount: () => void};
};

/** Stands in for the contexts Docusaurus changes right after a page hydrates (useIsBrowser and others). */
const Hydrated = createContext(false);

function Provider({children}: {children: ReactNode}) {
  const [hydrated, setHydrated] = useState(false);
  // Like Docusaurus' BrowserContextProvider: a new context value as soon as the page has committed.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** Records, in order, the layout effects of the part and of the page around it. */
function setUp() {
  const log: string[] = [];
  function Counter({label}: {label: string}) {
    const [count, setCount] = useState(0);
    useLayoutEffect(() => void log.push('part'), []);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
    );
  }
  const Part = hydrateOnItsOwn(Counter);
  function After() {
    useLayoutEffect(() => void log.push('page'), []);
    return <p>After the part</p>;
  }
  function Page() {
    // Reads the context above the part, as Docusaurus' own components do.
    const hydrated = use(Hydrated);
    return (
      <main data-hydrated={hydrated}>
        <Part label="Taps" />
        <After />
      </main>
    );
  }
  return {
    log,
    app: (
      <Provider>
        <Page />
      </Provider>
    ),
  };
}

describe('hydrateOnItsOwn', () => {
  it('renders the part inside a Suspense boundary on the server', () => {
    const html = renderToString(setUp().app);
    expect(html).toMatch(
      /<!--\$--><button type="button">Taps<!-- -->: <!-- -->0<\/button><!--\/\$--><p>After the part/,
    );
  });

  it('on a first load, hydrates the part after the page, keeping its server HTML through the context changes that follow', async () => {
    const {log, app} = setUp();
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    let root: {unmount: () => void} | undefined;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    // The page's first commit ran without the part; the part hydrated in a commit of its own.
    expect(log).toEqual(['page', 'part']);
    expect(container.querySelector('main')).toHaveAttribute('data-hydrated', 'true');
    // Hydrated, not rendered afresh: the same element, now React's, and it works.
    const button = screen.getByRole('button', {name: 'Taps: 0'});
    expect(button).toBe(serverButton);
    act(() => button.click());
    expect(button).toHaveTextContent('Taps: 1');
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the part at once on client-side navigation', () => {
    const {log, app} = setUp();
    render(app);
    expect(screen.getByRole('button', {name: 'Taps: 0'})).toBeInTheDocument();
    // One commit: the part's effects ran with the page's, in tree order.
    expect(log).toEqual(['part', 'page']);
  });
});

describe('useHasHydrated', () => {
  function Probe() {
    return <p>{useHasHydrated() ? 'enhanced' : 'plain'}</p>;
  }

  it('is false on the server and while hydrating, then true', async () => {
    expect(renderToString(<Probe />)).toBe('<p>plain</p>');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    let root: {unmount: () => void} | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    expect(container).toHaveTextContent('enhanced');
    act(() => root?.unmount());
  });

  it('is true at once when mounted without server HTML', () => {
    render(<Probe />);
    expect(screen.getByText('enhanced')).toBeInTheDocument();
  });
});
