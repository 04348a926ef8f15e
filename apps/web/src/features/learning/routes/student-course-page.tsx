import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { ClipboardList, FileQuestion, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CourseGate } from '../../../components/course/course-gate';
import { type MessageRecipient, WriteMessageDialog } from '../../../components/messages/write-message-dialog';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { useOnline } from '../../../lib/offline/use-online';
import { useAwaitingPayment } from '../api/use-awaiting-payment';
import { AwaitingPaymentNotice } from '../components/awaiting-payment-notice';
import { CourseAnnouncements } from '../components/course-announcements';
import { CourseEnrolAction } from '../components/course-enrol-action';
import { CourseLessons } from '../components/course-lessons';
import { CourseOutline } from '../components/course-outline';
import { CourseOverview } from '../components/course-overview';
import { SavedCourseLessons } from '../components/saved-course-lessons';

/**
 * The enrolled student's classroom: lessons and announcements, or, while the course waits for their
 * first payment, one notice that leads to Fees instead of the refusals of each.
 */
function EnrolledCourse({ course }: { course: Course }) {
  const awaitingPayment = useAwaitingPayment(course.id);
  return (
    <>
      <CourseOverview
        course={course}
        lessons={awaitingPayment ? <AwaitingPaymentNotice courseId={course.id} /> : <CourseLessons course={course} />}
        action={<CourseEnrolAction course={course} courseLink={false} />}
      />
      {!awaitingPayment && <CourseAnnouncements courseId={course.id} />}
    </>
  );
}

export function StudentCoursePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const byTeacher = (name: string) => t`by ${name}`;
  const [writingTo, setWritingTo] = useState<MessageRecipient | null>(null);
  const online = useOnline();
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
          {/* Offline, a course never loaded waits for the connection: the lessons kept offline open meanwhile. */}
          {(state === 'failed' || (state === 'loading' && !online)) && <SavedCourseLessons courseId={id} />}
        </>
      )}
    >
      {(course) => (
        <>
          <PageHeader
            title={course.title}
            description={byTeacher(course.instructor.name)}
            actions={
              // An enrolled student writes to the course's teacher straight away (no request).
              course.isEnrolled === true && (
                <>
                  <LinkButton to={href('student.assignments')} variant="secondary" icon={ClipboardList}>
                    <Trans>Assignments</Trans>
                  </LinkButton>
                  <LinkButton to={href('student.tests')} variant="secondary" icon={FileQuestion}>
                    <Trans>Tests</Trans>
                  </LinkButton>
                  <Button
                    variant="secondary"
                    icon={MessagesSquare}
                    onClick={() =>
                      setWritingTo({ id: course.instructor.id, name: course.instructor.name, courseId: course.id })
                    }
                  >
                    <Trans>Message the teacher</Trans>
                  </Button>
                </>
              )
            }
          />
          <WriteMessageDialog recipient={writingTo} onClose={() => setWritingTo(null)} />
          {course.isEnrolled === true ? (
            <EnrolledCourse course={course} />
          ) : (
            <CourseOverview
              course={course}
              lessons={<CourseOutline courseId={course.id} />}
              action={<CourseEnrolAction course={course} courseLink={false} />}
            />
          )}
        </>
      )}
    </CourseGate>
  );
}
