import { ProgressBar } from '../ui/progress-bar';
import { LastActivity, type StatColumn, StudentName } from '../ui/stat-table';

/** A row about one student in one course, as the performance and at-risk tables have. */
export interface StudentInCourse {
  student: { id: string; name: string; email: string };
  course: { id: string; title: string };
}

export const studentInCourseKey = (row: StudentInCourse): string => `${row.student.id}-${row.course.id}`;

export const studentColumn: StatColumn<StudentInCourse> = {
  heading: 'Student',
  rowHeader: true,
  cell: (row) => <StudentName student={row.student} />,
};

export const courseColumn: StatColumn<StudentInCourse> = {
  heading: 'Course',
  className: 'break-words',
  cell: (row) => row.course.title,
};

export const progressColumn: StatColumn<StudentInCourse & { progress: number }> = {
  heading: 'Progress',
  className: 'min-w-32',
  cell: (row) => (
    <ProgressBar
      value={row.progress}
      label={`Progress of ${row.student.name} in ${row.course.title}`}
      caption={`${row.progress}%`}
      size="sm"
    />
  ),
};

export const lastActivityColumn: StatColumn<{ lastActivity: string | null }> = {
  heading: 'Last Activity',
  cardLabel: 'Last activity',
  className: 'whitespace-nowrap',
  cell: (row) => <LastActivity value={row.lastActivity} />,
};
