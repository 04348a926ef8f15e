import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { useParams } from 'react-router';
import { CourseGate } from '../../../components/course/course-gate';
import { BackLink } from '../../../components/ui/back-link';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { CourseEnrolAction } from '../components/course-enrol-action';
import { CourseOutline } from '../components/course-outline';
import { CourseOverview } from '../components/course-overview';

/** The public page of one course (/courses/:id), for visitors and students alike, before they enrol. */
export function CoursePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <CourseGate
      courseId={id}
      notFound={{
        description: t`This course does not exist or is not open for enrolment.`,
        backTo: href('site.courses'),
        backLabel: t`All courses`,
      }}
      frame={(content, state) => {
        if (state === 'notFound') return <div className="px-4 py-10 sm:px-6">{content}</div>;
        if (state === 'failed') {
          return (
            <div className="px-4 py-10 sm:px-6">
              <div className="mx-auto max-w-lg">{content}</div>
            </div>
          );
        }
        return content;
      }}
    >
      {(data) => <PublicCourse data={data} />}
    </CourseGate>
  );
}

function PublicCourse({ data }: { data: Course }) {
  const teacherId = data.instructor.id;
  const teacherName = data.instructor.name;
  return (
    <>
      <title>{`${data.title} · Tutorium`}</title>
      <div className="bg-linear-to-br from-indigo-50 via-white to-sky-50 px-4 py-8 sm:px-6 sm:py-10">
        <div className="mx-auto max-w-6xl">
          <BackLink to={href('site.courses')}>
            <Trans>All courses</Trans>
          </BackLink>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
            {data.title}
          </h1>
          <p className="mt-2 text-lg text-slate-700">
            <Trans>
              by <TextLink to={href('site.teacher', { id: teacherId })}>{teacherName}</TextLink>
            </Trans>
          </p>
        </div>
      </div>
      <div className="px-4 py-8 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <CourseOverview
            course={data}
            lessons={<CourseOutline courseId={data.id} />}
            action={<CourseEnrolAction course={data} />}
          />
        </div>
      </div>
    </>
  );
}
