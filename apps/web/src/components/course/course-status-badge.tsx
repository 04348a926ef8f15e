import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { CourseStatus } from '@tutorium/contract/courses';
import { statusLabels } from './course-labels';

const statusStyles: Readonly<Record<string, string>> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  upcoming: 'bg-blue-50 text-blue-800 ring-blue-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-purple-50 text-purple-800 ring-purple-200',
};
/** Spec 4: a status outside the known four gets a style of its own. */
const otherStatusStyle = 'bg-amber-50 text-amber-900 ring-amber-200';

/** A course's status in the same colours wherever it shows: the teacher's list and detail, the student's pages. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useLingui();
  // An unknown status (spec 4) has no translation: it shows as stored.
  const label: MessageDescriptor | undefined = statusLabels[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${statusStyles[status] ?? otherStatusStyle}`}
    >
      {label === undefined ? status : t(label)}
    </span>
  );
}
