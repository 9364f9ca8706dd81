import type {ReactNode} from 'react';

export interface TableHeadProps {
  /** The column headings, left to right. */
  readonly columns: readonly ReactNode[];
}

/** A table's header row: one `<th scope="col">` per column, so every cell is announced with its column. */
export default function TableHead({columns}: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The headings are fixed for the table's life, so their position is a stable key.
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
