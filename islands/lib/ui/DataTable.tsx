import type { ReactNode } from "react";

/** A column: its heading, which a phone's stacked row repeats beside each value but the first. */
export interface Column<T> {
  label: string;
  cell(row: T): ReactNode;
}

interface DataTableProps<T> {
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly Column<T>[];
  caption?: string;
  /** The caption for screen readers only, where the heading above says it. */
  captionHidden?: boolean;
  /** The list's look, stacked into cards on a phone by default. */
  className?: string;
  /** The totals under the rows. */
  foot?: ReactNode;
}

/** A table of records, one a row: each column's heading and value, the first naming the row. */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  captionHidden = false,
  className = "invoice-list invoice-list--stacked",
  foot,
}: DataTableProps<T>) {
  return (
    <table className={className}>
      {caption && <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, i) => (
              <td key={column.label} data-label={i === 0 ? undefined : column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
}
