import {act, render, screen} from '@testing-library/react';
import Reveal from '.';

jest.mock('./styles.module.css', () => ({
  reveal: 'reveal',
  static: 'static',
  waiting: 'waiting',
  shown: 'shown',
}));

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static last: FakeObserver | undefined;
  readonly disconnect = jest.fn();
  readonly observe = jest.fn();
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
}

describe('Reveal', () => {
  beforeEach(() => {
    FakeObserver.last = undefined;
    Object.defineProperty(window, 'IntersectionObserver', {value: FakeObserver, configurable: true});
    // Below the fold: jsdom lays nothing out, so place the block under the viewport.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({top: window.innerHeight + 100} as DOMRect);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  function renderBelowTheFold() {
    render(
      <Reveal>
        <a href="#lock-in">Direct link</a>
      </Reveal>,
    );
    const block = screen.getByRole('link').parentElement;
    if (!block) throw new Error('no Reveal block');
    return block;
  }

  it('waits below the fold, then shows the block when it scrolls in', () => {
    const block = renderBelowTheFold();
    expect(block).toHaveClass('reveal', 'waiting');
    act(() => FakeObserver.last?.callback([{isIntersecting: true}]));
    expect(block).toHaveClass('shown');
    expect(FakeObserver.last?.disconnect).toHaveBeenCalled();
  });

  it('shows the block at once when something inside it takes the focus, and stops observing', () => {
    const block = renderBelowTheFold();
    expect(block).toHaveClass('waiting');
    act(() => screen.getByRole('link').focus());
    expect(block).toHaveClass('shown');
    expect(block).not.toHaveClass('waiting');
    expect(FakeObserver.last?.disconnect).toHaveBeenCalled();
    // It stays shown once the focus moves on.
    act(() => screen.getByRole('link').blur());
    expect(block).toHaveClass('shown');
  });

  it('hides nothing for a visitor who prefers reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({matches: query.includes('reduce'), media: query}),
      configurable: true,
    });
    try {
      const block = renderBelowTheFold();
      expect(block).toHaveClass('static');
      expect(FakeObserver.last).toBeUndefined();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
