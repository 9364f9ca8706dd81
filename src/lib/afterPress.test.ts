import {PRESS_SETTLE_MS, afterPress, followPresses} from './afterPress';

const fire = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, {bubbles: true, cancelable: true}));

describe('afterPress', () => {
  beforeAll(() => followPresses());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // Leave no press under way for the next test.
    fire('pointercancel');
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('runs the change at once when no press is under way (a field left by Tab)', () => {
    const change = jest.fn();
    afterPress(change);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("holds the change during a press and runs it after the press's click and its handlers", () => {
    const button = document.body.appendChild(document.createElement('button'));
    const order: string[] = [];
    button.addEventListener('click', () => order.push('click'));
    fire('pointerdown', button);
    fire('pointerup', button);
    // The focus leaves the field at the mousedown that follows a tap's pointer events.
    afterPress(() => order.push('message'));
    expect(order).toEqual([]);
    fire('click', button);
    expect(order).toEqual(['click']);
    jest.advanceTimersByTime(0);
    expect(order).toEqual(['click', 'message']);
    button.remove();
  });

  it('runs the held change a moment after a press that ends without a click', () => {
    const change = jest.fn();
    fire('pointerdown');
    afterPress(change);
    fire('pointerup');
    jest.advanceTimersByTime(PRESS_SETTLE_MS - 1);
    expect(change).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('runs the held change when the browser cancels the press (a scroll)', () => {
    const change = jest.fn();
    fire('pointerdown');
    afterPress(change);
    fire('pointercancel');
    jest.advanceTimersByTime(0);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('runs each held change once', () => {
    const change = jest.fn();
    fire('pointerdown');
    afterPress(change);
    fire('click');
    jest.advanceTimersByTime(PRESS_SETTLE_MS);
    fire('pointerdown');
    fire('click');
    jest.advanceTimersByTime(PRESS_SETTLE_MS);
    expect(change).toHaveBeenCalledTimes(1);
  });
});
