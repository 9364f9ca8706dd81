import type * as React from 'react';
import {renderToString} from 'react-dom/server';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {TOAST_DURATION_MS} from '../../constants';
import {ToastProvider, useToast, type ToastMessage} from '.';

function Trigger({message, label}: {readonly message: ToastMessage; readonly label: string}) {
  const notify = useToast();
  return (
    <button type="button" onClick={() => notify(message)}>
      {label}
    </button>
  );
}

function renderWithTriggers() {
  return render(
    <ToastProvider>
      <Trigger label="First" message={{title: 'Email address copied', description: 'On your clipboard.'}} />
      <Trigger label="Second" message={{title: 'Couldn’t copy automatically', tone: 'error'}} />
    </ToastProvider>,
  );
}

// startTransition stays React's own; each call's caller is kept (Radix calls it too).
const transitionCallers: string[] = [];
jest.mock('react', () => {
  const actual = jest.requireActual<typeof React>('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitionCallers.push(new Error().stack ?? '');
      actual.startTransition(scope);
    },
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: React.ReactElement) => {unmount: () => void};
};

const region = () => screen.getByRole('region', {name: 'Notifications (F8)'});
const toasts = () => within(region()).queryAllByRole('listitem');

// jsdom has no pointer capture; Radix calls it when a toast is pressed (the start of a swipe).
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

describe('ToastProvider, hydrating', () => {
  it('sends no notification region in the server HTML, and mounts it after hydration, in a transition', async () => {
    const app = (
      <ToastProvider>
        <Trigger label="First" message={{title: 'Email address copied'}} />
      </ToastProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(screen.queryByRole('region')).toBeNull();
    transitionCallers.length = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: {unmount: () => void} | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, app);
      });
      expect(region()).toBeInTheDocument();
      expect(transitionCallers.filter((stack) => /components[\\/]Toast[\\/]index/.test(stack))).toHaveLength(
        1,
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders an empty notification region named with its F8 shortcut', () => {
    renderWithTriggers();
    expect(toasts()).toHaveLength(0);
  });

  it('shows a toast in the region with its title and description', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    expect(toasts()).toHaveLength(1);
    const [toast] = toasts();
    expect(toast).toHaveTextContent('Email address copied');
    expect(toast).toHaveTextContent('On your clipboard.');
  });

  it('keeps at most one toast: a new one replaces the current one', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    await user.click(screen.getByRole('button', {name: 'Second'}));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Couldn’t copy automatically');
  });

  it('closes the toast after 5000 ms', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(within(region()).queryByText('Email address copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(region()).queryByText('Email address copied')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    await user.click(screen.getByRole('button', {name: 'Dismiss notification'}));
    expect(within(region()).queryByText('Email address copied')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with F8', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    expect(region().contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, {key: 'F8', code: 'F8'});
    expect(region().contains(document.activeElement)).toBe(true);
  });

  it('announces the toast to screen readers', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderWithTriggers();
    await user.click(screen.getByRole('button', {name: 'First'}));
    // Radix writes the announcement on the next frame, into a live region outside the toast list.
    act(() => jest.advanceTimersByTime(50));
    const announcements = screen
      .getAllByRole('status')
      .filter(
        (el) => el.getAttribute('aria-live') === 'assertive' || el.getAttribute('aria-live') === 'polite',
      );
    expect(announcements.map((el) => el.textContent).join(' ')).toContain('Email address copied');
  });

  it('refuses useToast() outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="Lost" message={{title: 'x'}} />)).toThrow('ToastProvider');
    jest.mocked(console.error).mockRestore();
  });
});
