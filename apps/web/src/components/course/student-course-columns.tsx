import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPercent } from '../../lib/format';
import { ProgressBar } from '../ui/progress-bar';
import { LastActivity, type StatColumn, StudentName } from '../ui/stat-table';

/*
 * The screens share these columns as they are; each heading is read when a table renders, so it is in
 * the reader's language.
 */

/** A row about one student in one course, as the performance and at-risk tables have. */
export interface StudentInCourse {
  student: { id: string; name: string; email: string };
  course: { id: string; title: string };
}

export const studentInCourseKey = (row: StudentInCourse): string => `${row.student.id}-${row.course.id}`;

export const studentColumn: StatColumn<StudentInCourse> = {
  get heading() {
    return i18n._(msg`Student`);
  },
  rowHeader: true,
  cell: (row) => <StudentName student={row.student} />,
};

export const courseColumn: StatColumn<StudentInCourse> = {
  get heading() {
    return i18n._(msg`Course`);
  },
  className: 'break-words',
  cell: (row) => row.course.title,
};

export const progressColumn: StatColumn<StudentInCourse & { progress: number }> = {
  get heading() {
    return i18n._(msg`Progress`);
  },
  className: 'min-w-32',
  cell: ({ student: { name }, course: { title }, progress }) => (
    <ProgressBar
      value={progress}
      label={i18n._(msg`Progress of ${name} in ${title}`)}
      caption={formatPercent(progress)}
      size="sm"
    />
  ),
};

export const lastActivityColumn: StatColumn<{ lastActivity: string | null }> = {
  get heading() {
    return i18n._(msg`Last Activity`);
  },
  get cardLabel() {
    return i18n._(msg`Last activity`);
  },
  className: 'whitespace-nowrap',
  cell: (row) => <LastActivity value={row.lastActivity} />,
};
