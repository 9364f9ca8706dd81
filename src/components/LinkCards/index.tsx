import Link from '@docusaurus/Link';
import clsx from 'clsx';
import StaticMarkup from '../StaticMarkup';
import {useStaticLinks} from '../../hooks/useStaticLinks';
import type {PageLink} from '../../data/features';
import {cardGridStyle} from '../../lib/cardGrid';
import styles from './styles.module.css';

export interface LinkCardsProps {
  readonly items: readonly PageLink[];
  /** Accessible name of the navigation region, e.g. 'Feature pages'. */
  readonly label?: string;
  /** Id of a visible heading that names the region (preferred over `label`). */
  readonly labelledBy?: string;
  readonly className?: string;
}

/**
 * Cards that lead to other pages: a title, a one-line summary and an arrow; the whole card is the link.
 * Nothing in them but links, so on a page's first load the list keeps its server HTML (StaticMarkup, in a
 * wrapper that takes no box) instead of being hydrated; `useStaticLinks` gives its links the router and the
 * prefetch a Link has. It keeps itself wherever it is used: a page's band, or a doc's body, where
 * src/plugins/remarkStaticBody.ts counts it as static and does not wrap it again.
 */
export default function LinkCards({items, label, labelledBy, className}: LinkCardsProps) {
  return (
    <nav aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      <StaticMarkup boxless {...useStaticLinks()}>
        <ul className={clsx(styles.grid, className)} style={cardGridStyle(items.length)}>
          {items.map((link) => (
            <li key={link.to}>
              <Link className={styles.card} to={link.to}>
                <span className={styles.title}>{link.title}</span>
                <span className={styles.summary}>{link.summary}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </StaticMarkup>
    </nav>
  );
}
