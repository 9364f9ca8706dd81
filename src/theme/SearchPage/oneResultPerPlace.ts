/**
 * The search page's results, one per place on the site. The search plugin matches a page's title, its
 * description, its keywords and its text as separate documents, and lists each match: a React page such as
 * the taper planner, indexed as one section, came up twice in a row, once as a bare title and once as the
 * same title with a line of its text. src/plugins/dependencyEdits.ts makes the plugin's page pass its
 * results through this.
 */

/** The plugin's document types: `SearchDocumentType` in its `dist/client/shared/interfaces.js`. */
export const DOCUMENT_TYPE = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

/** What this reads of one of the plugin's results: its type, and the address and heading it links to. */
export interface PlacedResult {
  readonly type: number;
  readonly document: {readonly u: string; readonly h?: string};
}

/** A result the page shows with a line of text under its title: the one a visitor learns most from. */
const hasSummary = (type: number) => type === DOCUMENT_TYPE.content || type === DOCUMENT_TYPE.description;

/**
 * The results in their order, keeping one for each address and heading: at the place of the first, the
 * first of them with a line of text, or else the first.
 */
export function oneResultPerPlace<R extends PlacedResult>(results: readonly R[]): R[] {
  const indexOfPlace = new Map<string, number>();
  const kept: R[] = [];
  for (const result of results) {
    const place = result.document.u + (result.document.h ?? '');
    const index = indexOfPlace.get(place);
    if (index === undefined) {
      indexOfPlace.set(place, kept.length);
      kept.push(result);
    } else if (!hasSummary(kept[index]!.type) && hasSummary(result.type)) {
      kept[index] = result;
    }
  }
  return kept;
}
