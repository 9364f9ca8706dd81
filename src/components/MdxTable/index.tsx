import type {ComponentProps} from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables in docs and articles: a keyboard-focusable, labelled scroll container, so a wide table
 * on a phone can be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export default function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div
      className={styles.scroll}
      role="group"
      aria-label="Table (scrolls sideways on small screens)"
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table {...props} className={styles.table} />
    </div>
  );
}
