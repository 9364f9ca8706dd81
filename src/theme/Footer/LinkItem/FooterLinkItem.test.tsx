import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import type {Location} from 'history';
import FooterLinkItem from '.';

function renderItem(item: {label: string; to?: string; href?: string}, path = '/pricing') {
  let location: Location | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <FooterLinkItem item={item} />
      <Route
        path="*"
        render={(props) => {
          location = props.location;
          return <div id="testimonials">Runners</div>;
        }}
      />
    </MemoryRouter>,
  );
  return () => location;
}

describe('FooterLinkItem', () => {
  let scrollTo: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => jest.useRealTimers());

  it('navigates, then scrolls to the top after 100 ms', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const location = renderItem({label: 'Terms of Service', to: '/terms-of-service'});
    await user.click(screen.getByRole('link', {name: 'Terms of Service'}));
    expect(location()?.pathname).toBe('/terms-of-service');
    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({top: 0, left: 0, behavior: 'auto'});
  });

  it('links to a home section through the section navigation', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const location = renderItem({label: 'Testimonials', to: '/#testimonials'});
    const link = screen.getByRole('link', {name: 'Testimonials'});
    expect(link).toHaveAttribute('href', '/#testimonials');
    await user.click(link);
    expect(location()?.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(500));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab and says so', () => {
    renderItem({label: 'Instagram', href: 'https://instagram.example/x'});
    const link = screen.getByRole('link', {name: 'Instagram (opens in a new tab)'});
    expect(link).toHaveAttribute('href', 'https://instagram.example/x');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
