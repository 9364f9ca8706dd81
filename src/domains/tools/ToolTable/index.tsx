import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import ScrollRegion from '@site/src/components/ScrollRegion';
import StackedTable from '@site/src/components/StackedTable';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface ToolTableProps {
  /** The table's caption (its accessible name), shown above it. */
  readonly caption: ReactNode;
  /** Names the scrollable region, e.g. "Race equivalents table". */
  readonly label: string;
  /** Column headings; the first column holds row headings. */
  readonly columns: readonly ReactNode[];
  readonly rows: ReadonlyArray<{
    readonly key: string;
    readonly cells: readonly ReactNode[];
    readonly highlight?: boolean;
  }>;
  readonly className?: string;
  /** Compact type for long reference tables. */
  readonly dense?: boolean;
  /**
   * The last column is prose (what a row is for): it wraps and aligns left on wide screens, and on
   * phones, where a column of prose cannot fit beside the numbers, each row becomes a card.
   */
  readonly wrapLast?: boolean;
}

/**
 * A numeric table that fits phones: it scrolls sideways inside a focusable region when wider than the
 * screen, with a shadow at the edge that has more columns. The caption sits above the region, so it
 * wraps to the width a reader sees instead of the table's. A table with a column of prose (`wrapLast`)
 * is a stack of cards on phones instead (StackedTable).
 */
export default function ToolTable({
  caption,
  label,
  columns,
  rows,
  className,
  dense = false,
  wrapLast = false,
}: ToolTableProps) {
  const captionId = useId();
  const table = (
    <div className={clsx(styles.frame, !wrapLast && className)}>
      <p id={captionId} className={styles.caption}>
        {keepUnits(caption)}
      </p>
      <ScrollRegion label={label} className={styles.scroll}>
        <table
          className={clsx(styles.table, dense && styles.dense, wrapLast && styles.wrapLast)}
          aria-labelledby={captionId}
        >
          <TableHead columns={columns} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.highlight ? styles.highlight : undefined}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {keepUnits(cell)}
                    </th>
                  ) : (
                    <td key={index}>{keepUnits(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
  if (!wrapLast) return table;
  return (
    <StackedTable
      caption={caption}
      labels={columns.slice(1)}
      rows={rows.map((row) => ({key: row.key, title: row.cells[0], cells: row.cells.slice(1)}))}
      className={className}
    >
      {table}
    </StackedTable>
  );
}
