import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBar from './index';

test('before the plugin loads, the header holds a search form that submits to the search page', () => {
  render(<SearchBar />);
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  const box = screen.getByRole('searchbox', {name: 'Search'});
  expect(box).toHaveAttribute('name', 'q');
  expect(screen.queryByTestId('plugin-search')).not.toBeInTheDocument();
});

test('the form has a real submit button named Search, in the server-rendered page too', () => {
  // Without JavaScript the server-rendered markup is all there is.
  const html = renderToString(<SearchBar />);
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Search<\/button>/);

  render(<SearchBar />);
  const button = screen.getByRole('button', {name: 'Search'});
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toHaveAccessibleName('Search');
  expect((button as HTMLButtonElement).form).toBe(screen.getByRole('search'));
  // Hidden by the site's global class until it has the focus (styles.module.css shows it then).
  expect(button).toHaveClass('visually-hidden');
});

test('the submit button submits the typed query', async () => {
  const user = userEvent.setup();
  render(<SearchBar />);
  const form = screen.getByRole<HTMLFormElement>('search');
  const submitted = jest.fn((event: SubmitEvent) => {
    event.preventDefault();
    return Object.fromEntries(new FormData(form, event.submitter));
  });
  form.addEventListener('submit', submitted);
  fireEvent.change(screen.getByRole('searchbox', {name: 'Search'}), {target: {value: 'taper'}});
  await user.click(screen.getByRole('button', {name: 'Search'}));
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(submitted.mock.results[0]!.value).toEqual({q: 'taper'});
});

test('focus on the submit button does not swap in the plugin', async () => {
  render(<SearchBar />);
  const button = screen.getByRole('button', {name: 'Search'});
  act(() => button.focus());
  await act(async () => {});
  expect(screen.getByRole('search')).toBeInTheDocument();
  expect(screen.queryByTestId('plugin-search')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('if the plugin arrives while the button has the focus, it waits until the focus moves on', async () => {
  const user = userEvent.setup();
  render(
    <>
      <SearchBar />
      <a href="#after">After the search</a>
    </>,
  );
  // The box asks for the plugin; the focus reaches the button before it arrives.
  act(() => screen.getByRole('searchbox', {name: 'Search'}).focus());
  const button = screen.getByRole('button', {name: 'Search'});
  act(() => button.focus());
  await act(async () => {});
  expect(screen.queryByTestId('plugin-search')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.tab();
  await screen.findByTestId('plugin-search');
  expect(screen.getByRole('link', {name: 'After the search'})).toHaveFocus();
});

test('Shift+Tab from the button back to the box swaps in the plugin with the focus', async () => {
  const user = userEvent.setup();
  render(<SearchBar />);
  act(() => screen.getByRole('searchbox', {name: 'Search'}).focus());
  act(() => screen.getByRole('button', {name: 'Search'}).focus());
  await act(async () => {});
  await user.tab({shift: true});
  await screen.findByTestId('plugin-search');
  await waitFor(() => expect(screen.getByRole('textbox', {name: 'Search'})).toHaveFocus());
});

test('the pointer reaching the box swaps in the plugin without moving the focus there', async () => {
  const user = userEvent.setup();
  render(<SearchBar />);
  await user.hover(screen.getByRole('searchbox', {name: 'Search'}));
  await screen.findByTestId('plugin-search');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', {name: 'Search'})).not.toHaveFocus();
});

test('focus and the text typed while the plugin loads move to the plugin box', async () => {
  const user = userEvent.setup();
  render(<SearchBar />);
  const box = screen.getByRole('searchbox', {name: 'Search'});
  act(() => box.focus());
  await user.keyboard('taper');
  await screen.findByTestId('plugin-search');
  const pluginBox = screen.getByRole('textbox', {name: 'Search'});
  await waitFor(() => expect(pluginBox).toHaveFocus());
  expect(pluginBox).toHaveValue('taper');
  // The plugin's own state took the text: it keeps it across re-renders and further typing.
  await user.keyboard(' week');
  expect(pluginBox).toHaveValue('taper week');
});

test('Ctrl+K focuses the search box and loads the plugin', async () => {
  const user = userEvent.setup();
  render(<SearchBar />);
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByTestId('plugin-search');
  await waitFor(() => expect(screen.getByRole('textbox', {name: 'Search'})).toHaveFocus());
});

test('a box focused and typed in before hydration loads the plugin as soon as the page is hydrated', async () => {
  // The page's code starts after its first paint: a visitor may already be in the server-rendered box.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBar />);
  document.body.appendChild(container);
  const serverBox = container.querySelector('input')!;
  serverBox.focus();
  serverBox.value = 'taper';
  await act(async () => {
    hydrateRoot(container, <SearchBar />);
  });
  await screen.findByTestId('plugin-search');
  const pluginBox = screen.getByRole('textbox', {name: 'Search'});
  await waitFor(() => expect(pluginBox).toHaveFocus());
  expect(pluginBox).toHaveValue('taper');
  container.remove();
});
