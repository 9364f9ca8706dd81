import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Exact text edits to a few modules of our dependencies, applied as the client bundle is built
 * (src/plugins/sourceEditsLoader.cjs fails the build when an edit's text is not found exactly once, so an
 * upgrade that changes one of these modules is looked at, not left silently unpatched).
 *
 * 1. MOUNT_UPDATE_EDITS: the state updates Docusaurus' theme makes right after a page hydrates become
 *    transitions. Once a page has hydrated, several of the theme's providers and components set state in
 *    a mount effect: `useWindowSize` moves from 'ssr' to 'mobile' or 'desktop' (the navbar's phone menu,
 *    the docs sidebar and table of contents, the blog sidebar), the docs plugin reads the preferred version
 *    from storage, and a docs page hands its sidebar to the phone menu. As ordinary updates React renders
 *    them together, at once and in one task, and each of them changes a context above the whole page, so
 *    the render walks the page and hydrates, in the same task, any part still waiting to hydrate on its
 *    own (src/components/HydrateOnItsOwn): 60-100 ms on a 4x-throttled phone on a calculator's page. As
 *    transitions React renders them in slices of about 5 ms, between which the browser paints and handles
 *    input. What they change is the same: the phone menu's content, a sidebar's collapsed state, none of
 *    which is on screen before the visitor opens it. Later updates (a resize, a navigation) are left as
 *    they were.
 * 2. SEARCH_PAGE_EDITS: the search page (`@easyops-cn/docusaurus-search-local`) keeps the `?q=` it was
 *    opened with. It reads the query from the address only once `useIsBrowser()` is true, which is after
 *    hydration, but its first effect, run during hydration with the empty query, wrote that empty query to
 *    the address, dropping `q`. It worked only while the re-render that turns `useIsBrowser()` true still
 *    saw the old address; src/clientModules/browserContext.tsx makes that re-render a transition, which
 *    comes after the address has changed. Now the page writes its query to the address only when it
 *    differs from the one the address holds, as the page read it. And it lists one result per address
 *    and heading (src/theme/SearchPage/oneResultPerPlace.ts): a page's title and its text matched as two
 *    documents and were listed as two results, the same title twice in a row; and a result from a page's
 *    opening text, headed by the page's title, no longer names the page again under it.
 * 3. SEARCH_QUERY_EDITS: the search box and the search page read a query as the pages write a number range.
 *    The index is built from the built pages, where a range's en dash is followed by a word joiner, so it
 *    does not break across lines (src/lib/typography.ts); the index holds '1–⁠10', one word with the joiner.
 *    A query typed with an en dash, '1–10', is now read with the joiner too (`joinNumberRanges`) and finds
 *    those pages again. A word or a hyphen-typed query reads as before.
 * 4. SEARCH_BOX_EDITS: the header's search box no longer takes the focus back from a visitor who has moved
 *    on. Focusing it starts loading the search index and asks for the focus once the index has loaded
 *    (setting up the suggestions moves the box, which blurs it); a visitor who tabbed through the box on a
 *    slow line was pulled back into it seconds later, from the theme toggle or the page. The request now
 *    stands only if the box still has the focus when the index arrives. The keyboard also works in the box
 *    as in any combobox: Tab with suggestions open closes them and moves on to the next control (it used to
 *    open the highlighted suggestion's page, leaving the focus on <body>); Escape closes them and leaves the
 *    focus in the box (the box blurred itself whenever its suggestions closed, so the focus fell to
 *    <body>). And it says what it shows: aria-expanded is true only while suggestions (or the note that
 *    there are none) are on screen, not whenever the box has the focus; the clear button is named "Clear
 *    search", not "✕"; the icons in a suggestion are hidden from assistive technology.
 * 5. SKIP_LINK_EDITS: the skip link (and the focus reset after a client-side navigation) leave the focus
 *    where they put it. The theme gave the target a tabindex of -1, focused it and took the tabindex away at
 *    once; an element that can no longer take the focus loses it, so the focus fell to <body> (the next Tab
 *    still started from the target, but a screen reader announced nothing). The tabindex now goes when the
 *    target loses the focus.
 * 6. SHARED_BUNDLE_EDITS: `@docusaurus/utils-common`, which every page's main bundle holds, required `tslib`
 *    for one helper, `__importDefault`, and so brought the whole of tslib into that bundle (about 4 KB
 *    gzipped, on every page): required from CommonJS, none of its exports can be left out. The one call
 *    reads `.default` of a module compiled with `__esModule` set, where the helper returns the module
 *    itself, so it now reads `.default` directly, and nothing in the client bundle requires tslib.
 */

type Edits = ReadonlyArray<readonly [find: string, replace: string]>;

/** Module (as resolved from the site) -> its edits: Docusaurus' mount updates, made transitions. */
export const MOUNT_UPDATE_EDITS: Readonly<Record<string, Edits>> = {
  '@docusaurus/theme-common/lib/hooks/useWindowSize.js': [
    [
      "import { useEffect, useState } from 'react';",
      "import { startTransition, useEffect, useState } from 'react';",
    ],
    ['        updateWindowSize();\n', '        startTransition(updateWindowSize);\n'],
  ],
  '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js': [
    [
      "import React, { useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
      "import React, { startTransition, useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
    ],
    [
      'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
      'startTransition(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
    ],
  ],
  '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js': [
    [
      "import React, { useState, useContext, useEffect, } from 'react';",
      "import React, { startTransition, useState, useContext, useEffect, } from 'react';",
    ],
    [
      'setContent({ component, props: memoizedProps });',
      'startTransition(() => setContent({ component, props: memoizedProps }));',
    ],
  ],
  // What shows the page's menu in the phone menu once it has been handed over (the edit above).
  '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/display.js': [
    [
      "import React, { useState, useContext, useEffect, useMemo, useCallback, } from 'react';",
      "import React, { startTransition, useState, useContext, useEffect, useMemo, useCallback, } from 'react';",
    ],
    [
      '        if (contentBecameAvailable) {\n            setShown(true);\n        }',
      '        if (contentBecameAvailable) {\n            startTransition(() => setShown(true));\n        }',
    ],
    [
      '        if (!mobileSidebar.shown) {\n            setShown(true);\n        }',
      '        if (!mobileSidebar.shown) {\n            startTransition(() => setShown(true));\n        }',
    ],
  ],
};

/** The search page's query, kept in the address it was opened with, and its results, one per place. */
export const SEARCH_PAGE_EDITS: Readonly<Record<string, Edits>> = {
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx': [
    [
      'import styles from "./SearchPage.module.css";',
      'import styles from "./SearchPage.module.css";\nimport { oneResultPerPlace } from "@site/src/theme/SearchPage/oneResultPerPlace";',
    ],
    [
      '                setSearchResults(results);\n',
      '                setSearchResults(oneResultPerPlace(results));\n',
    ],
    // A result from a page's opening text is headed by the page's title: no need to name the page again.
    [
      '    if (!isTitleRelated) {\n        pathItems.push(page.t);',
      '    if (!isTitleRelated && page.t !== articleTitle) {\n        pathItems.push(page.t);',
    ],
    [
      '    useEffect(() => {\n        updateSearchPath(searchQuery);\n',
      '    useEffect(() => {\n        if (searchQuery !== searchValue) {\n            updateSearchPath(searchQuery);\n        }\n',
    ],
  ],
};

/** How the search plugin splits a query into words, in the page and in its worker: ranges joined first. */
export const SEARCH_QUERY_EDITS: Readonly<Record<string, Edits>> = {
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js': [
    // The import is added above the function (imports are hoisted): the edit's find text then holds no
    // import of the package's own, which test/dependencies.test.ts would read as one of the site's.
    [
      'export function tokenize(text, language) {',
      'import { joinNumberRanges } from "@site/src/lib/typography";\nexport function tokenize(text, language) {',
    ],
    [
      '    return text.toLowerCase().match(regExpMatchWords) || [];',
      '    return joinNumberRanges(text).toLowerCase().match(regExpMatchWords) || [];',
    ],
  ],
};

/**
 * The search box asks for the focus after its index loads only while it still has it; Tab and Escape
 * leave the focus where a combobox does; it says what it shows.
 */
export const SEARCH_BOX_EDITS: Readonly<Record<string, Edits>> = {
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx': [
    // Whether the key being handled is one that closes the suggestions and keeps the focus's own course:
    // Escape (the focus stays in the box) or Tab (it moves on to the next control).
    [
      '    const focusAfterIndexLoaded = useRef(false);\n',
      '    const focusAfterIndexLoaded = useRef(false);\n    const closingKey = useRef(false);\n',
    ],
    // Asked when the index has arrived, not on every blur: setting up the suggestions right after moves the
    // box in the page, which blurs it, and that is the focus the request is there to restore.
    [
      '            fetchIndexesByWorker(versionUrl, searchContext),\n        ]);\n',
      '            fetchIndexesByWorker(versionUrl, searchContext),\n        ]);\n' +
        '        if (document.activeElement !== searchBarRef.current) {\n            focusAfterIndexLoaded.current = false;\n        }\n',
    ],
    // Tab closes the suggestions and moves on; only Enter or a click opens one (autocomplete.js's default
    // opened the highlighted suggestion, which `autoselect` makes the first one, on Tab).
    [
      '            autoselect: true,\n',
      '            autoselect: true,\n            tabAutocomplete: false,\n',
    ],
    // Closing the suggestions blurred the box: kept after a click on "See all results" (the header's box
    // collapses on a phone), not after Escape or Tab, which leave the focus in the box or take it on.
    [
      '            .on("autocomplete:closed", () => {\n            searchBarRef.current?.blur();\n',
      '            .on("autocomplete:closed", () => {\n            if (!closingKey.current) {\n                searchBarRef.current?.blur();\n            }\n',
    ],
    // aria-expanded: autocomplete.js sets it when its menu opens, which focusing the box does with nothing in
    // it (the menu stays hidden, its listbox empty). It now follows whether the menu is on screen.
    [
      '        indexStateMap.current.set(searchContext, "done");\n',
      '        search.current.on("autocomplete:opened autocomplete:updated", () => {\n' +
        '            const menu = search.current?.autocomplete.getWrapper();\n' +
        '            searchBarRef.current?.setAttribute("aria-expanded", String(menu?.style.display === "block"));\n' +
        '        });\n' +
        '        indexStateMap.current.set(searchContext, "done");\n',
    ],
    // The box's keydown listeners (autocomplete.js's, on the box) run between React's capture and bubble
    // handlers (at the root): the flag is set only while they handle Escape or Tab.
    [
      'onFocus={onInputFocus} onBlur={onInputBlur}',
      'onFocus={onInputFocus} onBlur={onInputBlur} ' +
        'onKeyDownCapture={(event) => { closingKey.current = event.key === "Escape" || event.key === "Tab"; }} ' +
        'onKeyDown={() => { closingKey.current = false; }}',
    ],
    // Named for what it does: "✕" is all a screen reader had to say.
    [
      '<button className={styles.searchClearButton} onClick={onClearSearch}>',
      '<button className={styles.searchClearButton} onClick={onClearSearch} aria-label="Clear search">',
    ],
    // The clear button goes once the box is empty: the focus goes back to the box, not to <body>.
    [
      '        search.current?.autocomplete.setVal("");\n    }, [location.pathname',
      '        search.current?.autocomplete.setVal("");\n        searchBarRef.current?.focus();\n    }, [location.pathname',
    ],
  ],
  // A suggestion's icons (its kind, the tree lines, the Enter arrow) are pictures of nothing to read out.
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js': [
    [
      '`<span class="${styles.hitIcon}">${iconAskAI}</span>`',
      '`<span class="${styles.hitIcon}" aria-hidden="true">${iconAskAI}</span>`',
    ],
    [
      '`<span class="${styles.hitTree}">${item}</span>`',
      '`<span class="${styles.hitTree}" aria-hidden="true">${item}</span>`',
    ],
    [
      'const icon = `<span class="${styles.hitIcon}">',
      'const icon = `<span class="${styles.hitIcon}" aria-hidden="true">',
    ],
    [
      'const action = `<span class="${styles.hitAction}">',
      'const action = `<span class="${styles.hitAction}" aria-hidden="true">',
    ],
  ],
  // The "No results" picture beside its words, likewise.
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/EmptyTemplate.js': [
    [
      '`<span class="${styles.noResults}"><span class="${styles.noResultsIcon}">',
      '`<span class="${styles.noResults}"><span class="${styles.noResultsIcon}" aria-hidden="true">',
    ],
  ],
};

/** The skip link's target keeps the focus it is given. */
export const SKIP_LINK_EDITS: Readonly<Record<string, Edits>> = {
  '@docusaurus/theme-common/lib/utils/skipToContentUtils.js': [
    [
      "    el.focus();\n    el.removeAttribute('tabindex');\n",
      "    el.focus();\n    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });\n",
    ],
  ],
};

/** What the shared main bundle holds only for one helper: tslib, for `__importDefault`. */
export const SHARED_BUNDLE_EDITS: Readonly<Record<string, Edits>> = {
  '@docusaurus/utils-common/lib/index.js': [
    // The package's own line, found and removed: not an import of the site's (test/dependencies.test.ts
    // reads `require(` followed by a quoted name as one, hence the join).
    [['const tslib_1 = require', '("tslib");\n'].join(''), ''],
    [
      'return tslib_1.__importDefault(applyTrailingSlash_1).default;',
      // `applyTrailingSlash` is compiled with `exports.__esModule = true`: `__importDefault` returns it as is.
      'return applyTrailingSlash_1.default;',
    ],
  ],
};

/** Every edited module, as resolved from the site -> its edits. */
export const DEPENDENCY_EDITS: Readonly<Record<string, Edits>> = {
  ...MOUNT_UPDATE_EDITS,
  ...SEARCH_PAGE_EDITS,
  ...SEARCH_QUERY_EDITS,
  ...SEARCH_BOX_EDITS,
  ...SKIP_LINK_EDITS,
  ...SHARED_BUNDLE_EDITS,
};

export const SOURCE_EDITS_LOADER = path.join(__dirname, 'sourceEditsLoader.cjs');

/**
 * The file a module name stands for. The packages' exports hide lib/ and package.json, so the package's
 * folder is found above its entry.
 */
export function resolveModuleFile(name: string): string {
  const parts = name.split('/');
  const packageParts = parts.slice(0, name.startsWith('@') ? 2 : 1);
  let root = path.dirname(require.resolve(packageParts.join('/')));
  while (!fs.existsSync(path.join(root, 'package.json'))) root = path.dirname(root);
  return path.join(root, ...parts.slice(packageParts.length));
}

export default function dependencyEditsPlugin(): Plugin {
  return {
    name: 'dependency-edits',
    configureWebpack(config, isServer) {
      // The server renders once and runs no effects, which is all the edits change.
      if (isServer) return {};
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      const evictsCache =
        typeof cache === 'object' && cache !== null && 'buildDependencies' in cache
          ? {experiments: {cache: {buildDependencies: [__filename, SOURCE_EDITS_LOADER]}}}
          : {};
      return {
        module: {
          rules: Object.entries(DEPENDENCY_EDITS).map(([name, edits]) => ({
            test: resolveModuleFile(name),
            use: [{loader: SOURCE_EDITS_LOADER, options: {edits}}],
          })),
        },
        ...evictsCache,
      };
    },
  };
}
