import ToolTable, {type ToolTableProps} from '@site/src/domains/tools/ToolTable';
import styles from './styles.module.css';

export interface ReferenceGridProps extends Omit<ToolTableProps, 'wrapLast' | 'className' | 'dense'> {
  /** Shown above the table where it is wider than its column, e.g. "Scroll sideways for all six distances." */
  readonly scrollHint: string;
}

/**
 * A long reference grid (a row per VDOT or per pace, a column per distance or zone) that is wider than a
 * phone: it keeps ToolTable's sideways scroller with its edge shadow, and on a narrow column it says in words
 * that the table scrolls, and its first column (the value a reader looks up) stays in place while the others
 * scroll under it, so every value read far to the right is still beside its row's name.
 */
export default function ReferenceGrid({scrollHint, ...table}: ReferenceGridProps) {
  return (
    <div className={styles.grid}>
      <p className={styles.hint}>
        <span className={styles.arrow} aria-hidden="true">
          ↔
        </span>{' '}
        {scrollHint}
      </p>
      <ToolTable {...table} dense className={styles.table} />
    </div>
  );
}
