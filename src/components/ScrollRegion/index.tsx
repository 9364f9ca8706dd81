import type {PropsWithChildren} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ScrollRegionProps extends PropsWithChildren {
  /** What scrolls, e.g. "Weekly values table". */
  readonly label: string;
  readonly className?: string;
  /** Data attributes for the box itself (a Markdown table's mark, src/components/MdxTable). */
  readonly dataAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * A horizontally scrollable box (wide tables on phones) that keyboard users can focus and scroll
 * (axe: scrollable-region-focusable). A named group, not a landmark, so several can share a page.
 */
export default function ScrollRegion({label, className, dataAttributes, children}: ScrollRegionProps) {
  return (
    <div
      {...dataAttributes}
      className={clsx(styles.scroll, className)}
      role="group"
      aria-label={label}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
