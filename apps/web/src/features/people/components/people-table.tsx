import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';

export const cellClassName = 'px-4 py-3 align-top';

/** The row's name cell stays in view while a phone scrolls the other columns sideways. */
const rowHeaderClassName = `${cellClassName} bg-white font-medium text-slate-900 max-md:sticky max-md:left-0`;

interface Person {
  id: string;
  name: string;
  email: string;
  joinedDate: string;
}

interface Column {
  label: string;
  /** Read by screen readers only, for a column whose cells speak for themselves (actions). */
  visuallyHidden?: boolean;
}

interface PeopleTableProps<TPerson extends Person> {
  caption: string;
  /** True while a newer page of results is on its way. */
  busy: boolean;
  people: readonly TPerson[];
  /** The headings of the columns between Email and Joined, each person's cells under them from `children`. */
  columns: readonly string[];
  children: (person: TPerson) => ReactNode;
  /** The buttons at the end of a person's row, under a heading only screen readers hear. */
  actions: (person: TPerson) => ReactNode;
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

function PersonRow({ person, cells, actions }: { person: Person; cells: ReactNode; actions: ReactNode }) {
  const { t } = useLingui();
  return (
    <tr>
      <th scope="row" className={rowHeaderClassName}>
        {person.name}
      </th>
      <td data-label={t`Email`} className={cellClassName}>
        <EmailText email={person.email} />
      </td>
      {cells}
      <td data-label={t`Joined`} className={`${cellClassName} whitespace-nowrap`}>
        <time dateTime={person.joinedDate}>{formatDate(person.joinedDate)}</time>
      </td>
      <td className={`${cellClassName} text-right`}>{actions}</td>
    </tr>
  );
}

/**
 * A table of people: each row opens with the person's name (the row header) and address, ends with
 * the date they joined and the buttons about them, and has the screen's own columns between.
 * It scrolls sideways inside its frame on narrow screens rather than squeezing its columns,
 * and on phones shows one card per person (cells carry data-label; see .table-cards in index.css).
 * The frame is positioned so that visually hidden header text stays inside it instead of widening the page.
 */
export function PeopleTable<TPerson extends Person>({
  caption,
  busy,
  people,
  columns,
  children,
  actions,
}: PeopleTableProps<TPerson>) {
  const { t } = useLingui();
  // Every people table's headings around the screen's own columns.
  const headings: readonly Column[] = [
    { label: t`Name` },
    { label: t`Email` },
    ...columns.map((label) => ({ label })),
    { label: t`Joined` },
    { label: t`Actions`, visuallyHidden: true },
  ];
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
            {headings.map((column, index) => (
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
        <tbody className="divide-y divide-slate-100">
          {people.map((person) => (
            <PersonRow key={person.id} person={person} cells={children(person)} actions={actions(person)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowDangerButtonProps {
  /** What the button does, e.g. "Delete". */
  label: string;
  /** Its accessible name, which names the person too, e.g. "Delete Asha Rao". */
  accessibleName: string;
  icon: LucideIcon;
  onClick: () => void;
}

/** A quiet red button that takes a person out (delete, remove); it asks for confirmation elsewhere. */
export function RowDangerButton({ label, accessibleName, icon, onClick }: RowDangerButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={accessibleName}
      onClick={onClick}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      icon={icon}
    >
      {label}
    </Button>
  );
}
