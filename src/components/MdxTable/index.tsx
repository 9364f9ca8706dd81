import {Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import ScrollRegion from '../ScrollRegion';
import StackedTable, {type StackedRow} from '../StackedTable';
import styles from './styles.module.css';
import {AFTER_FIRST_SCREEN_ATTRIBUTE} from '../../config/headTags';

type Parent = ReactElement<{children?: ReactNode}>;

/** The child elements of `node` of one HTML type (MDX writes a Markdown table as plain elements). */
function childrenOfType(node: ReactNode, type: string): Parent[] {
  return Children.toArray(node).filter(
    (child): child is Parent => isValidElement(child) && child.type === type,
  );
}

export interface MarkdownTable {
  readonly head: readonly ReactNode[];
  readonly rows: readonly (readonly ReactNode[])[];
}

/** The header labels and body cells of a Markdown table, or null for any other shape. */
export function readMarkdownTable(children: ReactNode): MarkdownTable | null {
  const [thead] = childrenOfType(children, 'thead');
  const [tbody] = childrenOfType(children, 'tbody');
  const [headRow] = thead ? childrenOfType(thead.props.children, 'tr') : [];
  if (!headRow || !tbody) return null;
  const cells = (row: Parent) =>
    Children.toArray(row.props.children)
      .filter((cell): cell is Parent => isValidElement(cell) && (cell.type === 'th' || cell.type === 'td'))
      .map((cell) => cell.props.children);
  const head = cells(headRow);
  const rows = childrenOfType(tbody.props.children, 'tr').map(cells);
  if (rows.length === 0 || rows.some((row) => row.length !== head.length)) return null;
  return {head, rows};
}

/**
 * Markdown tables in docs and articles. With three columns or more they become one card per row on
 * phones (StackedTable: the first cell titles the card, every other cell sits under its column's name);
 * wider screens keep the table, which scrolls sideways inside a focusable, shadowed region if it is ever
 * wider than the page.
 */
export default function MdxTable({
  [AFTER_FIRST_SCREEN_ATTRIBUTE]: mark,
  ...props
}: ComponentProps<'table'> & {readonly [AFTER_FIRST_SCREEN_ATTRIBUTE]?: string}) {
  // The mark of the first block below a phone's first screen (src/plugins/remarkAfterFirstScreen.ts) goes
  // on the outermost element, the block of the body that the skipping rule reaches.
  const dataAttributes = mark === undefined ? undefined : {[AFTER_FIRST_SCREEN_ATTRIBUTE]: mark};
  const parsed = readMarkdownTable(props.children);
  const stacked = parsed !== null && parsed.head.length >= 3;
  const table = (
    <ScrollRegion
      label="Table (scrolls sideways on small screens)"
      className={styles.scroll}
      dataAttributes={stacked ? undefined : dataAttributes}
    >
      <table {...props} className={styles.table} />
    </ScrollRegion>
  );
  if (!stacked || !parsed) return table;
  const rows: StackedRow[] = parsed.rows.map((cells, index) => ({
    // Rows of a Markdown table have no identity but their place.
    key: String(index),
    title: cells[0],
    cells: cells.slice(1),
  }));
  return (
    <StackedTable labels={parsed.head.slice(1)} rows={rows} dataAttributes={dataAttributes}>
      {table}
    </StackedTable>
  );
}
