/**
 * Holds a change of layout made when a field loses the focus until the press that took the focus away
 * has landed.
 *
 * A calculator shows a field's message when the field is left. Pressing Calculate takes the focus away at
 * the start of the press (mousedown), and a message that appeared then pushed the button down before the
 * press ended: Chromium hit-tests a tap again after its mousedown, so the click landed beside the button,
 * and a mouse released elsewhere clicks nothing. The first press did nothing. With `afterPress`, the
 * message waits for the press's click (or its end, if no click follows), so the press lands where the
 * visitor aimed; a field left by Tab shows its message at once.
 *
 * A tap dispatches its pointer events first and its mouse events (and the focus change) after them, so a
 * press counts as under way from `pointerdown` until its `click`, or until `PRESS_SETTLE_MS` after
 * `pointerup` when no click comes (a long press, a drag off the element).
 */

/** How long after a press ends without a click its held changes wait. */
export const PRESS_SETTLE_MS = 400;

let pressing = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
const held: Array<() => void> = [];
let listening = false;

function release() {
  pressing = false;
  clearTimeout(settleTimer);
  for (const change of held.splice(0)) change();
}

/**
 * Starts following presses on the page (idempotent). Call it when a component that uses `afterPress`
 * mounts: a press that is already under way when the first listener is added would not be seen.
 */
export function followPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const options = {capture: true, passive: true} as const;
  document.addEventListener(
    'pointerdown',
    () => {
      pressing = true;
      clearTimeout(settleTimer);
    },
    options,
  );
  document.addEventListener(
    'pointerup',
    () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(release, PRESS_SETTLE_MS);
    },
    options,
  );
  document.addEventListener('pointercancel', () => setTimeout(release, 0), options);
  // After the click's own handlers (a form's submit runs inside them): the next task.
  document.addEventListener('click', () => setTimeout(release, 0), options);
}

/** Runs `change` now, or once the press under way has landed. */
export function afterPress(change: () => void): void {
  if (pressing) held.push(change);
  else change();
}
