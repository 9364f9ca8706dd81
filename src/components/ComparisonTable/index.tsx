import clsx from 'clsx';
import type {Comparison, ComparisonColumn, ComparisonRow} from '../../data/comparisons';
import {useSiteSettings} from '../../hooks/useSiteSettings';
import Tooltip from '../Tooltip';
import ComparisonNote from './ComparisonNote';
import StatusIcon from './StatusIcon';
import StatusLegend from './StatusLegend';
import styles from './styles.module.css';

export {default as ComparisonNote} from './ComparisonNote';
export {default as StatusIcon} from './StatusIcon';
export {default as StatusLegend} from './StatusLegend';

export interface ComparisonTableProps {
  readonly comparison: Comparison;
  /** Show the visible legend above the table (default true). */
  readonly legend?: boolean;
  /** Show the sources and trademarks note under the table (default true). */
  readonly note?: boolean;
  readonly className?: string;
}

function columnLabel(column: ComparisonColumn, productName: string): string {
  return column.kind === 'product' ? productName : column.label;
}

function Row({
  row,
  columns,
  productName,
}: {
  readonly row: ComparisonRow;
  readonly columns: readonly ComparisonColumn[];
  readonly productName: string;
}) {
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className={styles.feature}>
        {row.feature}
      </th>
      {columns.map((column) => {
        const cell = row.cells[column.id];
        if (!cell) throw new Error(`Comparison row "${row.feature}" has no cell for column "${column.id}"`);
        return (
          // The explicit role keeps the cell a cell when small screens lay the row out as a grid.
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
          <td key={column.id} role="cell" className={clsx(column.kind === 'product' && styles.productCell)}>
            {/* On small screens a stacked row names each app beside its rating; the header already does for screen readers. */}
            <span className={styles.cellApp} aria-hidden="true">
              {columnLabel(column, productName)}
            </span>
            <span className={styles.cell}>
              <StatusIcon status={cell.status} />{' '}
              <span className={styles.value}>
                {cell.value}
                {cell.note && (
                  <>
                    {' '}
                    <Tooltip
                      className={styles.noteTrigger}
                      content={cell.note}
                      label={`Note on ${columnLabel(column, productName)}: ${row.feature}`}
                    />
                  </>
                )}
              </span>
            </span>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A feature-by-feature comparison from typed data (src/data/comparisons.ts): a real table with column and
 * row headers, ratings as icons with their words, notes as tooltips, a visible legend and the fine print.
 * On small screens each feature heads its own block: two apps side by side, more apps stacked.
 */
export default function ComparisonTable({
  comparison,
  legend = true,
  note = true,
  className,
}: ComparisonTableProps) {
  const {productName} = useSiteSettings();
  const {caption, columns, rows} = comparison;
  return (
    <div className={clsx(styles.wrapper, columns.length <= 2 && styles.compact, className)}>
      {legend && <StatusLegend />}
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        {/* Explicit roles keep the table semantics when small screens lay the rows out as grids. */}
        <table
          role="table"
          className={clsx(styles.table, columns.length > 2 ? styles.stackOnSmall : styles.gridOnSmall)}
          data-columns={columns.length}
        >
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader" className={styles.feature}>
                Feature
              </th>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  className={clsx(styles.columnHeader, column.kind === 'product' && styles.productHeader)}
                >
                  <span className={styles.columnLabel}>{columnLabel(column, productName)}</span>
                  {column.kind === 'other' && column.detail && (
                    <>
                      {' '}
                      <span className={styles.columnDetail}>({column.detail})</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.feature} row={row} columns={columns} productName={productName} />
            ))}
          </tbody>
        </table>
      </div>
      {note && <ComparisonNote comparison={comparison} />}
    </div>
  );
}
