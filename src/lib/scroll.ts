/** Scroll helpers shared by the early-access navigation, the footer and the client module. No React. */

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function behaviour(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls to the element with this id (smoothly unless the visitor prefers reduced motion), puts the
 * id in the address bar and moves keyboard focus there. Returns false when there is no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({behavior: behaviour(), block: 'start'});
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({top: 0, left: 0, behavior: 'auto'});
}
