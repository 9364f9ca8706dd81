import {useCallback, useEffect, useState, useSyncExternalStore, type RefObject} from 'react';
import {afterPress, followPresses} from '@site/src/lib/afterPress';
import {useTypedBeforeHydration} from '@site/src/hooks/useTypedBeforeHydration';
import {withTyped} from '@site/src/lib/typedBeforeHydration';

const noSubscription = () => () => undefined;
const readSearch = () => window.location.search;
const serverSearch = () => '';

/** Puts `search` ("?a=1" or "") in the address in place of the current query, with no new history entry. */
export function replaceSearch(search: string): void {
  const {pathname, hash} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * The address's query string: '' on the server and while hydrating (so the first render matches the HTML),
 * read right after through an external store (no state set in an effect).
 */
export function useAddressSearch(): string {
  return useSyncExternalStore(noSubscription, readSearch, serverSearch);
}

export interface ToolInputs<Values> {
  /** What the form shows: the visitor's edits, else the address's inputs, else the example. */
  readonly values: Values;
  /** Replaces the inputs and writes them into the address (history.replaceState, no new entry). */
  readonly update: (next: Values) => void;
  /** Marks a field as visited, so its message (if any) shows. */
  readonly touch: (field: string) => void;
  /** Marks every field as visited (the visitor pressed Enter or Calculate). */
  readonly touchAll: () => void;
  /** Whether the message of `field` should show now. */
  readonly showsErrorOf: (field: string) => boolean;
  /** For the tool's <form> (ToolForm's `formRef`): what was typed in it before hydration is kept. */
  readonly formRef: RefObject<HTMLFormElement | null>;
}

export interface ToolInputsOptions<Values> {
  readonly example: Values;
  readonly read: (params: URLSearchParams) => Values | null;
  readonly write: (values: Values) => string;
  /**
   * The inputs from the fields typed in before hydration (by name; each field is named by its query key).
   * By default they are read over the example's; the pace converter reads them alone (it keeps one field).
   */
  readonly fromTyped?: (typed: URLSearchParams, example: Values) => Values | null;
}

/**
 * A tool's inputs, kept in the address. The server HTML and the first (hydrating) render use the example,
 * so they match; the address is read right after, through an external store (no state set in an effect).
 * Messages show for visited fields, after Enter, and at once for inputs that came in a shared address.
 */
export function useToolInputs<Values>({
  example,
  read,
  write,
  fromTyped = (typed, shown) => read(withTyped(write(shown), typed)),
}: ToolInputsOptions<Values>): ToolInputs<Values> {
  const search = useAddressSearch();
  const [edited, setEdited] = useState<Values | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);

  const fromAddress = search === '' ? null : read(new URLSearchParams(search));
  const values = edited ?? fromAddress ?? example;
  const sharedAndUntouched = edited === null && fromAddress !== null;

  const update = useCallback(
    (next: Values) => {
      // Editing a shared result keeps its messages on screen rather than hiding them mid-word.
      if (sharedAndUntouched) setAll(true);
      setEdited(next);
      replaceSearch(write(next));
    },
    [sharedAndUntouched, write],
  );
  useEffect(followPresses, []);
  // Fields typed in while the script loaded (they would show the example's values again on the next render)
  // become the inputs, with their messages.
  const formRef = useTypedBeforeHydration((typed) => {
    const next = fromTyped(typed, example);
    if (next === null) return;
    setAll(true);
    setEdited(next);
    replaceSearch(write(next));
  });
  // A field left for Calculate shows its message once the press has landed: shown at once, it pushed the
  // button from under the finger (src/lib/afterPress.ts).
  const touch = useCallback((field: string) => {
    afterPress(() => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))));
  }, []);
  const touchAll = useCallback(() => setAll(true), []);
  const showsErrorOf = (field: string) => all || sharedAndUntouched || touched.has(field);

  return {values, update, touch, touchAll, showsErrorOf, formRef};
}
