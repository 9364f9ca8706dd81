import {act, type ReactElement} from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {FEATURE_SCREENS} from '../../data/features';
import ImageGallery from './Gallery';
import PageGallery from '.';

// @types/react-dom is not installed, so type the two functions these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: ReactElement) => {unmount: () => void};
};

/*
 * jsdom has <dialog> but not its modal methods: a minimal stand-in with the browser's observable effects
 * (the open attribute, focus on the first focusable element, a 'close' event, Escape cancels).
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      document.removeEventListener('keydown', onEscape);
      this.close();
    };
    document.addEventListener('keydown', onEscape);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const [first, second] = FEATURE_SCREENS;
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

function renderGallery() {
  render(<ImageGallery images={FEATURE_SCREENS} label="App screens" />);
  return userEvent.setup();
}

test('lists every screen as a button with its title and caption', () => {
  renderGallery();
  const list = screen.getByRole('list', {name: 'App screens'});
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(FEATURE_SCREENS.length);
  FEATURE_SCREENS.forEach((image, index) => {
    const item = within(items[index]!);
    expect(item.getByRole('button', {name: `Enlarge: ${image.title}`})).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(item.getByText(image.caption)).toBeInTheDocument();
    const thumb = items[index]!.querySelector('img');
    expect(thumb).toHaveAttribute('width', String(image.thumbSize.width));
    expect(thumb).toHaveAttribute('height', String(image.thumbSize.height));
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('fetchpriority', 'low');
  });
  expect(dialog().open).toBe(false);
});

test('without JavaScript each thumbnail is a link to the full image, described by its alt text', () => {
  const gallery = <PageGallery images={FEATURE_SCREENS} label="App screens" />;
  document.body.innerHTML = renderToString(gallery);
  for (const image of FEATURE_SCREENS) {
    const link = screen.getByRole('link', {name: image.alt});
    expect(link).toHaveAttribute('href', image.src);
  }
  expect(screen.queryByRole('button')).toBeNull();
  expect(document.querySelector('dialog')).toBeNull();
  document.body.innerHTML = '';
});

test('over the server HTML, the links become buttons once the gallery has hydrated, and the images stay', async () => {
  const gallery = <PageGallery images={FEATURE_SCREENS} label="App screens" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(gallery);
  document.body.append(container);
  const figures = [...container.querySelectorAll('figure')];
  let root: {unmount: () => void} | undefined;
  await act(async () => {
    root = hydrateRoot(container, gallery);
  });
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  expect(screen.getAllByRole('button', {name: /^Enlarge: /})).toHaveLength(FEATURE_SCREENS.length);
  // Hydrated, not rendered afresh: the same figures around the new buttons.
  const after = [...container.querySelectorAll('figure')];
  expect(after).toHaveLength(figures.length);
  after.forEach((figure, index) => expect(figure).toBe(figures[index]));
  expect(dialog().open).toBe(false);
  act(() => root?.unmount());
  container.remove();
});

test('a click opens the enlarged image in a labelled dialog; the close button closes it and focus returns', async () => {
  const user = renderGallery();
  const thumb = screen.getByRole('button', {name: `Enlarge: ${first!.title}`});
  await user.click(thumb);

  expect(dialog().open).toBe(true);
  const shown = within(dialog());
  expect(shown.getByRole('img', {name: first!.alt})).toHaveAttribute('src', first!.src);
  expect(dialog()).toHaveAccessibleName(first!.title);
  expect(dialog()).toHaveAccessibleDescription(first!.caption);
  const close = shown.getByRole('button', {name: 'Close'});
  expect(close).toHaveFocus();

  await user.click(close);
  expect(dialog().open).toBe(false);
  expect(within(dialog()).queryByRole('img')).toBeNull();
  expect(thumb).toHaveFocus();
});

test('Enter on a focused thumbnail opens it, and Escape closes it with focus back on the thumbnail', async () => {
  const user = renderGallery();
  const thumb = screen.getByRole('button', {name: `Enlarge: ${second!.title}`});
  thumb.focus();
  await user.keyboard('{Enter}');
  expect(dialog().open).toBe(true);
  expect(within(dialog()).getByRole('heading', {name: second!.title})).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(dialog().open).toBe(false);
  expect(thumb).toHaveFocus();
});

test('a click on the backdrop closes the dialog; a click inside it does not', async () => {
  const user = renderGallery();
  await user.click(screen.getByRole('button', {name: `Enlarge: ${first!.title}`}));
  await user.click(within(dialog()).getByRole('img'));
  expect(dialog().open).toBe(true);

  fireEvent.click(dialog());
  expect(dialog().open).toBe(false);
});

test('Next, Previous and the arrow keys move through the images; focus returns to the one last shown', async () => {
  const user = renderGallery();
  await user.click(screen.getByRole('button', {name: `Enlarge: ${first!.title}`}));
  await user.click(within(dialog()).getByRole('button', {name: 'Next'}));
  expect(within(dialog()).getByRole('heading')).toHaveTextContent(second!.title);
  expect(within(dialog()).getByText(`Image 2 of ${FEATURE_SCREENS.length}`)).toBeInTheDocument();

  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  const last = FEATURE_SCREENS[FEATURE_SCREENS.length - 1]!;
  expect(within(dialog()).getByRole('heading')).toHaveTextContent(last.title);

  await user.click(within(dialog()).getByRole('button', {name: 'Close'}));
  expect(screen.getByRole('button', {name: `Enlarge: ${last.title}`})).toHaveFocus();
});
