/**
 * Wraps @docusaurus/theme-classic's Footer. See src/theme/README.md.
 *
 * The footer is the same sixty elements on every page, and hydrating it was 193 of a page's 800-1400
 * React fibers on a phone. On a page's first load it keeps its server HTML (StaticMarkup), and one set
 * of handlers on its wrapper gives those plain links what FooterLinkItem gives them once React renders
 * the footer (after client-side navigation): a link of the site goes through the router and the new page
 * is scrolled to the top 100 ms later, `/#section` uses the shared section navigation, and the route's
 * code is fetched when the footer comes into view and when a pointer or focus reaches a link, as
 * `@docusaurus/Link` does. New tabs, modified clicks and other sites are left to the browser.
 */
import {useEffect, useRef, type ComponentProps, type MouseEvent, type SyntheticEvent} from 'react';
import Footer from '@theme-original/Footer';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import StaticMarkup from '@site/src/components/StaticMarkup';
import {useHomeSectionNavigation} from '@site/src/hooks/useHomeSectionNavigation';
import {
  footerLinkAction,
  isModifiedClick,
  scrollToTopAfterFooterNavigation,
  type FooterLinkAction,
} from '@site/src/lib/sectionNavigation';

function actionOf(link: HTMLAnchorElement, homePath: string): FooterLinkAction | undefined {
  const plain = {href: link.href, target: link.target, download: link.hasAttribute('download')};
  return footerLinkAction(plain, window.location.origin, homePath);
}

/** The footer link an event happened in, if any. */
function linkOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/** Starts fetching a route's code; a fetch that fails only means the code loads on the click instead. */
function fetchQuietly(started: false | Promise<unknown>): void {
  if (started) started.catch(() => undefined);
}

/** The route a link's code belongs to: its path, without the query and hash. */
function routeOf(action: FooterLinkAction | undefined, homePath: string): string | undefined {
  if (!action) return undefined;
  return 'section' in action ? homePath : action.path.replace(/[?#].*$/, '');
}

export default function FooterWrapper(props: ComponentProps<typeof Footer>) {
  const history = useHistory();
  const goToSection = useHomeSectionNavigation();
  const homePath = useBaseUrl('/');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const link of wrapper.querySelectorAll('a[href]')) {
        const route = routeOf(actionOf(link as HTMLAnchorElement, homePath), homePath);
        if (route) fetchQuietly(window.docusaurus.prefetch(route));
      }
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [homePath]);

  const preload = (event: SyntheticEvent<HTMLDivElement>) => {
    const link = linkOf(event);
    const route = link ? routeOf(actionOf(link, homePath), homePath) : undefined;
    if (route) fetchQuietly(window.docusaurus.preload(route));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A footer React rendered (client-side navigation) handles its own links: its Link or
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
      scrollToTopAfterFooterNavigation();
    }
  };

  // The handlers act only on the links inside, which are native links: a key press on one clicks it.
  return (
    <StaticMarkup ref={ref} onClick={onClick} onMouseOver={preload} onTouchStart={preload} onFocus={preload}>
      <Footer {...props} />
    </StaticMarkup>
  );
}
