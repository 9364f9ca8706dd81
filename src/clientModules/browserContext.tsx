/**
 * Docusaurus' browser context (`@docusaurus/useIsBrowser`), with the switch to `true` as a transition
 * (src/plugins/leanClientBundle.ts puts this module in the place of `@docusaurus/core`'s own).
 *
 * Right after a page hydrates, Docusaurus sets the context to `true` in an effect. As an ordinary update
 * that re-render ran in one task: every reader of the context, every part that still waited to hydrate
 * on its own above which the context changed (src/components/HydrateOnItsOwn), and the tree between them,
 * about 100 ms on a mid-range phone on a calculator's page. As a transition React renders it in slices
 * of about 5 ms, lets input and painting in between, and drops the work for any update that comes first.
 * What reads the context sees `false` until then, as it did during hydration.
 */
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {readonly children: ReactNode}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
