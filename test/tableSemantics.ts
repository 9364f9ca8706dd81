/** The native table elements: their semantics come from the element, never from an ARIA role. */
const NATIVE_TABLE_ELEMENTS = 'table, caption, colgroup, col, thead, tbody, tfoot, tr, th, td';

/**
 * Native table elements under `container` that carry a `role` attribute, as `<tr role="row">`. An ARIA
 * table role on them repeats (or overrides) what the element already says, and the W3C checker reports
 * each one as an error; table semantics must survive small-screen layouts some other way.
 */
export function tableElementsWithRoles(container: ParentNode): string[] {
  return [...container.querySelectorAll(NATIVE_TABLE_ELEMENTS)]
    .filter((element) => element.hasAttribute('role'))
    .map((element) => `<${element.tagName.toLowerCase()} role="${element.getAttribute('role')}">`);
}
