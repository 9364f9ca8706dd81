import clsx from 'clsx';
import type {Comparison, ComparisonColumn, ComparisonRow} from '../comparisons';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import StaticMarkup from '../../../components/StaticMarkup';
import Tooltip from '../../../components/Tooltip';
import ComparisonNote from './ComparisonNote';
import StatusIcon from './StatusIcon';
import StatusLegend from './StatusLegend';
import {keepCompounds} from '@site/src/lib/compounds';
import styles from './styles.module.css';
import {keepNumbersWithUnits} from '@site/src/lib/typography';

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

/** `value` split before its last word: `head` keeps the space, `tail` is the last word. */
function lastWordCut(value: string): {readonly head: string; readonly tail: string} {
  const cut = value.lastIndexOf(' ') + 1;
  return {head: value.slice(0, cut), tail: value.slice(cut)};
}

/** A rating: its icon, its word (visually hidden), its value and, if there is one, its note. */
function Rating({
  row,
  column,
  productName,
}: {
  readonly row: ComparisonRow;
  readonly column: ComparisonColumn;
  readonly productName: string;
}) {
  const cell = row.cells[column.id];
  if (!cell) throw new Error(`Comparison row "${row.feature}" has no cell for column "${column.id}"`);
  const value = keepNumbersWithUnits(cell.value);
  const {head, tail} = lastWordCut(value);
  return (
    <span className={styles.cell}>
      <StatusIcon status={cell.status} />{' '}
      <span className={styles.value}>
        {cell.note ? (
          <>
            {head}
            {/* The note's button stays on the line of the value's last word, never on a line of its own. */}
            <span className={styles.keepTogether}>
              {tail}{' '}
              <Tooltip
                className={styles.noteTrigger}
                content={cell.note}
                label={`Note on ${columnLabel(column, productName)}: ${row.feature}`}
              />
            </span>
          </>
        ) : (
          value
        )}
      </span>
    </span>
  );
}

interface ViewProps {
  readonly comparison: Comparison;
  readonly productName: string;
}

/**
 * Screens on which the table is always hidden, for comparisons of more than two apps and of two. The list
 * replaces the table where the scroller's column is narrower than 56rem (36rem for two apps), by a container
 * query in styles.module.css; a column is never wider than the screen, so below those widths the table is
 * hidden whatever the page's layout. There it is kept as the server drew it (StaticMarkup), not hydrated: on
 * a phone the table was half of what a comparison hydrated (its cells and tooltips copy the list's), and
 * the list, which is shown, hydrates as before. Should the screen grow past the width, the table renders.
 * Wider screens hydrate both, since a narrow column (a doc's, beside its sidebar) may show either.
 */
const TABLE_HIDDEN_MEDIA = {stack: '(max-width: 55.99rem)', grid: '(max-width: 35.99rem)'} as const;

/** Wide screens: a real table with column and row headers. */
function WideTable({comparison: {caption, columns, rows}, productName}: ViewProps) {
  return (
    <table className={styles.table} data-columns={columns.length}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.feature}>
            Feature
          </th>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={clsx(styles.columnHeader, column.kind === 'product' && styles.productHeader)}
            >
              <ColumnName column={column} productName={productName} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row" className={styles.feature}>
              {row.feature}
            </th>
            {columns.map((column) => (
              <td key={column.id} className={clsx(column.kind === 'product' && styles.productCell)}>
                <Rating row={row} column={column} productName={productName} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColumnName({
  column,
  productName,
}: {
  readonly column: ComparisonColumn;
  readonly productName: string;
}) {
  return (
    <>
      <span className={styles.columnLabel}>{columnLabel(column, productName)}</span>
      {column.kind === 'other' && column.detail && (
        <>
          {' '}
          <span className={styles.columnDetail}>({column.detail})</span>
        </>
      )}
    </>
  );
}

/**
 * Small screens: one list item per feature, with a description list that pairs each app's name (term)
 * with its rating (definition), so a screen reader hears every value with its label. Only one of the two
 * views is displayed at any width; the other is display: none, so assistive technology meets it once.
 * Two-app comparisons show the app names once, above the list, and keep the terms for screen readers.
 * A rating with no note (no tooltip to open) is kept as the server drew it on the first load: that is half
 * the ratings or more in every comparison, and a phone's list is what it hydrates.
 */
function NarrowList({comparison: {caption, columns, rows}, productName}: ViewProps) {
  const sideBySide = columns.length <= 2;
  return (
    <div className={styles.narrow}>
      {sideBySide && (
        <div className={styles.narrowHead} aria-hidden="true">
          {columns.map((column) => (
            <span
              key={column.id}
              className={clsx(styles.narrowHeadCell, column.kind === 'product' && styles.productHeader)}
            >
              <ColumnName column={column} productName={productName} />
            </span>
          ))}
        </div>
      )}
      {/* An explicit role lets the list carry a name (html-validate: aria-label-misuse) and keeps it a list
          in Safari, which drops the semantics of lists drawn without bullets. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.features} aria-label={caption}>
        {rows.map((row) => (
          <li key={row.feature} className={styles.featureItem}>
            <p className={styles.featureName}>{row.feature}</p>
            <dl className={styles.ratings}>
              {columns.map((column) => {
                // A rating without a note has nothing interactive in it: its group keeps the server's HTML.
                const Group = row.cells[column.id]?.note ? 'div' : StaticMarkup;
                return (
                  <Group
                    key={column.id}
                    className={clsx(styles.rating, column.kind === 'product' && styles.productRating)}
                  >
                    <dt className={clsx(styles.cellApp, sideBySide && 'visually-hidden')}>
                      {keepCompounds(columnLabel(column, productName))}
                    </dt>
                    <dd className={styles.ratingValue}>
                      <Rating row={row} column={column} productName={productName} />
                    </dd>
                  </Group>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A feature-by-feature comparison from typed data (../comparisons.ts): a real table with column and
 * row headers, ratings as icons with their words, notes as tooltips, a visible legend and the fine print.
 * On small screens each feature heads its own block instead (two apps side by side, more apps stacked):
 * a list of features rendered beside the table, shown by CSS in its place. No ARIA table roles on the
 * native elements (the W3C checker rejects them), and no `display` change on the table to lose its
 * semantics: whichever view is hidden is display: none.
 */
export default function ComparisonTable({
  comparison,
  legend = true,
  note = true,
  className,
}: ComparisonTableProps) {
  const {productName} = useSiteSettings();
  const {caption, columns} = comparison;
  return (
    <div className={clsx(styles.wrapper, columns.length <= 2 && styles.compact, className)}>
      {legend && <StatusLegend />}
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        className={clsx(styles.scroller, columns.length > 2 ? styles.stackOnSmall : styles.gridOnSmall)}
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <StaticMarkup
          className={styles.tableSlot}
          whileMedia={columns.length > 2 ? TABLE_HIDDEN_MEDIA.stack : TABLE_HIDDEN_MEDIA.grid}
        >
          <WideTable comparison={comparison} productName={productName} />
        </StaticMarkup>
        <NarrowList comparison={comparison} productName={productName} />
      </div>
      {note && <ComparisonNote comparison={comparison} />}
    </div>
  );
}
