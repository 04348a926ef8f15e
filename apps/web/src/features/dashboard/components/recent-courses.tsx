import type { Course } from '@tutorium/contract/courses';
import { ArrowRight, BookOpen, Compass } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextLink } from '../../../components/ui/text-link';
import { DashboardSection } from './dashboard-section';

/** The first few enrolled courses (STUDENT_DASHBOARD_LIST.courses), each with its progress and a way back in. */
export function RecentCourses({ courses }: { courses: readonly Course[] }) {
  return (
    <DashboardSection
      title="Recent Courses"
      action={
        courses.length > 0 && (
          <TextLink to="/student/courses">
            View all<span className="sr-only"> courses</span>
          </TextLink>
        )
      }
    >
      {courses.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="You're not enrolled in any courses yet"
          description="Find a course that suits you and enrol to see it here."
          action={
            <LinkButton to="/student/explore-courses" icon={Compass}>
              Explore Courses
            </LinkButton>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {courses.map((course) => {
            const progress = course.progress ?? 0;
            return (
              <li key={course.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-end">
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium break-words text-slate-900">{course.title}</h3>
                  <p className="text-sm text-slate-600">by {course.instructor.name}</p>
                  <ProgressBar
                    value={progress}
                    label={`Progress in ${course.title}`}
                    caption={`${progress}% complete`}
                    size="sm"
                    className="mt-2"
                  />
                </div>
                <LinkButton to={`/student/courses/${course.id}`} variant="secondary" size="sm" className="self-start">
                  Continue<span className="sr-only"> {course.title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LinkButton>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
