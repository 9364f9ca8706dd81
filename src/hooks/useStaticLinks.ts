/**
 * Handlers for the wrapper of content kept as server HTML (StaticMarkup) on a page's first load, whose
 * links are then plain links: they give those links what `@docusaurus/Link` gives them once React renders
 * the content (after client-side navigation). A link of the site goes through the router (`/#section`
 * through the shared section navigation), and its route's code is fetched when the link comes into view
 * and again when a pointer or focus reaches it. New tabs, modified clicks, other sites and anchors of the
 * page itself are left to the browser. React hands the wrapper the events of the plain elements inside.
 */
import {useEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHomeSectionNavigation} from './useHomeSectionNavigation';
import {isModifiedClick, plainLinkAction, type PlainLinkAction} from '../lib/sectionNavigation';

function actionOf(link: HTMLAnchorElement, homePath: string): PlainLinkAction | undefined {
  const plain = {href: link.href, target: link.target, download: link.hasAttribute('download')};
  return plainLinkAction(plain, window.location.origin, homePath, window.location);
}

/** The link inside the wrapper an event happened in, if any. */
function linkOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/** Starts fetching a route's code; a fetch that fails only means the code loads on the click instead. */
function fetchQuietly(started: false | Promise<unknown>): void {
  if (started) started.catch(() => undefined);
}

/** The route a link's code belongs to: its path, without the query and hash. */
function routeOf(action: PlainLinkAction | undefined, homePath: string): string | undefined {
  if (!action) return undefined;
  return 'section' in action ? homePath : action.path.replace(/[?#].*$/, '');
}

export interface StaticLinkHandlers {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly onClick: (event: MouseEvent<HTMLDivElement>) => void;
  readonly onMouseOver: (event: SyntheticEvent<HTMLDivElement>) => void;
  readonly onTouchStart: (event: SyntheticEvent<HTMLDivElement>) => void;
  readonly onFocus: (event: SyntheticEvent<HTMLDivElement>) => void;
}

/** Spread the result on the StaticMarkup: `<StaticMarkup {...useStaticLinks()}>`. */
export function useStaticLinks(afterRouterNavigation?: () => void): StaticLinkHandlers {
  const history = useHistory();
  const goToSection = useHomeSectionNavigation();
  const homePath = useBaseUrl('/');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper || typeof IntersectionObserver === 'undefined') return undefined;
    // One observer for every link, as each Docusaurus Link observes itself: a link's route is
    // prefetched once the link is on screen (a wrapper with `display: contents` has no box to observe).
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const route = routeOf(actionOf(entry.target as HTMLAnchorElement, homePath), homePath);
        if (route) fetchQuietly(window.docusaurus.prefetch(route));
      }
    });
    for (const link of wrapper.querySelectorAll('a[href]')) observer.observe(link);
    return () => observer.disconnect();
  }, [homePath]);

  const preload = (event: SyntheticEvent<HTMLDivElement>) => {
    const link = linkOf(event);
    const route = link ? routeOf(actionOf(link, homePath), homePath) : undefined;
    if (route) fetchQuietly(window.docusaurus.preload(route));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // Content React rendered (client-side navigation) handles its own links: its Link or
    // HomeSectionLink has already called preventDefault by the time the click reaches the wrapper.
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const link = linkOf(event);
    const action = link ? actionOf(link, homePath) : undefined;
    if (!action) return;
    event.preventDefault();
    if ('section' in action) {
      goToSection(action.section);
    } else {
      history.push(action.path);
      afterRouterNavigation?.();
    }
  };

  return {ref, onClick, onMouseOver: preload, onTouchStart: preload, onFocus: preload};
}
