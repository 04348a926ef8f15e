import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { CourseGate } from '../../../components/course/course-gate';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { CourseEnrolAction } from '../components/course-enrol-action';
import { CourseLessons } from '../components/course-lessons';
import { CourseOutline } from '../components/course-outline';
import { CourseOverview } from '../components/course-overview';

export function StudentCoursePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const byTeacher = (name: string) => t`by ${name}`;
  return (
    <CourseGate
      courseId={id}
      notFound={
        <>
          <PageHeader title={t`Course not found`} />
          <p className="text-slate-700">
            <Trans>The requested course could not be found. Please go back to your courses.</Trans>
          </p>
        </>
      }
      errorHeadingLevel={2}
      frame={(content, state) => (
        <>
          <BackLink to={href('student.courses')} className="mb-4">
            <Trans>Back to My Courses</Trans>
          </BackLink>
          {state === 'failed' && <PageHeader title={t`Course`} />}
          {content}
        </>
      )}
    >
      {(course) => (
        <>
          <PageHeader title={course.title} description={byTeacher(course.instructor.name)} />
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
