import type { DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';

interface StudentRow {
  name: string;
  email: string;
}

/**
 * The columns of a course's list of students, as its teacher sees them: the name, the email and the
 * date the student came onto the list (enrolled, or joined the waitlist).
 */
export const studentColumns = <TRow extends StudentRow>(
  headings: { name: string; email: string; date: string },
  dateOf: (row: TRow) => string,
): DataColumn<TRow>[] => [
  { heading: headings.name, className: 'font-medium text-slate-900', cell: (row) => row.name },
  { heading: headings.email, className: 'break-all text-slate-700', cell: (row) => row.email },
  {
    heading: headings.date,
    headingClassName: 'whitespace-nowrap',
    className: 'whitespace-nowrap text-slate-700',
    cell: (row) => formatDate(dateOf(row)),
  },
];
