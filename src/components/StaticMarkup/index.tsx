/**
 * Content with nothing interactive in it, kept as the server sent it on the page's first load: React does
 * not hydrate it, so a phone spends no time on it after the HTML has painted. On client-side navigation,
 * where there is no server HTML, it renders normally.
 *
 * Hydrating an element whose only child is `dangerouslySetInnerHTML` leaves its server-rendered children
 * in place (React compares, it does not patch, and `suppressHydrationWarning` silences the comparison);
 * the choice is taken once, at mount, so later renders never swap the markup. With `whileMedia`, the
 * server HTML is kept only on a first load where that media query matches (content hidden at those
 * sizes), and the content is rendered, in a new div, once the query stops matching.
 *
 * Only for content whose links work as plain links and which needs no event handlers, effects or state of
 * its own: links inside load the next page in full instead of through the router, unless handlers on the
 * wrapping div take their clicks over (as `src/theme/Footer` does). Nothing inside may render `<Head>` or
 * JSON-LD: what it adds to <head> would be dropped once the page has hydrated.
 */
import {useEffect, useState, type ComponentProps, type ComponentType} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const KEEP_SERVER_HTML = {__html: ''};

/**
 * Whether the page came with server HTML: React's root holds it while the page hydrates. Not in the dev
 * server (`npm start`), which sends an empty root and renders the page in the browser, so there is nothing
 * to keep and every part must render. Asked during the first render, before React commits anything.
 */
function pageHasServerHtml(): boolean {
  return (document.getElementById('__docusaurus')?.childElementCount ?? 0) > 0;
}

/**
 * The wrapping div's props. Its event handlers work while the content is kept as server HTML too: React
 * hands the div the events of the plain elements inside.
 */
export type StaticMarkupProps = Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML'> & {
  /** A media query at whose sizes the content is hidden, e.g. `(max-width: 996px)`: see above. */
  readonly whileMedia?: string;
  /**
   * The wrapping div takes no box (`display: contents`): what it holds lays out as if it were not there, in
   * its parent's grid or flow, and `parent > child` rules still reach it.
   */
  readonly boxless?: boolean;
};

export default function StaticMarkup({children, whileMedia, boxless = false, ...props}: StaticMarkupProps) {
  const div = {...props, className: clsx(boxless && styles.boxless, props.className) || undefined};
  // useIsBrowser is false on the server and while the page hydrates, true once it has (and so on
  // client-side navigation): in a browser, false means this is the first load. Without server HTML (the
  // dev server) there is nothing to keep.
  const isBrowser = useIsBrowser();
  const [keepServerHtml, setKeepServerHtml] = useState(
    () =>
      !isBrowser &&
      typeof document !== 'undefined' &&
      pageHasServerHtml() &&
      (whileMedia === undefined || window.matchMedia(whileMedia).matches),
  );
  useEffect(() => {
    if (!keepServerHtml || whileMedia === undefined) return undefined;
    const query = window.matchMedia(whileMedia);
    const renderWhenShown = () => {
      if (!query.matches) setKeepServerHtml(false);
    };
    query.addEventListener('change', renderWhenShown);
    return () => query.removeEventListener('change', renderWhenShown);
  }, [keepServerHtml, whileMedia]);
  if (keepServerHtml) {
    return <div key="server" {...div} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  // A new div (its own key): React replaces the kept server HTML instead of adding to it.
  return (
    <div key="rendered" {...div}>
      {children}
    </div>
  );
}

/** `Component`, rendered inside StaticMarkup: for a figure or table with nothing interactive in it. */
export function staticMarkup<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Static(props: Props) {
    return (
      <StaticMarkup>
        <Component {...props} />
      </StaticMarkup>
    );
  }
  Static.displayName = `Static(${Component.displayName ?? Component.name})`;
  return Static;
}
