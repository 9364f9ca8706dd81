/**
 * Wraps the local-search plugin's SearchBar so that its code (autocomplete wiring, the search worker
 * client, result templates and comlink: about 5.5 KB gzip) is not in the JavaScript every page downloads.
 *
 * Until a visitor shows intent to search (pointer over or press on the box, focus, or Ctrl/⌘+K) the
 * header holds a look-alike search form. It is a real form: without JavaScript, or if the search code
 * cannot be fetched, Enter opens the search page with the query (a normal form submission). On intent
 * the plugin's SearchBar is imported; it replaces the form and takes over the focus and the typed text.
 *
 * The form has a real submit button (a form without one fails WCAG 3.2.2 checks, and it is how a keyboard
 * or switch user submits without Enter). It is visually hidden until it has the focus, then shown below
 * the box. Only the box signals intent: focusing the button never swaps the plugin in, and if the plugin
 * arrives while the button has the focus, the swap waits until the focus leaves it, so the focus is
 * never dropped.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';
import Icon from '@site/src/components/Icon';

type SearchBarComponent = ComponentType<Record<string, never>>;

/** Where typed text and focus go when the plugin's search box replaces the form. */
type Handover = {focus: boolean; value: string};

const loadSearchBar = () =>
  import('@theme-original/SearchBar').then((module: {default: SearchBarComponent}) => module.default);

/** Sets an input's value the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  // The native setter, called on the input itself below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export default function SearchBar(): ReactNode {
  const searchPage = useBaseUrl('/search');
  const [Loaded, setLoaded] = useState<SearchBarComponent | null>(null);
  const requested = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The plugin's SearchBar once imported, until it may replace the form (not while the button has focus). */
  const arrived = useRef<SearchBarComponent | null>(null);
  const handover = useRef<Handover>({focus: false, value: ''});

  // Read focus and text at the last moment: React detaches this ref while the form is still in the
  // page, in the same commit that puts the plugin's box in its place, so no keystroke falls between.
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (!input) return undefined;
    return () => {
      handover.current = {focus: document.activeElement === input, value: input.value};
      inputRef.current = null;
    };
  }, []);

  const swapIn = useCallback(() => {
    const Component = arrived.current;
    if (!Component || document.activeElement === buttonRef.current) return;
    arrived.current = null;
    setLoaded(() => Component);
  }, []);

  const load = useCallback(() => {
    if (requested.current) {
      swapIn();
      return;
    }
    requested.current = true;
    loadSearchBar().then(
      (Component) => {
        arrived.current = Component;
        swapIn();
      },
      () => {
        // The form keeps working without the plugin (Enter opens the search page); try again next time.
        requested.current = false;
      },
    );
  }, [swapIn]);

  // The page's code starts after its first paint, so a visitor may have reached the box before this form
  // was hydrated: that is intent already. Load at once; the handover carries the focus and the text.
  useEffect(() => {
    if (document.activeElement === inputRef.current) load();
  }, [load]);

  // Ctrl+K / ⌘+K focuses the search box, as the plugin's own shortcut does once it has loaded.
  useEffect(() => {
    if (Loaded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Loaded]);

  // Once the plugin's box is in place, give it the focus and the text typed while it loaded.
  const slotRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!Loaded) return;
    const input = slotRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    const {focus, value} = handover.current;
    if (!input) return;
    if (focus) input.focus();
    if (value) typeInto(input, value);
  }, [Loaded]);

  if (Loaded) {
    return (
      <span ref={slotRef} className={styles.slot}>
        <Loaded />
      </span>
    );
  }

  return (
    <form role="search" action={searchPage} method="get" className={clsx('navbar__search', styles.container)}>
      <input
        ref={attachInput}
        type="search"
        name="q"
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input)}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={load}
      />
      <Icon name="search" size={16} className={styles.icon} />
      {/* Works without JavaScript and with it (a plain GET to the search page); a tap on the box never
          reaches it, as it takes no room until it has the focus. */}
      <button
        ref={buttonRef}
        type="submit"
        className={clsx('visually-hidden', styles.submit)}
        onBlur={(event) => {
          // Back to the box: its focus handler swaps the plugin in, with the focus.
          if (event.relatedTarget !== inputRef.current) swapIn();
        }}
      >
        Search
      </button>
    </form>
  );
}
