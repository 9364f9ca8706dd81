import {useId, type CSSProperties, type PropsWithChildren, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface StackedRow {
  readonly key: string;
  /** The row's own header (the first cell): the card's title. */
  readonly title: ReactNode;
  /** The other cells, in column order. */
  readonly cells: readonly ReactNode[];
}

export interface StackedTableProps extends PropsWithChildren {
  /** The column labels of `cells` (the columns after the row header), in order. */
  readonly labels: readonly ReactNode[];
  readonly rows: readonly StackedRow[];
  /** Shown above the cards and names their list; omit when the table has no caption. */
  readonly caption?: ReactNode;
  /**
   * Up to which width the cards replace the table: phones (600 px and narrower) or small tablets too
   * (767 px and narrower) for tables whose columns need more room.
   */
  readonly below?: 'phone' | 'tablet';
  readonly className?: string;
  /** Custom properties the caller's styles read (a card's layout), on the wrapper. */
  readonly style?: CSSProperties;
  /** Data attributes for the wrapper (a Markdown table's mark, src/components/MdxTable). */
  readonly dataAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * Whether a column label must keep its own case: capitals would misspell a word written in mixed case
 * ('rTSS' is not 'RTSS', 'VO2max' not 'VO2MAX'). Words in lower case, capitalised or all capitals read the
 * same in capitals.
 */
export function keepsOwnCase(label: ReactNode): boolean {
  if (typeof label !== 'string') return false;
  return label
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .some((word) => !/^\p{Lu}?[\p{Ll}\p{N}]*$/u.test(word) && !/^[\p{Lu}\p{N}]+$/u.test(word));
}

/**
 * A table that becomes a stack of cards on small screens: one card per row, titled by the row's header,
 * each cell under its column label (a description list, so a screen reader hears every value with its
 * label). `children` is the wide view, the real table; the cards are rendered beside it and CSS shows one
 * of the two (the other is display: none, so assistive technology meets the content once). No ARIA roles
 * on the native table elements and no `display` change on the table: both views keep their own semantics,
 * and the server-rendered HTML works without JavaScript. The same pattern as the comparison tables.
 */
export default function StackedTable({
  labels,
  rows,
  caption,
  below = 'phone',
  className,
  style,
  dataAttributes,
  children,
}: StackedTableProps) {
  const captionId = useId();
  return (
    <div
      {...dataAttributes}
      className={clsx(below === 'tablet' ? styles.belowTablet : styles.belowPhone, className)}
      style={style}
    >
      <div className={styles.wide}>{children}</div>
      <div className={styles.narrow}>
        {caption && (
          <p id={captionId} className={styles.caption}>
            {keepUnits(caption)}
          </p>
        )}
        {/* An explicit role keeps it a list in Safari, which drops the semantics of lists drawn without
            bullets, and lets it carry a name (html-validate: aria-label-misuse). */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" className={styles.cards} aria-labelledby={caption ? captionId : undefined}>
          {rows.map((row) => (
            <li key={row.key} className={styles.card}>
              <p className={styles.title}>{keepUnits(row.title)}</p>
              <dl className={styles.fields}>
                {row.cells.map((cell, column) => (
                  // Columns have a fixed order: the position is the column's identity.
                  <div key={column} className={styles.field}>
                    <dt className={clsx(styles.label, keepsOwnCase(labels[column]) && styles.ownCase)}>
                      {keepUnits(labels[column])}
                    </dt>
                    <dd className={styles.value}>{keepUnits(cell)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
