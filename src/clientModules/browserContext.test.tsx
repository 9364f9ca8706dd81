import {act, startTransition, useContext} from 'react';
import type * as React from 'react';
import {renderToString} from 'react-dom/server';
import {BrowserContextProvider, Context} from './browserContext';

// startTransition stays React's own, counted.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof React>('react');
  return {...actual, startTransition: jest.fn(actual.startTransition)};
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: React.ReactElement) => {unmount: () => void};
};

function Where() {
  return <p>{useContext(Context) ? 'in the browser' : 'on the server'}</p>;
}

const app = (
  <BrowserContextProvider>
    <Where />
  </BrowserContextProvider>
);

let container: HTMLDivElement;
let root: {unmount: () => void} | undefined;
beforeEach(() => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.restoreAllMocks();
  jest.mocked(startTransition).mockClear();
});

test('is false in the server HTML and while the page hydrates, then true', async () => {
  container.innerHTML = renderToString(app);
  expect(container.textContent).toBe('on the server');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  expect(container.textContent).toBe('in the browser');
  // A hydration mismatch would have been reported.
  expect(errors).not.toHaveBeenCalled();
});

test('turns true in a transition, which React renders in slices rather than in one task', async () => {
  container.innerHTML = renderToString(app);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  expect(startTransition).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('in the browser');
});
