import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { ArrowRight, BookOpen } from 'lucide-react';
import { NotEnrolledState } from '../../../components/course/not-enrolled-state';
import { LinkButton } from '../../../components/ui/link-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { href } from '../../../lib/href';
import { DashboardSection, SectionList } from './dashboard-section';

function NotEnrolled() {
  const { t } = useLingui();
  return <NotEnrolledState icon={BookOpen} description={t`Find a course that suits you and enrol to see it here.`} />;
}

/** The first few enrolled courses (STUDENT_DASHBOARD_LIST.courses), each with its progress and a way back in. */
export function RecentCourses({ courses }: { courses: readonly Course[] }) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Recent Courses`}
      viewAll={{ to: href('student.courses'), what: t`courses` }}
      empty={courses.length === 0 && <NotEnrolled />}
    >
      <SectionList items={courses} keyOf={(course) => course.id} itemClassName="sm:flex-row sm:items-end">
        {(course) => {
          const progress = course.progress ?? 0;
          const { title } = course;
          const instructorName = course.instructor.name;
          return (
            <>
              <div className="min-w-0 flex-1">
                <h3 className="font-medium break-words text-slate-900">{course.title}</h3>
                <p className="text-sm text-slate-600">
                  <Trans>by {instructorName}</Trans>
                </p>
                <ProgressBar
                  value={progress}
                  label={t`Progress in ${title}`}
                  caption={t`${progress}% complete`}
                  size="sm"
                  className="mt-2"
                />
              </div>
              <LinkButton
                to={href('student.courseDetail', { id: course.id })}
                variant="secondary"
                size="sm"
                className="self-start"
              >
                <Trans>
                  Continue<span className="sr-only"> {title}</span>
                </Trans>
                <ArrowRight className="size-4" aria-hidden="true" />
              </LinkButton>
            </>
          );
        }}
      </SectionList>
    </DashboardSection>
  );
}
