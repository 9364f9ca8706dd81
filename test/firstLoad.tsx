/**
 * A page's first load in a test: the server HTML of `server` in a root like Docusaurus', hydrated with
 * `client` (the same element, or one that differs where a test must tell what React rendered). While the page hydrates, Docusaurus' useIsBrowser is still false; it is true afterwards, as in a
 * browser. For the tests of content kept as server HTML (StaticMarkup and what uses it).
 */
import {act, type ReactElement} from 'react';
import {MemoryRouter, Route} from 'react-router-dom';
import {setIsBrowser} from './stubs/useIsBrowser';

// @types/react-dom is not installed, so type the two functions used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: ReactElement) => {unmount: () => void};
};

export async function hydrateFirstLoad(server: ReactElement, client: ReactElement) {
  // Docusaurus' root, as a built page sends it.
  const container = document.createElement('div');
  container.id = '__docusaurus';
  setIsBrowser(false);
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const serverLink = container.querySelector('a');
  let root: {unmount: () => void} | undefined;
  await act(async () => {
    root = hydrateRoot(container, client);
  });
  setIsBrowser(true);
  return {
    container,
    /** The server HTML's first link, taken before hydration. */
    serverLink,
    cleanUp: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Whether React has taken an element over: it puts its fiber and props on the elements it hydrates. */
export const hasReactKeys = (element: Element | null) =>
  Object.keys(element ?? {}).some((key) => key.startsWith('__react'));

/** `ui` in a router opened at `path`, and where the router is once a link has been followed. */
export function inRouter(ui: ReactElement, path: string) {
  let current = path;
  const page = (
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Route
        path="*"
        render={({location}) => {
          current = location.pathname;
          return null;
        }}
      />
    </MemoryRouter>
  );
  return {page, path: () => current};
}
