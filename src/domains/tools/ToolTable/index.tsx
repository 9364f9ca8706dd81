import type {ReactNode} from 'react';
import clsx from 'clsx';
import ScrollRegion from '@site/src/components/ScrollRegion';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

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
  /** The last column is prose (what a row is for): it wraps and aligns left. */
  readonly wrapLast?: boolean;
}

/**
 * A numeric table that fits phones: it scrolls sideways inside a focusable region when wider than the
 * screen, with a shadow at the edge that has more columns and the first column kept in view.
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
  return (
    <ScrollRegion label={label} className={clsx(styles.scroll, className)}>
      <table className={clsx(styles.table, dense && styles.dense, wrapLast && styles.wrapLast)}>
        <caption className={styles.caption}>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.highlight ? styles.highlight : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
