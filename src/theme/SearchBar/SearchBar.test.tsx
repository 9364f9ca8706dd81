import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setIsBrowser} from '@site/test/stubs/useIsBrowser';
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

test('the server-rendered form has a submit button; after hydration the magnifier is only an icon', () => {
  setIsBrowser(false);
  const {unmount} = render(<SearchBar />);
  expect(screen.getByRole('button', {name: 'Submit search'})).toHaveAttribute('type', 'submit');
  unmount();
  setIsBrowser(true);
  render(<SearchBar />);
  expect(screen.queryByRole('button', {name: 'Submit search'})).not.toBeInTheDocument();
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
