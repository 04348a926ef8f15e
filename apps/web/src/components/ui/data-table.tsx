import type { ReactNode } from 'react';

export interface DataColumn<TRow> {
  /** The column's heading; it names the column, so it is unique in the table. */
  heading: string;
  /** Classes of the heading cell beyond the table's padding. */
  headingClassName?: string;
  /** Classes of each row's cell beyond the table's padding. */
  className?: string;
  cell: (row: TRow) => ReactNode;
}

interface DataTableProps<TRow> {
  columns: readonly DataColumn<TRow>[];
  rows: readonly TRow[];
  keyOf: (row: TRow) => string;
  caption?: ReactNode;
  captionClassName?: string;
  /** The padding of every cell; '' where the columns set their own. */
  cellPadding?: string;
  className?: string;
  headClassName?: string;
  /** The first column's cells head their rows (`<th scope="row">`), as in a table of figures by name. */
  rowHeaders?: boolean;
}

const tableClassName = 'min-w-full divide-y divide-slate-200 text-left text-sm';
const headClassName = 'text-xs font-semibold tracking-wide text-slate-700 uppercase';

/** A plain table of rows under column headings, one cell a column from the row. */
export function DataTable<TRow>({
  columns,
  rows,
  keyOf,
  caption,
  captionClassName = 'sr-only',
  cellPadding = 'px-3 py-2',
  className = tableClassName,
  headClassName: headClasses = headClassName,
  rowHeaders = false,
}: DataTableProps<TRow>) {
  const classesOf = (extra: string | undefined) => [cellPadding, extra].filter(Boolean).join(' ') || undefined;
  return (
    <table className={className}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClasses}>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={classesOf(column.headingClassName)}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={keyOf(row)}>
            {columns.map((column, index) =>
              rowHeaders && index === 0 ? (
                <th key={column.heading} scope="row" className={classesOf(column.className)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.heading} className={classesOf(column.className)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
