import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import type {Location} from 'history';
import EarlyAccessLink from '.';

function renderAt(path: string, onNavigate?: () => void) {
  let location: Location | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <EarlyAccessLink onNavigate={onNavigate} />
      <Route
        path="*"
        render={(props) => {
          location = props.location;
          return <section id="pre-register">Sign up here</section>;
        }}
      />
    </MemoryRouter>,
  );
  return () => location;
}

describe('EarlyAccessLink', () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a real link to /#pre-register, so it works without JavaScript', () => {
    renderAt('/pricing');
    expect(screen.getByRole('link', {name: 'Get Early Access'})).toHaveAttribute('href', '/#pre-register');
  });

  it('from another page navigates home and scrolls to the sign-up only after 500 ms', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const location = renderAt('/pricing');
    await user.click(screen.getByRole('link', {name: 'Get Early Access'}));

    expect(location()?.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(499));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pre-register'));
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'smooth', block: 'start'});
    expect(window.location.hash).toBe('#pre-register');
    expect(document.getElementById('pre-register')).toHaveFocus();
  });

  it('on the home page scrolls at once without navigating', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const location = renderAt('/');
    await user.click(screen.getByRole('link', {name: 'Get Early Access'}));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(location()?.pathname).toBe('/');
  });

  it('runs onNavigate (closing the drawer) before navigating', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const onNavigate = jest.fn();
    renderAt('/support', onNavigate);
    await user.click(screen.getByRole('link', {name: 'Get Early Access'}));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('does not smooth-scroll for visitors who prefer reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({matches: true});
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    renderAt('/');
    await user.click(screen.getByRole('link', {name: 'Get Early Access'}));
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'auto', block: 'start'});
    delete (window as Partial<Window>).matchMedia;
  });
});
