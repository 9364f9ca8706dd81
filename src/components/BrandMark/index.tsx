import {useId} from 'react';
import clsx from 'clsx';
import {MARK_BASELINE, MARK_CORNER_RADIUS, MARK_DOT, MARK_ROUTE, MARK_VIEW_BOX} from './mark';
import styles from './styles.module.css';

type Props = {
  /** The accessible name; an empty string marks the mark as decorative. */
  readonly label: string;
  /** Width and height in CSS pixels. */
  readonly size: number;
  /** `themed` follows the colour mode; `dark` is for dark backgrounds in both modes. */
  readonly tone: 'themed' | 'dark';
  readonly className?: string;
};

/**
 * The brand mark drawn in the page's own markup, for the header and the footer.
 *
 * As an image file (`<img src="logo.svg">`, twice for the two colour modes) each SVG was a document of
 * its own for the browser to create and lay out on the main thread while the page loaded: three of them
 * with the favicon, about 30 ms at full speed on the bench host, before and during the first paint.
 * Drawn inline it costs a few elements, and one drawing serves both modes through custom properties.
 */
export default function BrandMark({label, size, tone, className}: Props) {
  // Two marks on one page (header and footer) each need their own gradient.
  const gradient = `brand-mark-${useId()}`;
  return (
    <svg
      className={clsx(styles.mark, tone === 'dark' ? styles.dark : styles.themed, className)}
      width={size}
      height={size}
      viewBox={MARK_VIEW_BOX}
      {...(label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true})}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.from} />
          <stop offset="1" className={styles.to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx={MARK_CORNER_RADIUS} fill={`url(#${gradient})`} />
      <path className={styles.line} d={MARK_ROUTE} fill="none" strokeWidth="6.5" strokeLinecap="round" />
      <path
        className={styles.line}
        d={MARK_BASELINE}
        strokeOpacity="0.45"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle className={styles.dot} {...MARK_DOT} />
    </svg>
  );
}
