import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';

export const cellClassName = 'px-4 py-3 align-top';

/** The row's name cell stays in view while a phone scrolls the other columns sideways. */
const rowHeaderClassName = `${cellClassName} bg-white font-medium text-slate-900 max-md:sticky max-md:left-0`;

interface Column {
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
function EmailText({ email }: { email: string }) {
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

/** The cells every people table opens a row with: the person's name as the row header, then their address. */
export function PersonCells({ name, email }: { name: string; email: string }) {
  return (
    <>
      <th scope="row" className={rowHeaderClassName}>
        {name}
      </th>
      <td data-label="Email" className={cellClassName}>
        <EmailText email={email} />
      </td>
    </>
  );
}

export function JoinedCell({ date }: { date: string }) {
  return (
    <td data-label="Joined" className={`${cellClassName} whitespace-nowrap`}>
      <time dateTime={date}>{formatDate(date)}</time>
    </td>
  );
}

interface RowDangerButtonProps {
  /** What the button does, e.g. "Delete"; its accessible name adds the person's name. */
  label: string;
  name: string;
  icon: LucideIcon;
  onClick: () => void;
}

/** A quiet red button that takes a person out (delete, remove); it asks for confirmation elsewhere. */
export function RowDangerButton({ label, name, icon, onClick }: RowDangerButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label} ${name}`}
      onClick={onClick}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      icon={icon}
    >
      {label}
    </Button>
  );
}
