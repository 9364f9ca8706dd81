import {NO_PAINT_FALLBACK_MS} from '../plugins/afterFirstPaint';
import {
  AFTER_HEADER_ID,
  BEFORE_FIRST_PAINT_ATTRIBUTE,
  BEFORE_FIRST_PAINT_SCRIPT,
  buildHeadTags,
} from './headTags';

// That every built page has the element right after its header: e2e/tests/build-output.spec.ts.
test('the first paint waits for the element right after the header', () => {
  const expectTag = buildHeadTags('/').find((tag) => tag.attributes?.rel === 'expect');
  expect(expectTag?.attributes).toEqual({rel: 'expect', href: `#${AFTER_HEADER_ID}`, blocking: 'render'});
});

test('the icons live under the base path', () => {
  const hrefs = buildHeadTags('/docs/').flatMap((tag) =>
    tag.tagName === 'link' ? [tag.attributes?.href] : [],
  );
  expect(hrefs).toEqual(['/docs/img/apple-touch-icon.png', `#${AFTER_HEADER_ID}`]);
});

describe('the mark of the time before the first paint', () => {
  const script = () => buildHeadTags('/').find((tag) => tag.tagName === 'script');

  it('is set by an inline script in <head>, which runs before <body> is parsed', () => {
    expect(script()?.innerHTML).toBe(BEFORE_FIRST_PAINT_SCRIPT);
    expect(script()?.attributes).toEqual({});
  });

  /** Runs the script in this document with a stand-in for the browser's paint timing. */
  function run(paintTiming: boolean) {
    const observers: ((
      list: {getEntriesByName(name: string): unknown[]},
      o: {disconnect(): void},
    ) => void)[] = [];
    const original = window.PerformanceObserver;
    Object.assign(window, {
      PerformanceObserver: Object.assign(
        function (this: {observe(): void}, callback: (typeof observers)[number]) {
          observers.push(callback);
          this.observe = () => undefined;
        },
        {supportedEntryTypes: paintTiming ? ['paint'] : []},
      ),
    });
    try {
      window.eval(BEFORE_FIRST_PAINT_SCRIPT);
    } finally {
      Object.assign(window, {PerformanceObserver: original});
    }
    const paint = (name: string) =>
      observers.forEach((callback) =>
        callback({getEntriesByName: (entry) => (entry === name ? [{}] : [])}, {disconnect: () => undefined}),
      );
    return {observers, paint};
  }

  const marked = () => document.documentElement.hasAttribute(BEFORE_FIRST_PAINT_ATTRIBUTE);

  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute(BEFORE_FIRST_PAINT_ATTRIBUTE);
  });

  it('marks <html> until the browser reports the first contentful paint, and only then unmarks it', () => {
    jest.useFakeTimers();
    const {observers, paint} = run(true);
    expect(marked()).toBe(true);
    expect(observers).toHaveLength(1);
    paint('first-paint');
    expect(marked()).toBe(true);
    paint('first-contentful-paint');
    expect(marked()).toBe(false);
  });

  it('unmarks it at the load event when that comes before the paint', () => {
    const {observers} = run(true);
    expect(marked()).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(marked()).toBe(false);
    expect(observers).toHaveLength(1);
  });

  it('leaves the page unmarked when the address names a place in it', () => {
    window.location.hash = '#why-warm-up-at-all';
    try {
      const {observers} = run(true);
      expect(marked()).toBe(false);
      expect(observers).toHaveLength(0);
    } finally {
      window.location.hash = '';
    }
  });

  it('unmarks it after a frame in a browser without paint timing, and in any case when no paint comes', () => {
    jest.useFakeTimers();
    run(false);
    expect(marked()).toBe(true);
    jest.advanceTimersByTime(100);
    expect(marked()).toBe(false);

    run(true);
    expect(marked()).toBe(true);
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS - 1);
    expect(marked()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(marked()).toBe(false);
  });
});
