import { Trans } from '@lingui/react/macro';
import type { StudentAttendance } from '@tutorium/contract/attendance';
import { ArrowRight } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { PercentageBadge } from './percentage-badge';

/** "View details", naming the course to a screen reader. */
function CourseDetailsLabel({ title }: { title: string }) {
  return (
    <Trans>
      View details<span className="sr-only"> for {title}</span>
    </Trans>
  );
}

/** One card per course with records: its rate, present of total, and a link to its own page. */
export function CourseWiseCards({ courses }: { courses: StudentAttendance['byCourse'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map(({ course, stats: { present, total, percentage } }) => (
        <li key={course.id}>
          <Card className="flex h-full flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold break-words text-slate-900">{course.title}</h3>
              <PercentageBadge percentage={percentage} />
            </div>
            <p className="text-sm text-slate-700">
              <Trans>
                {present} / {total} present
              </Trans>
            </p>
            <TextLink
              to={href('student.courseAttendance', { courseId: course.id })}
              className="mt-auto inline-flex items-center gap-1 text-sm"
            >
              <CourseDetailsLabel title={course.title} />
              <ArrowRight className="size-4" aria-hidden="true" />
            </TextLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}
