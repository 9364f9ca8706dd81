import {act, fireEvent, render, screen} from '@testing-library/react';
import {TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS} from '../../constants';
import Tooltip, {resetTooltipCoordination} from '.';

const NOTE_A = 'Only on the top subscription tier.';
const NOTE_B = 'Moves sessions, but does not rebuild the week.';

function renderTwo() {
  render(
    <>
      <Tooltip label="Note on Runna: Holiday mode" content={NOTE_A} />
      <Tooltip label="Note on Runna: Missed runs" content={NOTE_B} />
    </>,
  );
  return {
    a: screen.getByRole('button', {name: 'Note on Runna: Holiday mode'}),
    b: screen.getByRole('button', {name: 'Note on Runna: Missed runs'}),
  };
}

const isOpen = (note: string) => screen.getByText(note).dataset.state === 'open';

beforeEach(() => {
  jest.useFakeTimers();
  resetTooltipCoordination();
});

afterEach(() => {
  jest.useRealTimers();
});

test('the note describes the trigger and is in the document before any hover', () => {
  const {a} = renderTwo();
  expect(a).toHaveAccessibleDescription(NOTE_A);
  expect(screen.getByText(NOTE_A)).toHaveAttribute('role', 'tooltip');
  expect(isOpen(NOTE_A)).toBe(false);
});

test('hover opens only after the delay, and leaving closes it', () => {
  const {a} = renderTwo();
  fireEvent.pointerEnter(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
  expect(isOpen(NOTE_A)).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(isOpen(NOTE_A)).toBe(true);
  fireEvent.pointerLeave(a);
  expect(isOpen(NOTE_A)).toBe(false);
});

test('leaving before the delay cancels the opening', () => {
  const {a} = renderTwo();
  fireEvent.pointerEnter(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS / 2));
  fireEvent.pointerLeave(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(isOpen(NOTE_A)).toBe(false);
});

test('moving to another trigger within the skip delay opens it at once; later it waits again', () => {
  const {a, b} = renderTwo();
  fireEvent.pointerEnter(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  fireEvent.pointerLeave(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
  fireEvent.pointerEnter(b);
  expect(isOpen(NOTE_B)).toBe(true);

  fireEvent.pointerLeave(b);
  act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
  fireEvent.pointerEnter(a);
  expect(isOpen(NOTE_A)).toBe(false);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(isOpen(NOTE_A)).toBe(true);
});

test('keyboard focus opens at once, Escape closes, blur closes', () => {
  const {a} = renderTwo();
  act(() => a.focus());
  expect(isOpen(NOTE_A)).toBe(true);
  fireEvent.keyDown(document, {key: 'Escape'});
  expect(isOpen(NOTE_A)).toBe(false);
  expect(a).toHaveFocus();

  act(() => a.blur());
  act(() => a.focus());
  expect(isOpen(NOTE_A)).toBe(true);
  act(() => a.blur());
  expect(isOpen(NOTE_A)).toBe(false);
});

test('only one tooltip is open at a time', () => {
  const {a, b} = renderTwo();
  act(() => a.focus());
  expect(isOpen(NOTE_A)).toBe(true);
  fireEvent.pointerEnter(b);
  expect(isOpen(NOTE_B)).toBe(true);
  expect(isOpen(NOTE_A)).toBe(false);
});

test('a tap or click opens it at once, even without focus, and a tap elsewhere closes it', () => {
  const {a} = renderTwo();
  fireEvent.click(a);
  expect(isOpen(NOTE_A)).toBe(true);
  fireEvent.pointerDown(a);
  expect(isOpen(NOTE_A)).toBe(true);
  fireEvent.pointerDown(document.body);
  expect(isOpen(NOTE_A)).toBe(false);
});
