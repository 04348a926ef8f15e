import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { CourseGate } from '../../../components/course/course-gate';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { CourseEnrolAction } from '../components/course-enrol-action';
import { CourseLessons } from '../components/course-lessons';
import { CourseOutline } from '../components/course-outline';
import { CourseOverview } from '../components/course-overview';

const courseNotFound = 'The requested course could not be found. Please go back to your courses.';

function BackLink() {
  return (
    <TextLink to={href('student.courses')} className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to My Courses
    </TextLink>
  );
}

export function StudentCoursePage() {
  const { id = '' } = useParams();
  return (
    <CourseGate
      courseId={id}
      notFound={
        <>
          <PageHeader title="Course not found" />
          <p className="text-slate-700">{courseNotFound}</p>
        </>
      }
      errorHeadingLevel={2}
      frame={(content, state) => (
        <>
          <BackLink />
          {state === 'failed' && <PageHeader title="Course" />}
          {content}
        </>
      )}
    >
      {(course) => (
        <>
          <PageHeader title={course.title} description={`by ${course.instructor.name}`} />
          <CourseOverview
            course={course}
            lessons={
              course.isEnrolled === true ? <CourseLessons course={course} /> : <CourseOutline courseId={course.id} />
            }
            action={<CourseEnrolAction course={course} courseLink={false} />}
          />
        </>
      )}
    </CourseGate>
  );
}
