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

/**
 * A tool table of numbers that must read whole on a phone: the table where its columns fit (a text column
 * of 752 px and wider), and one card per row below that, the first cell as the card's title and the other
 * values two to a line under their column names, so a card stays short. Unlike ToolTable's sideways
 * scroller, no column is ever out of view.
 */
export default function StackedToolTable({cardColumns, ...table}: StackedToolTableProps) {
  const {caption, columns, rows} = table;
  const shown = cardColumns ?? columns.map((_, index) => index).slice(1);
  return (
    <StackedTable
      below="tablet"
      caption={caption}
      labels={shown.map((index) => columns[index])}
      rows={rows.map((row) => ({
        key: row.key,
        title: row.cells[0],
        cells: shown.map((index) => row.cells[index]),
      }))}
      className={styles.stack}
    >
      <ToolTable {...table} />
    </StackedTable>
  );
}
