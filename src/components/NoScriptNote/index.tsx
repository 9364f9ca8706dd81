import {createContext, useContext, type ReactNode} from 'react';

/**
 * A note for visitors without JavaScript that a page hands to the layout, shown after the page's content
 * and before the footer (the Layout wrapper, src/theme/Layout, renders `NoScriptNote`). For pages that a
 * plugin renders inside its own Layout, where the page has no place of its own for it: the search page,
 * whose search runs only in the browser.
 */
const NoteContext = createContext<ReactNode>(null);

export function NoScriptNoteProvider({
  note,
  children,
}: {
  readonly note: ReactNode;
  readonly children: ReactNode;
}) {
  return <NoteContext.Provider value={note}>{children}</NoteContext.Provider>;
}

/** The page's note inside <noscript>, or nothing on pages that hand none (its links: src/css/custom.css). */
export function NoScriptNote() {
  const note = useContext(NoteContext);
  if (note == null) return null;
  return (
    <noscript>
      <div className="container margin-bottom--lg noscript-note">{note}</div>
    </noscript>
  );
}
