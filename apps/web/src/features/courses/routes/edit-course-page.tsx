import { useLingui } from '@lingui/react/macro';
import { notOneOfYourCourses } from '../../../components/course/course-gate';
import { RouteCourseGate } from '../../../components/course/route-course-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { CourseForm } from '../components/course-form';

export function EditCoursePage() {
  const { t } = useLingui();
  return (
    <RouteCourseGate
      // docs/seed-spec.md §8 words a failed read of the course being edited otherwise than the definition.
      fallbackMessage={t`Failed to load course data`}
      managed
      notFound={notOneOfYourCourses}
      loading="section"
      errorHeadingLevel={2}
      frame={(content, state) =>
        state === 'notFound' ? (
          content
        ) : (
          <>
            <PageHeader title={t`Edit Course`} description={t`Change the course details, then save your changes.`} />
            {content}
          </>
        )
      }
    >
      {(course) => <CourseForm key={course.id} course={course} />}
    </RouteCourseGate>
  );
}
