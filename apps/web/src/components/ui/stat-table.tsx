import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';

export const statCellClassName = 'px-4 py-3 align-top';
const statHeaderCellClassName = 'px-4 py-3';

interface StatTableProps {
  /** Names the table and its scrolling frame for screen readers. */
  caption: string;
  /** The column headings as text, or `head` for a heading row of the caller's own (sortable headings). */
  headings?: readonly string[];
  head?: ReactNode;
  children: ReactNode;
  /** Totals under the rows. */
  foot?: ReactNode;
  busy?: boolean;
  /** Narrower than this, the table scrolls sideways inside its frame rather than squeezing its columns. */
  minWidth?: string;
  /** On phones, one card per row instead (cells need data-label); see .table-cards in index.css. */
  cards?: boolean;
}

/**
 * A table of figures in a frame that scrolls sideways on a phone. The frame takes focus, so keyboard
 * users can scroll it too (WCAG 2.1.1); it is positioned so that visually hidden text stays inside it.
 */
export function StatTable({
  caption,
  headings,
  head,
  children,
  foot,
  busy = false,
  minWidth = 'min-w-[40rem]',
  cards = false,
}: StatTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table
        aria-busy={busy || undefined}
        className={`w-full ${minWidth} text-left text-sm text-slate-800 ${cards ? 'table-cards' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          data-cards={headings ? 'hidden' : 'controls'}
          className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {headings ? (
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className={statHeaderCellClassName}>
                  {heading}
                </th>
              ))}
            </tr>
          ) : (
            head
          )}
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot && <tfoot className="border-t border-slate-200 bg-slate-50 font-medium">{foot}</tfoot>}
      </table>
    </section>
  );
}

export interface StatColumn<TRow> {
  /** The column's heading; on phone cards it labels each cell, so it is unique in the table. */
  heading: string;
  /** Labels each cell on phone cards where the heading's words do not suit, e.g. "Last activity". */
  cardLabel?: string;
  /** The column that names each row: its cells are row headings. */
  rowHeader?: boolean;
  /** Classes of the column's cells beyond their padding. */
  className?: string;
  cell: (row: TRow) => ReactNode;
}

type StatColumnTableProps<TRow> = Omit<StatTableProps, 'headings' | 'children'> & {
  columns: readonly StatColumn<TRow>[];
  rows: readonly TRow[];
  keyOf: (row: TRow) => string;
};

/** A StatTable drawn from its columns: the headings, then a row of cells per row, each labelled for phone cards. */
export function StatColumnTable<TRow>({ columns, rows, keyOf, head, ...table }: StatColumnTableProps<TRow>) {
  const classesOf = (column: StatColumn<TRow>, extra = '') =>
    [statCellClassName, extra, column.className].filter(Boolean).join(' ');
  return (
    <StatTable
      {...table}
      head={head}
      headings={head === undefined ? columns.map((column) => column.heading) : undefined}
    >
      {rows.map((row) => (
        <tr key={keyOf(row)}>
          {columns.map((column) =>
            column.rowHeader ? (
              <th key={column.heading} scope="row" className={classesOf(column, 'text-left font-normal')}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.heading} data-label={column.cardLabel ?? column.heading} className={classesOf(column)}>
                {column.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </StatTable>
  );
}

/** A student by name and email, heading a row of the performance and at-risk tables. */
export function StudentName({ student }: { student: { name: string; email: string } }) {
  return (
    <>
      <span className="block font-medium break-words text-slate-900">{student.name}</span>
      <span className="block text-xs break-all text-slate-600">{student.email}</span>
    </>
  );
}

/** When the student was last active, or "No activity yet". */
export function LastActivity({ value }: { value: string | null }) {
  return value === null ? (
    <span className="text-slate-600">
      <Trans>No activity yet</Trans>
    </span>
  ) : (
    <time dateTime={value}>{formatDate(value)}</time>
  );
}
