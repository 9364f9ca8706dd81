/**
 * Site-wide navigation behaviour that has no component of its own:
 * - the header's scrolled style after 50 px (a class on <html>, because React re-renders the navbar);
 * - a short fade-and-slide of the page content on client-side route changes (never on first load,
 *   never under prefers-reduced-motion);
 * - the full stylesheet, added when the visitor first leaves the page they landed on (fullStylesheet.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {NAV_SCROLL_THRESHOLD_PX} from '../constants';
import {prefersReducedMotion} from '../lib/scroll';
import {addFullStylesheet} from './fullStylesheet';

export const SCROLLED_ATTRIBUTE = 'data-navbar-scrolled';

export function updateScrolledState(): void {
  const root = document.documentElement;
  const scrolled = window.scrollY > NAV_SCROLL_THRESHOLD_PX;
  if (scrolled !== root.hasAttribute(SCROLLED_ATTRIBUTE)) {
    root.toggleAttribute(SCROLLED_ATTRIBUTE, scrolled);
  }
}

function animatePageIn(): void {
  if (prefersReducedMotion()) return;
  const main = document.querySelector<HTMLElement>('.main-wrapper');
  main?.animate?.(
    [
      {opacity: 0, transform: 'translateY(8px)'},
      {opacity: 1, transform: 'none'},
    ],
    {duration: 220, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)'},
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('scroll', updateScrolledState, {passive: true});
  updateScrolledState();
}

const navigationModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (previousLocation && previousLocation.pathname !== location.pathname) addFullStylesheet();
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    updateScrolledState();
    if (previousLocation && previousLocation.pathname !== location.pathname) animatePageIn();
  },
};

export const {onRouteUpdate, onRouteDidUpdate} = navigationModule;
