import { notOneOfYourCourses } from '../../../components/course/course-gate';
import { RouteCourseGate } from '../../../components/course/route-course-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { CourseForm } from '../components/course-form';

/** docs/seed-spec.md §8 words a failed read of the course being edited otherwise than the definition. */
const loadFailed = 'Failed to load course data';

export function EditCoursePage() {
  return (
    <RouteCourseGate
      fallbackMessage={loadFailed}
      managed
      notFound={notOneOfYourCourses}
      loading="section"
      errorHeadingLevel={2}
      frame={(content, state) =>
        state === 'notFound' ? (
          content
        ) : (
          <>
            <PageHeader title="Edit Course" description="Change the course details, then save your changes." />
            {content}
          </>
        )
      }
    >
      {(course) => <CourseForm key={course.id} course={course} />}
    </RouteCourseGate>
  );
}
