import type { ReactNode } from 'react';

export const cellClassName = 'px-4 py-3 align-top';

/** The row's name cell stays in view while a phone scrolls the other columns sideways. */
export const rowHeaderClassName = `${cellClassName} bg-white font-medium text-slate-900 max-md:sticky max-md:left-0`;

export interface Column {
  label: string;
  /** Read by screen readers only, for a column whose cells speak for themselves (actions). */
  visuallyHidden?: boolean;
}

interface PeopleTableProps {
  caption: string;
  columns: readonly Column[];
  /** True while a newer page of results is on its way. */
  busy: boolean;
  children: ReactNode;
}

/**
 * A table that scrolls sideways inside its frame on narrow screens rather than squeezing its columns,
 * and on phones shows one card per person (cells carry data-label; see .table-cards in index.css).
 * The frame is positioned so that visually hidden header text stays inside it instead of widening the page.
 */
export function PeopleTable({ caption, columns, busy, children }: PeopleTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        aria-busy={busy || undefined}
        className="table-cards w-full min-w-[48rem] text-left text-sm text-slate-800"
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          data-cards="hidden"
          className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={index === 0 ? 'bg-slate-50 px-4 py-3 max-md:sticky max-md:left-0' : 'px-4 py-3'}
              >
                {column.visuallyHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** An address that, when its column is narrow, wraps before the @ rather than mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
