import type {ComponentProps} from 'react';
import ScrollRegion from '../ScrollRegion';
import styles from './styles.module.css';

/** Markdown tables in docs and articles scroll sideways inside a focusable region on small screens. */
export default function MdxTable(props: ComponentProps<'table'>) {
  return (
    <ScrollRegion label="Table (scrolls sideways on small screens)" className={styles.scroll}>
      <table {...props} className={styles.table} />
    </ScrollRegion>
  );
}
