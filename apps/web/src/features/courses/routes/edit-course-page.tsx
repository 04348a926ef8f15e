import { useParams } from 'react-router';
import { CourseGate, notOneOfYourCourses } from '../../../components/course/course-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { courseFallbacks } from '../api/course-fallbacks';
import { CourseForm } from '../components/course-form';

export function EditCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <CourseGate
      courseId={courseId}
      fallbackMessage={courseFallbacks.loadForEdit}
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
    </CourseGate>
  );
}
