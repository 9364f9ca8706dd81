/**
 * @jest-environment node
 */
import {existsSync, readFileSync} from 'node:fs';
import dependencyEditsPlugin, {
  DEPENDENCY_EDITS,
  MOUNT_UPDATE_EDITS,
  SEARCH_BOX_EDITS,
  SEARCH_PAGE_EDITS,
  SEARCH_QUERY_EDITS,
  SHARED_BUNDLE_EDITS,
  SKIP_LINK_EDITS,
  SOURCE_EDITS_LOADER,
  resolveModuleFile,
} from './dependencyEdits';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {applySourceEdits} = require('./sourceEditsLoader.cjs') as {
  applySourceEdits: (source: string, file: string, edits: ReadonlyArray<readonly [string, string]>) => string;
};

/** The installed module `name` as the client bundle gets it, with its edits applied. */
function installedWithEdits(name: string, edits: ReadonlyArray<readonly [string, string]>): string {
  const file = resolveModuleFile(name);
  return applySourceEdits(readFileSync(file, 'utf8'), file, edits);
}

describe('applySourceEdits', () => {
  it('replaces each text in turn', () => {
    expect(
      applySourceEdits('a(); b();', 'x.js', [
        ['a();', 'A();'],
        ['b();', 'B();'],
      ]),
    ).toBe('A(); B();');
  });

  it('fails naming the file and the text when the text is missing', () => {
    expect(() => applySourceEdits('a();', '/deps/x.js', [['b();', 'B();']])).toThrow(
      /\/deps\/x\.js has no "b\(\);"/,
    );
  });

  it('fails when the text occurs more than once', () => {
    expect(() => applySourceEdits('a(); a();', 'x.js', [['a();', 'A();']])).toThrow(/more than one "a\(\);"/);
  });
});

describe('the installed theme modules', () => {
  it.each(Object.entries(MOUNT_UPDATE_EDITS))('%s takes its edits', (name, edits) => {
    const file = resolveModuleFile(name);
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    const edited = applySourceEdits(source, file, edits);
    // Every mount update it touched is now a transition, and React's startTransition is imported.
    expect(edited.match(/startTransition\(/g)?.length).toBe(edits.length - 1);
    expect(edited).toMatch(/import (React, )?\{ startTransition, [^}]*\} from 'react';/);
  });
});

describe('the installed search page', () => {
  it.each(Object.entries(SEARCH_PAGE_EDITS))(
    '%s writes its query to the address only when it changed',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      // The one call that wrote the query on every run of the effect, the first (empty) one included.
      expect(edited.match(/updateSearchPath\(searchQuery\)/g)).toHaveLength(1);
      expect(edited).toContain(
        'if (searchQuery !== searchValue) {\n            updateSearchPath(searchQuery);',
      );
    },
  );

  it.each(Object.entries(SEARCH_PAGE_EDITS))('%s lists one result per place', (name, edits) => {
    const edited = installedWithEdits(name, edits);
    expect(edited.match(/setSearchResults\(results\)/g)).toBeNull();
    expect(edited).toContain('setSearchResults(oneResultPerPlace(results));');
    expect(edited).toContain(
      'import { oneResultPerPlace } from "@site/src/theme/SearchPage/oneResultPerPlace";',
    );
  });

  it.each(Object.entries(SEARCH_PAGE_EDITS))(
    '%s names the page under a result only when its title differs',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      expect(edited.match(/pathItems\.push\(page\.t\)/g)).toHaveLength(1);
      expect(edited).toContain('if (!isTitleRelated && page.t !== articleTitle) {');
    },
  );
});

describe('the installed search tokenizer', () => {
  it.each(Object.entries(SEARCH_QUERY_EDITS))(
    "%s joins a query's number ranges before splitting it",
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      expect(edited).toContain('import { joinNumberRanges } from "@site/src/lib/typography";');
      // The one place the English query is split into words.
      expect(edited.match(/\.match\(regExpMatchWords\)/g)).toHaveLength(1);
      expect(edited).toContain('joinNumberRanges(text).toLowerCase().match(regExpMatchWords)');
    },
  );
});

/** The search box's modules that `SEARCH_BOX_EDITS` edits whose path ends with `file`, with their edits. */
const searchBoxModule = (file: string) =>
  Object.entries(SEARCH_BOX_EDITS).filter(([name]) => name.endsWith(`/theme/SearchBar/${file}`));

describe('the installed search box', () => {
  it('edits the box, its suggestions and its empty message, and no other module', () => {
    expect(searchBoxModule('SearchBar.jsx')).toHaveLength(1);
    expect(searchBoxModule('SuggestionTemplate.js')).toHaveLength(1);
    expect(searchBoxModule('EmptyTemplate.js')).toHaveLength(1);
    expect(Object.keys(SEARCH_BOX_EDITS)).toHaveLength(3);
  });

  it.each(searchBoxModule('SearchBar.jsx'))(
    '%s keeps its focus request only while it has the focus when the index arrives',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const arrived = edited.indexOf('fetchIndexesByWorker(versionUrl, searchContext),');
      const check = edited.indexOf(
        'if (document.activeElement !== searchBarRef.current) {\n            focusAfterIndexLoaded.current = false;',
      );
      // After the index has arrived, and before the suggestions are set up (which blurs the box) and the
      // request is read.
      const setUp = edited.indexOf('search.current = autoComplete(', arrived);
      const read = edited.indexOf('if (focusAfterIndexLoaded.current) {', arrived);
      expect(arrived).toBeGreaterThan(0);
      expect(check).toBeGreaterThan(arrived);
      expect(setUp).toBeGreaterThan(check);
      expect(read).toBeGreaterThan(setUp);
    },
  );

  it.each(searchBoxModule('SearchBar.jsx'))(
    '%s closes its suggestions on Tab and moves on, opening none',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const options =
        /search\.current = autoComplete\(searchBarRef\.current, \{([\s\S]*?)\n {12}cssClasses:/.exec(
          edited,
        )?.[1];
      // autocomplete.js opens the highlighted suggestion on Tab unless told not to; `autoselect` highlights one.
      expect(options).toContain('autoselect: true,');
      expect(options).toContain('tabAutocomplete: false,');
    },
  );

  it.each(searchBoxModule('SearchBar.jsx'))(
    '%s blurs when its suggestions close, except on Escape or Tab',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const closed = /\.on\("autocomplete:closed", \(\) => \{([\s\S]*?)\n {8}\}\);/.exec(edited)?.[1] ?? '';
      expect(closed).toContain('if (!closingKey.current) {\n                searchBarRef.current?.blur();');
      expect(closed.match(/blur\(\)/g)).toHaveLength(1);
      expect(edited).toContain('const closingKey = useRef(false);');
      // Set only while autocomplete.js handles the key (its listener is on the box, between React's
      // capture and bubble handlers at the root).
      expect(edited).toContain(
        'onKeyDownCapture={(event) => { closingKey.current = event.key === "Escape" || event.key === "Tab"; }}',
      );
      expect(edited).toContain('onKeyDown={() => { closingKey.current = false; }}');
    },
  );

  it.each(searchBoxModule('SearchBar.jsx'))(
    '%s is expanded only while its suggestions are on screen',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const setUp = edited.indexOf('search.current = autoComplete(');
      const follows = edited.indexOf('search.current.on("autocomplete:opened autocomplete:updated", () => {');
      expect(follows).toBeGreaterThan(setUp);
      expect(edited).toContain(
        'searchBarRef.current?.setAttribute("aria-expanded", String(menu?.style.display === "block"));',
      );
    },
  );

  it.each(searchBoxModule('SearchBar.jsx'))('%s names its clear button', (name, edits) => {
    const edited = installedWithEdits(name, edits);
    const button = /<button className=\{styles\.searchClearButton\}[^>]*>/.exec(edited)?.[0];
    expect(button).toContain('aria-label="Clear search"');
  });

  it.each(searchBoxModule('SuggestionTemplate.js'))(
    "%s hides a suggestion's icons from assistive technology",
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      // Every span that holds an icon: the kind of result, the tree lines, the Enter arrow, Ask AI's.
      const iconSpans = edited.match(/<span class="\$\{styles\.hit(?:Icon|Tree|Action)\}"[^>]*>/g) ?? [];
      expect(iconSpans).toHaveLength(4);
      for (const span of iconSpans) expect(span).toContain(' aria-hidden="true"');
    },
  );

  it.each(searchBoxModule('EmptyTemplate.js'))(
    '%s hides the "No results" picture from assistive technology',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const iconSpans = edited.match(/<span class="\$\{styles\.noResultsIcon\}"[^>]*>/g) ?? [];
      expect(iconSpans).toHaveLength(1);
      expect(iconSpans[0]).toContain(' aria-hidden="true"');
    },
  );
});

describe('the installed skip link', () => {
  it.each(Object.entries(SKIP_LINK_EDITS))(
    '%s takes the tabindex away on blur, not at once',
    (name, edits) => {
      const edited = installedWithEdits(name, edits);
      const focus = /function programmaticFocus\(el\) \{([\s\S]*?)\n\}/.exec(edited)?.[1] ?? '';
      expect(focus).toContain("el.setAttribute('tabindex', '-1');");
      expect(focus).toContain(
        "el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });",
      );
      expect(focus).not.toMatch(/el\.focus\(\);\s*el\.removeAttribute/);
    },
  );
});

describe('the installed @docusaurus/utils-common', () => {
  it.each(Object.entries(SHARED_BUNDLE_EDITS))('%s no longer requires tslib', (name, edits) => {
    const file = resolveModuleFile(name);
    const edited = installedWithEdits(name, edits);
    expect(edited).not.toMatch(/tslib/);
    // The edit reads `.default` directly: right only while the module it reads is compiled as an ES module.
    const applyTrailingSlash = readFileSync(file.replace(/index\.js$/, 'applyTrailingSlash.js'), 'utf8');
    expect(applyTrailingSlash).toContain('Object.defineProperty(exports, "__esModule", { value: true });');
    expect(applyTrailingSlash).toMatch(/exports\.default = applyTrailingSlash;/);
  });
});

describe('the plugin', () => {
  const configure = dependencyEditsPlugin().configureWebpack as (
    config: object,
    isServer: boolean,
  ) => {module?: {rules: Array<{test: string; use: Array<{loader: string; options: unknown}>}>}};

  it('runs the loader on exactly the listed files of the client bundle', () => {
    const rules = configure({}, false).module?.rules ?? [];
    expect(rules.map((rule) => rule.test)).toEqual(Object.keys(DEPENDENCY_EDITS).map(resolveModuleFile));
    expect(rules).toHaveLength(
      Object.keys(MOUNT_UPDATE_EDITS).length +
        Object.keys(SEARCH_PAGE_EDITS).length +
        Object.keys(SEARCH_QUERY_EDITS).length +
        Object.keys(SEARCH_BOX_EDITS).length +
        Object.keys(SKIP_LINK_EDITS).length +
        Object.keys(SHARED_BUNDLE_EDITS).length,
    );
    for (const rule of rules) {
      expect(rule.use).toEqual([
        {loader: SOURCE_EDITS_LOADER, options: {edits: expect.any(Array) as unknown}},
      ]);
    }
    expect(existsSync(SOURCE_EDITS_LOADER)).toBe(true);
  });

  it('leaves the server bundle alone: it runs no effects', () => {
    expect(configure({}, true)).toEqual({});
  });

  it('makes a change to the edits evict the persistent cache', () => {
    const config = configure({experiments: {cache: {type: 'persistent', buildDependencies: []}}}, false) as {
      experiments?: {cache?: {buildDependencies?: string[]}};
    };
    expect(config.experiments?.cache?.buildDependencies).toEqual(
      expect.arrayContaining([SOURCE_EDITS_LOADER, expect.stringMatching(/dependencyEdits\.ts$/)]),
    );
  });
});
