/**
 * A heavy interactive part (the load calculator, the screen gallery), hydrated on its own.
 *
 * The part sits in a Suspense boundary. On a first load React hydrates the page without drilling into
 * such a boundary: the part's server-rendered HTML stays as it is, readable and, where it has links or a
 * form, usable as plain HTML, and React hydrates it afterwards in a pass with its own commit (sooner if a
 * context above it changes, as several do right after a Docusaurus page hydrates), so its rendering,
 * effects and the work they cause do not join the page's long tasks. On the server and on client-side
 * navigation the boundary changes nothing: nothing in it suspends.
 *
 * The part's code stays in the route's chunk on purpose. Were it a `lazy` chunk of its own, a context
 * change that reached the boundary before the chunk had arrived would make React drop the server HTML
 * and render the part afresh, losing anything typed into it. Server rendering keeps the boundary in place
 * whatever its size (`src/plugins/wholeServerHtml.ts`).
 *
 * A part must not read `useIsBrowser()` to decide its first render: it hydrates after the page has (when
 * that already reads true), so its first render must match the server's. Use `useHasHydrated`.
 */
import {memo, Suspense, useSyncExternalStore, type ComponentType} from 'react';

export function hydrateOnItsOwn<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  function HydratedOnItsOwn(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  HydratedOnItsOwn.displayName = `HydratedOnItsOwn(${Part.displayName ?? Part.name})`;
  // A parent that renders again with equal props leaves the waiting boundary alone.
  return memo(HydratedOnItsOwn);
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the calling component hydrates, true once it has (React renders it again)
 * and at once when it mounts without server HTML (client-side navigation): for markup that a browser
 * improves, such as a link that becomes a button opening a dialog. Unlike `useIsBrowser`, right in a part
 * that hydrates after the rest of the page.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
