import type { CourseProgress } from '@tutorium/contract/progress';
import { GradeBadge } from '../../../components/course/grade-scale';
import { lastActivityColumn } from '../../../components/course/student-course-columns';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';

const lessonsLabel = (row: CourseProgress) =>
  row.totalLessons === 0
    ? 'No lessons yet'
    : `${row.completedLessons} of ${row.totalLessons} ${row.totalLessons === 1 ? 'lesson' : 'lessons'}`;

const columns: readonly StatColumn<CourseProgress>[] = [
  {
    heading: 'Course',
    rowHeader: true,
    cell: (row) => (
      <>
        <TextLink to={href('student.courseDetail', { id: row.course.id })} className="break-words">
          {row.course.title}
        </TextLink>
        <span className="block text-xs text-slate-600">{row.course.category}</span>
      </>
    ),
  },
  {
    heading: 'Progress',
    className: 'w-48',
    cell: (row) => (
      <>
        <ProgressBar
          value={row.progress}
          label={`Progress in ${row.course.title}`}
          caption={`${row.progress}%`}
          valueText={`${row.progress}%, ${lessonsLabel(row)}`}
          size="sm"
        />
        <span className="mt-1 block text-xs text-slate-600">{lessonsLabel(row)}</span>
      </>
    ),
  },
  {
    heading: 'Grade',
    cell: (row) =>
      row.grade === null ? (
        <span className="text-slate-600">Not graded yet</span>
      ) : (
        <span className="inline-flex items-center gap-2">
          <GradeBadge grade={row.grade} />
          {row.score !== null && <span className="text-xs text-slate-600">Score {row.score}</span>}
        </span>
      ),
  },
  lastActivityColumn,
];

/** Course, progress, grade and last activity of every course the student is enrolled in. */
export function CoursePerformanceTable({ courses }: { courses: readonly CourseProgress[] }) {
  return (
    <StatColumnTable
      caption="Course performance"
      minWidth="min-w-[36rem]"
      columns={columns}
      rows={courses}
      keyOf={(row) => row.course.id}
    />
  );
}
