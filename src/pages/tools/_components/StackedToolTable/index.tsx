import type {CSSProperties, ReactNode} from 'react';
import StackedTable from '@site/src/components/StackedTable';
import ToolTable, {type ToolTableProps} from '@site/src/domains/tools/ToolTable';
import styles from './styles.module.css';

export interface StackedToolTableProps extends Omit<ToolTableProps, 'wrapLast' | 'className'> {
  /**
   * The columns each card shows, as indexes into `columns` (the first column titles the card), in the
   * order a card reads best; every column after the first by default.
   */
  readonly cardColumns?: readonly number[];
}

/** Room for a column name in capitals (0.78rem, bold, spaced): about 0.6rem a character, never under 7.5rem. */
const REM_PER_CAPITAL = 0.6;
const MIN_LABEL_REM = 7.5;

/** The width of the longest of `labels` as a card shows them, in rem; names that are not text count as short. */
export function labelWidthRem(labels: readonly ReactNode[]): number {
  const longest = Math.max(0, ...labels.map((label) => (typeof label === 'string' ? label.length : 0)));
  return Math.max(MIN_LABEL_REM, Math.ceil(longest * REM_PER_CAPITAL * 10) / 10);
}

/**
 * A tool table of numbers that must read whole on a phone: the table where its columns fit (a text column
 * of 752 px and wider), and one card per row below that, the first cell as the card's title and the other
 * values on one line under their column names where they all fit there, one to a line beside its name
 * where they do not, so a card stays short and no name breaks. Unlike ToolTable's sideways
 * scroller, no column is ever out of view.
 */
export default function StackedToolTable({cardColumns, ...table}: StackedToolTableProps) {
  const {caption, columns, rows} = table;
  const shown = cardColumns ?? columns.map((_, index) => index).slice(1);
  const labels = shown.map((index) => columns[index]);
  return (
    <StackedTable
      below="tablet"
      caption={caption}
      labels={labels}
      rows={rows.map((row) => ({
        key: row.key,
        title: row.cells[0],
        cells: shown.map((index) => row.cells[index]),
      }))}
      className={styles.stack}
      style={{'--label-width': `${labelWidthRem(labels)}rem`, '--fields': labels.length} as CSSProperties}
    >
      <ToolTable {...table} />
    </StackedTable>
  );
}
