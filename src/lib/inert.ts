/**
 * Makes everything in the document outside `keep` inert (not focusable, not clickable, hidden from
 * assistive technology), as a modal dialog does, and returns the function that undoes it.
 *
 * It walks from `keep` up to <body> and marks each sibling on the way, so the page around a panel that is
 * rendered deep inside it (the phone drawer lives inside the header) is covered without touching the
 * panel's own ancestors. Siblings for which `spare` returns true stay as they are (the drawer's backdrop,
 * which closes it when tapped), and so do elements that were already inert, so undoing never wakes an
 * element someone else put to sleep.
 */
export function inertOutside(keep: Element, spare: (element: Element) => boolean = () => false): () => void {
  const marked: Element[] = [];
  for (
    let node: Element = keep;
    node.parentElement && node !== node.ownerDocument.body;
    node = node.parentElement
  ) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || spare(sibling)) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}
