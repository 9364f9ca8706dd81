import {createContext, useContext, type ReactNode} from 'react';

/**
 * The `<main>` landmark for a page that a plugin renders inside its own Layout with no `<main>` of its own:
 * the search page. Screen-reader users jump to `main`, and the theme's skip link moves focus to it. Pages of
 * the site and of the docs and blog plugins render their own `<main>` and hand nothing.
 */
const MainContext = createContext<{readonly after: ReactNode} | null>(null);

/**
 * Tells the layout (src/theme/Layout) to put the page's content in a `<main>`, followed there by `after`:
 * what the page would add below the plugin's content if it rendered the page itself.
 */
export function MainLandmarkProvider({
  after,
  children,
}: {
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  return <MainContext.Provider value={{after}}>{children}</MainContext.Provider>;
}

/** `children` inside `<main>` on a page under MainLandmarkProvider, as they are everywhere else. */
export function MainLandmark({children}: {readonly children: ReactNode}) {
  const main = useContext(MainContext);
  return main ? (
    <main>
      {children}
      {main.after}
    </main>
  ) : (
    children
  );
}
