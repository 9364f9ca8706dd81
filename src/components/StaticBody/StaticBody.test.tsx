import {act, type ReactElement} from 'react';
import {fireEvent} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import type {Location} from 'history';
import StaticBody, {hasStaticBody} from './index';
import KeptContent from './KeptContent';
import {KEPT_CONTENT_ATTRIBUTE, STATIC_BODY_EXPORT} from '../../config/staticBody';
import {setIsBrowser} from '../../../test/stubs/useIsBrowser';

// @types/react-dom is not installed, so type the two functions these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: ReactElement) => {unmount: () => void};
};

/** An MDX module's component as Docusaurus hands it to the theme: named exports copied onto it. */
function mdxModule(isStatic: boolean) {
  function Body() {
    return (
      <>
        <h2 id="rights">Your rights</h2>
        <p>
          Read the <a href="/terms-of-service">Terms of Service</a>, jump to <a href="#rights">your rights</a>{' '}
          or visit <a href="https://example.org/">another site</a>.
        </p>
      </>
    );
  }
  return isStatic ? Object.assign(Body, {[STATIC_BODY_EXPORT]: true}) : Body;
}

/**
 * A body that hydrates (a part of it needs React) with one block kept, as src/plugins/remarkStaticBody.ts
 * writes it: the block's component inside KeptContent, beside Markdown's own blocks.
 */
function mdxModuleWithKeptBlock() {
  return function Body() {
    return (
      <>
        <h2 id="plans">Plans</h2>
        <KeptContent>
          <ul className="cards">
            <li>
              Half marathon: read the <a href="/terms-of-service">Terms of Service</a>
            </li>
          </ul>
        </KeptContent>
        <p>After the cards.</p>
      </>
    );
  };
}

/** The theme's Content component: the `.markdown` block around the MDX element. */
function page(
  Body: ReturnType<typeof mdxModule | typeof mdxModuleWithKeptBlock>,
  onLocation: (location: Location) => void,
) {
  const content = <Body />;
  return (
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <main>
        <StaticBody content={content}>
          <div className="markdown">{content}</div>
        </StaticBody>
      </main>
      <Route
        path="*"
        render={({location}) => {
          onLocation(location);
          return null;
        }}
      />
    </MemoryRouter>
  );
}

/** A page loaded as a first load is: its server HTML in a root like Docusaurus', then hydrated. */
interface LoadedPage {
  readonly container: HTMLDivElement;
  /** Where the router is, once it has rendered. */
  readonly location: () => Location | undefined;
  readonly close: () => void;
}

async function loadPage(
  Body: ReturnType<typeof mdxModule | typeof mdxModuleWithKeptBlock>,
): Promise<LoadedPage> {
  let location: Location | undefined;
  let unmount = () => undefined as void;
  const container = document.createElement('div');
  container.id = '__docusaurus';
  setIsBrowser(false);
  container.innerHTML = renderToString(page(Body, () => undefined));
  document.body.append(container);
  await act(async () => {
    const root = hydrateRoot(
      container,
      page(Body, (next) => {
        location = next;
      }),
    );
    unmount = () => root.unmount();
  });
  setIsBrowser(true);
  return {
    container,
    location: () => location,
    close: () => {
      act(() => unmount());
      container.remove();
    },
  };
}

describe('hasStaticBody', () => {
  it('reads the mark the build put on the MDX module, and nothing else', () => {
    const Static = mdxModule(true);
    const Plain = mdxModule(false);
    expect(hasStaticBody(<Static />)).toBe(true);
    expect(hasStaticBody(<Plain />)).toBe(false);
    expect(hasStaticBody(<div />)).toBe(false);
    expect(hasStaticBody('text')).toBe(false);
    expect(hasStaticBody(null)).toBe(false);
  });
});

describe('StaticBody', () => {
  beforeEach(() => {
    // The document's address, which a plain link resolves against: the page the body is on.
    window.history.replaceState(null, '', '/privacy-policy');
    Object.assign(window, {docusaurus: {prefetch: jest.fn(() => false), preload: jest.fn(() => false)}});
  });

  it('adds no element to a body that hydrates, and a box-less wrapper to a kept one', () => {
    setIsBrowser(false);
    const plain = renderToString(page(mdxModule(false), () => undefined));
    const kept = renderToString(page(mdxModule(true), () => undefined));
    setIsBrowser(true);
    expect(plain).toMatch(/^<main><div class="markdown"><h2/);
    // (CSS modules are stubbed here: the wrapper's `display: contents` class is checked in the browser.)
    expect(kept).toMatch(/^<main><div[^>]*><div class="markdown"><h2/);
  });

  describe('a kept body on the first load', () => {
    let loaded: LoadedPage;
    let container: HTMLDivElement;
    /** Whether the site's own handlers (React's, on the root) took the click over; the browser never navigates. */
    const clickTaken = (link: Element, init: MouseEventInit = {}) => {
      let taken = false;
      const after = (event: Event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', after, {once: true});
      fireEvent.click(link, {button: 0, ...init});
      return taken;
    };

    beforeEach(async () => {
      loaded = await loadPage(mdxModule(true));
      container = loaded.container;
    });

    afterEach(() => loaded.close());

    const link = (href: string) => container.querySelector(`a[href="${href}"]`)!;

    it('is the server HTML, not React', () => {
      expect(Object.keys(link('/terms-of-service')).some((key) => key.startsWith('__react'))).toBe(false);
      expect(container.querySelector('h2')).toHaveTextContent('Your rights');
    });

    it('sends a link of the site through the router', () => {
      expect(clickTaken(link('/terms-of-service'))).toBe(true);
      expect(loaded.location()?.pathname).toBe('/terms-of-service');
    });

    it("leaves the page's own anchors, other sites and modified clicks to the browser", () => {
      expect(clickTaken(link('#rights'))).toBe(false);
      expect(clickTaken(link('https://example.org/'))).toBe(false);
      expect(clickTaken(link('/terms-of-service'), {ctrlKey: true})).toBe(false);
      expect(loaded.location()?.pathname).toBe('/privacy-policy');
    });

    it("starts loading a link's route on hover and on focus", () => {
      const {preload} = (window as unknown as {docusaurus: {preload: jest.Mock}}).docusaurus;
      fireEvent.mouseOver(link('/terms-of-service'));
      expect(preload).toHaveBeenLastCalledWith('/terms-of-service');
      preload.mockClear();
      fireEvent.focus(link('https://example.org/'));
      expect(preload).not.toHaveBeenCalled();
    });
  });
});

describe('a block kept in a body that hydrates (KeptContent)', () => {
  let loaded: LoadedPage;
  let container: HTMLDivElement;

  beforeEach(async () => {
    window.history.replaceState(null, '', '/privacy-policy');
    Object.assign(window, {docusaurus: {prefetch: jest.fn(() => false), preload: jest.fn(() => false)}});
    loaded = await loadPage(mdxModuleWithKeptBlock());
    container = loaded.container;
  });

  afterEach(() => loaded.close());

  const ownedByReact = (element: Element | null) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__react'));

  it("sits in a marked wrapper between the body's own blocks, which React hydrates", () => {
    const wrapper = container.querySelector(`.markdown > [${KEPT_CONTENT_ATTRIBUTE}]`);
    expect(wrapper?.previousElementSibling?.tagName).toBe('H2');
    expect(wrapper?.firstElementChild).toHaveClass('cards');
    expect(ownedByReact(container.querySelector('h2'))).toBe(true);
    expect(ownedByReact(container.querySelector('.markdown > p'))).toBe(true);
  });

  it('keeps its server HTML, and sends its links through the router', () => {
    const link = container.querySelector('a[href="/terms-of-service"]')!;
    expect(ownedByReact(link)).toBe(false);
    expect(ownedByReact(container.querySelector('.cards'))).toBe(false);
    fireEvent.click(link, {button: 0});
    expect(loaded.location()?.pathname).toBe('/terms-of-service');
  });
});
