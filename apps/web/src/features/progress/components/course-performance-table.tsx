import type { CourseProgress } from '@tutorium/contract/progress';
import { GradeBadge } from '../../../components/ui/grade-scale';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';

const cell = 'px-4 py-3 align-top';

const lessonsLabel = (row: CourseProgress) =>
  row.totalLessons === 0
    ? 'No lessons yet'
    : `${row.completedLessons} of ${row.totalLessons} ${row.totalLessons === 1 ? 'lesson' : 'lessons'}`;

/** Course, progress, grade and last activity of every course the student is enrolled in. */
export function CoursePerformanceTable({ courses }: { courses: readonly CourseProgress[] }) {
  return (
    <section
      aria-label="Course performance"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full min-w-[36rem] text-left text-sm text-slate-800">
        <caption className="sr-only">Course performance</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Course
            </th>
            <th scope="col" className={cell}>
              Progress
            </th>
            <th scope="col" className={cell}>
              Grade
            </th>
            <th scope="col" className={cell}>
              Last Activity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {courses.map((row) => (
            <tr key={row.course.id}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                <TextLink to={`/student/courses/${encodeURIComponent(row.course.id)}`} className="break-words">
                  {row.course.title}
                </TextLink>
                <span className="block text-xs text-slate-600">{row.course.category}</span>
              </th>
              <td className={`${cell} w-48`}>
                <ProgressBar
                  value={row.progress}
                  label={`Progress in ${row.course.title}`}
                  caption={`${row.progress}%`}
                  valueText={`${row.progress}%, ${lessonsLabel(row)}`}
                  size="sm"
                />
                <span className="mt-1 block text-xs text-slate-600">{lessonsLabel(row)}</span>
              </td>
              <td className={cell}>
                {row.grade === null ? (
                  <span className="text-slate-600">Not graded yet</span>
                ) : (
                  <span className="inline-flex items-center gap-2">
                    <GradeBadge grade={row.grade} />
                    {row.score !== null && <span className="text-xs text-slate-600">Score {row.score}</span>}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.lastActivity === null ? (
                  <span className="text-slate-600">No activity yet</span>
                ) : (
                  <time dateTime={row.lastActivity}>{formatDate(row.lastActivity)}</time>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
